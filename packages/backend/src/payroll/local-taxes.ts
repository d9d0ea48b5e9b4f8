import { normalise } from '../kb/text.js';
import { findPlace, PLACES_SOURCE, type Place } from './places.js';
import type { SourceRef } from './steps.js';
import { findCity, findRegion, type SurchargeLookup, type SurchargeTables } from './surcharges.js';

/**
 * The regional and municipal IRPEF surcharges that apply where someone lives: the region is always inferred
 * from the municipality, so a city never brings its municipal surcharge without the regional one.
 */

export interface Location {
  /** A comune, as users write it ("Milano", "Reggio Emilia"). */
  municipality?: string;
  /** Two-letter province code, to tell apart comuni with the same name. */
  provinceCode?: string;
  /** A region, when no comune is given (or to check it). */
  region?: string;
  /** The municipal rate the user gives ("comunale di Bari consideri 0,8%"): used instead of the table. */
  municipalRate?: { ratePct: number; exemptionThreshold?: number };
  /** The regional rate the user gives ("metta 1,23% di regionale"): used instead of the region's brackets. */
  regionalRate?: number;
  /**
   * The municipal surcharge left out: the municipality levies none ("il comune non la applica", "comunale zero")
   * or the user asks so ("la comunale lasciala fuori"). Only the regional one is applied.
   */
  municipalLeftOut?: 'none' | 'asked';
}

export interface LocalTaxes {
  place: Place | null;
  regional: SurchargeLookup | null;
  municipal: SurchargeLookup | null;
  /** Italian: what was left out and why. */
  gaps: string[];
  assumptions: string[];
  sources: SourceRef[];
}

export function lookupSource(lookup: SurchargeLookup, appliesFrom: string): SourceRef {
  return {
    label: lookup.sourceLabel,
    url: lookup.sourceUrl,
    published: lookup.sourceDate,
    appliesFrom,
  };
}

function caveats(out: LocalTaxes, lookup: SurchargeLookup, kind: string, year: number): void {
  if (lookup.gap)
    out.gaps.push(`Addizionale ${kind} ${year} di ${lookup.place}: ${lookup.gap.replace(/\.$/, '')}.`);
  if (lookup.derived)
    out.assumptions.push(
      `Addizionale ${kind} di ${lookup.place}: aliquote ${year} non verificate, applicate quelle dell'ultimo anno trovato (senza nuova delibera restano in vigore; affidabilità bassa).`,
    );
}

