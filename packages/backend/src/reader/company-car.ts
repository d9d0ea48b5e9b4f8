/**
 * A company car in mixed use (uso promiscuo) and the worker's own car paid by the km, read from a folded text
 * (readable()): the ACI cost per km the user gives (four decimals kept: "0,5181 euro al km"), the km driven, the
 * fuel, the CO2 emissions, when the car was ordered and delivered. The share of the ACI cost each rule taxes is
 * chosen in ../agents/benefit-car.ts from `data/tax/benefit-thresholds.json`.
 */

export type CarFuel = 'electric' | 'plugin' | 'other';

export interface CarFacts {
  /** ACI cost per km told ("0,5181 euro al km", "fa 0,4329 al km"). */
  perKm?: number;
  fuel?: CarFuel;
  /** CO2 emissions in g/km. */
  co2?: number;
  /** Year and month (1-12, 0 when not said) the car was ordered. */
  ordered?: { year: number; month: number };
  /** Year and month the car was delivered or assigned (the contract of use). */
  delivered?: { year: number; month: number };
}

/** A company car given in mixed use, or its fringe benefit, named ("aziendale" may come folded to "azienda"). */
export const COMPANY_CAR =
  /\buso promiscuo\b|\b(?:auto|automobile|autovettura|vettura|macchina|veicol\w*)\s+(?:\w+\s+)?aziend\w*|\bfringe benefit (?:\w+ ){0,2}(?:auto|macchina|vettura|veicol\w*)\b|\b(?:auto|macchina) (?:data|concessa|assegnata) (?:in uso|dall'azienda|dalla ditta)\b/;

const MONTHS = [
  'gennaio',
  'febbraio',
  'marzo',
  'aprile',
  'maggio',
  'giugno',
  'luglio',
  'agosto',
  'settembre',
  'ottobre',
  'novembre',
  'dicembre',
];

/** A cost per km: "0,5181 euro al km", "0,52 €/km", "fa 0,4329 al km". */
export function perKmOf(text: string): number | undefined {
  const raw = /\b(\d,\d{2,4})\s*(?:€|euro|eur)?\s*(?:\/\s*km|(?:al|per|a)\s+(?:km|chilometro)\b)/.exec(
    text,
  )?.[1];
  if (raw === undefined) return undefined;
  const value = Number(raw.replace(',', '.'));
  return value > 0 && value < 5 ? value : undefined;
}

/** Km driven: "240 km", "1.200 chilometri" (a cost per km and the 15.000 km of the rule left out). */
export function kmOf(text: string): number | undefined {
  for (const m of text.matchAll(/(?<![,\d])(\d{1,3}(?:\.\d{3})?|\d{1,5})\s*(?:km|chilometri)\b/g)) {
    const value = Number((m[1] ?? '').replace(/\./g, ''));
    if (value === 15000 || !(value > 0)) continue;
    return value;
  }
  return undefined;
}

/** The month and year after a verb ("ordinata a novembre 2024", "consegna a gennaio 2026"). */
function dated(text: string, verb: RegExp): { year: number; month: number } | undefined {
  const at = text.search(verb);
  if (at < 0) return undefined;
  const m =
    /^[^.?!\n]{0,60}?\b(?:(gennaio|febbraio|marzo|aprile|maggio|giugno|luglio|agosto|settembre|ottobre|novembre|dicembre)\s+)?(?:del\s+)?(20[12]\d)\b/.exec(
      text.slice(at),
    );
  if (!m) return undefined;
  return { year: Number(m[2]), month: m[1] ? MONTHS.indexOf(m[1]) + 1 : 0 };
}

export function carFacts(text: string): CarFacts {
  const facts: CarFacts = {};
  const perKm = perKmOf(text);
  if (perKm !== undefined) facts.perKm = perKm;
  if (/\bplug[- ]?in\b|\bphev\b/.test(text)) facts.fuel = 'plugin';
  else if (/\belettric\w*|\b(?:ev|bev)\b|\bfull electric\b/.test(text) && !/\bibrid\w*/.test(text))
    facts.fuel = 'electric';
  else if (
    /\bbenzina\b|\bdiesel\b|\bgasolio\b|\bgpl\b|\bmetano\b|\bibrid\w*|\bmild hybrid\b|\bfull hybrid\b|\btermic\w*/.test(
      text,
    )
  )
    facts.fuel = 'other';
  const co2 = /\b(\d{1,3})\s*(?:g|gr|grammi)\s*(?:\/|al|per)?\s*km\b/.exec(text)?.[1];
  if (co2 !== undefined) facts.co2 = Number(co2);
  const ordered = dated(text, /\bordinat\w*|\bordine\b|\bordinazione\b/);
  if (ordered) facts.ordered = ordered;
  const delivered = dated(
    text,
    /\bconsegn\w*|\bassegnat\w*|\bdat[ao] in uso\b|\bconcess\w* in uso\b|\bimmatricolat\w*|\bcontratto (?:firmato|stipulato)\b|\bda (?=(?:gennaio|febbraio|marzo|aprile|maggio|giugno|luglio|agosto|settembre|ottobre|novembre|dicembre) 20)/,
  );
  if (delivered) facts.delivered = delivered;
  return facts;
}