export function localTaxes(tables: SurchargeTables, location: Location, year: number): LocalTaxes {
  const out: LocalTaxes = {
    place: null,
    regional: null,
    municipal: null,
    gaps: [],
    assumptions: [],
    sources: [],
  };
  const from = `${year}-01-01`;
  let regionName = location.region;
  if (location.municipality) {
    const found = findPlace(location.municipality, location.provinceCode);
    if (found.status === 'found') {
      out.place = found.place;
      out.sources.push(PLACES_SOURCE);
      const same = (a: string, b: string) => normalise(a) === normalise(b);
      if (
        regionName &&
        !same(regionName, found.place.region) &&
        !same(regionName, found.place.surchargeRegion)
      )
        out.assumptions.push(
          `La regione indicata (${regionName}) non corrisponde al comune: uso ${found.place.surchargeRegion}, la regione di ${found.place.municipality}.`,
        );
      regionName = found.place.surchargeRegion;
      const region =
        regionName === found.place.region ? `della regione ${regionName}` : `della ${regionName}`;
      out.assumptions.push(
        location.municipalLeftOut
          ? `${found.place.municipality} è in provincia di ${found.place.province} (${found.place.region}): si applica l'addizionale regionale ${region}.`
          : `${found.place.municipality} è in provincia di ${found.place.province} (${found.place.region}): si applicano l'addizionale regionale ${region} e quella comunale.`,
      );
    } else if (found.status === 'ambiguous') {
      out.gaps.push(
        `Il comune «${location.municipality}» esiste in più province (${found.candidates.map((c) => c.provinceCode).join(', ')}): indica la provincia per applicare le addizionali.`,
      );
    } else {
      out.gaps.push(
        `Il comune «${location.municipality}» non è nell'elenco ISTAT dei comuni: addizionali escluse.`,
      );
    }
  }
  if (location.regionalRate !== undefined) {
    const name = regionName ?? 'regione di residenza';
    out.regional = statedLookup(name, location.regionalRate, null);
    out.assumptions.push(
      `Addizionale regionale ${regionName ? `di ${regionName}` : 'della regione di residenza'}: aliquota indicata da te (${String(location.regionalRate).replace('.', ',')}%), non quella della tabella.`,
    );
  } else if (regionName) {
    const regional = findRegion(tables, regionName, year);
    if (!regional)
      out.gaps.push(`Addizionale regionale ${year} di ${regionName} non presente nella base: esclusa.`);
    else if (!regional.rule)
      out.gaps.push(
        `Addizionale regionale ${year} di ${regional.place}: ${(regional.gap ?? 'aliquota non trovata').replace(/\.$/, '')}.`,
      );
    else {
      out.regional = regional;
      caveats(out, regional, 'regionale', year);
      out.sources.push(lookupSource(regional, regional.appliesFrom ?? from));
    }
  }
  if (location.municipalLeftOut) {
    const of = out.place ? ` di ${out.place.municipality}` : '';
    out.assumptions.push(
      location.municipalLeftOut === 'none'
        ? `Addizionale comunale${of} non applicata: come indichi, il comune non la prevede; conta solo quella regionale.`
        : `Addizionale comunale${of} esclusa, come hai chiesto: conta solo quella regionale.`,
    );
  } else if (location.municipalRate && (out.place || !location.municipality)) {
    // A rate the user gives applies also to a municipality left unnamed ("un comune che applica lo 0,8%").
    const { ratePct, exemptionThreshold } = location.municipalRate;
    const name = out.place?.municipality ?? 'comune di residenza';
    out.municipal = statedLookup(name, ratePct, exemptionThreshold ?? null);
    out.assumptions.push(
      `Addizionale comunale ${out.place ? `di ${name}` : 'del comune di residenza'}: aliquota indicata da te (${String(ratePct).replace('.', ',')}%${exemptionThreshold ? `, esenzione fino a ${exemptionThreshold.toLocaleString('it-IT')} €` : ''}), non quella della tabella.`,
    );
  } else if (out.place) {
    const municipal = findCity(tables, out.place.municipality, year);
    if (!municipal)
      out.gaps.push(
        `Addizionale comunale ${year} di ${out.place.municipality} non presente nella base (coperti i venti comuni più popolosi): esclusa.`,
      );
    else if (!municipal.rule)
      out.gaps.push(
        `Addizionale comunale ${year} di ${municipal.place}: ${(municipal.gap ?? 'aliquota non trovata').replace(/\.$/, '')}.`,
      );
    else {
      out.municipal = municipal;
      caveats(out, municipal, 'comunale', year);
      out.sources.push(lookupSource(municipal, municipal.appliesFrom ?? from));
    }
  } else if (regionName && !location.municipality) {
    out.gaps.push('Comune non indicato: addizionale comunale esclusa.');
  }
  // (A regional rate the user gives is applied without a place: only the municipal one can be missing.)
  if (!location.municipality && !location.region && location.regionalRate !== undefined) {
    if (!location.municipalLeftOut && !location.municipalRate)
      out.gaps.push('Comune di residenza non indicato: addizionale comunale esclusa.');
  } else if (!location.municipality && !location.region)
    out.gaps.push('Comune di residenza non indicato: addizionali regionale e comunale escluse.');
  return out;
}

/** A surcharge at the one rate the user gives, on the whole income. */
function statedLookup(place: string, ratePct: number, exemptionThreshold: number | null): SurchargeLookup {
  return {
    place,
    rule: { brackets: [{ from: 0, to: null, ratePct }], exemptionThreshold },
    gap: null,
    derived: false,
    changedUnread: false,
    confidence: 'high',
    note: 'aliquota indicata da te',
    sourceUrl: '',
    sourceLabel: 'Aliquota indicata da te',
    sourceDate: null,
    appliesFrom: null,
  };
}
