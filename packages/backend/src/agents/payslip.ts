import { parseItalianNumber } from '@ccnl/core';
import type { KnowledgeBase } from '../kb/knowledge-base.js';
import { findLevel } from '../kb/pay.js';
import type { Ccnl } from '../kb/schema.js';
import { normalise } from '../kb/text.js';
import { knownPlaces } from '../payroll/surcharges.js';
import { parseDate } from '../reader/parse-date.js';

/**
 * The payslip fields calcolo works on. Their names travel as `calcola_field` on messages and in
 * `PUT api/update-busta-paga-field`; the labels are what users read.
 */
export const PAYSLIP_FIELDS = {
  ccnl: 'CCNL applicato',
  livello: 'livello di inquadramento',
  data: 'data di riferimento (AAAA-MM-GG)',
  ore_settimanali: 'ore settimanali',
  part_time: 'percentuale di part-time',
  scatti: 'numero di scatti di anzianità maturati',
  anzianita_anni: 'anni di anzianità in azienda',
  superminimo: 'superminimo mensile in euro',
  anno_fiscale: 'anno fiscale (2025 o 2026)',
  regione: 'regione di residenza',
  comune: 'comune di residenza',
  addizionale_regionale: 'aliquota dell’addizionale regionale (%)',
  addizionale_comunale: 'aliquota dell’addizionale comunale (%)',
} as const;
export type PayslipField = keyof typeof PAYSLIP_FIELDS;

export function isPayslipField(name: string): name is PayslipField {
  return Object.hasOwn(PAYSLIP_FIELDS, name);
}

/** A payslip figure as typed: "1.234,56", "50", "12,5", "100 €", "1,5%" (core's Italian number rule). */
const payslipNumber = (text: string): number | undefined =>
  parseItalianNumber(text.replace(/[€%\s]|euro/gi, ''));

const inRange = (min: number, max: number) => (text: string) => {
  const value = payslipNumber(text);
  return value !== undefined && value >= min && value <= max ? String(value) : undefined;
};
const wholeInRange = (min: number, max: number) => (text: string) => {
  const value = payslipNumber(text);
  return value !== undefined && Number.isInteger(value) && value >= min && value <= max
    ? String(value)
    : undefined;
};
const shortText = (text: string) => {
  const value = text.replace(/\s+/g, ' ').trim();
  return value && value.length <= 60 ? value : undefined;
};

/** Each field's value as stored: normalised, or undefined when it is not acceptable. */
const NORMALISE: Record<PayslipField, (text: string) => string | undefined> = {
  ccnl: shortText,
  livello: (text) => (text.trim() && text.trim().length <= 20 ? text.trim() : undefined),
  data: (text) => parseDate(text),
  ore_settimanali: inRange(1, 60),
  part_time: inRange(1, 100),
  scatti: wholeInRange(0, 20),
  anzianita_anni: inRange(0, 60),
  superminimo: inRange(0, 100_000),
  anno_fiscale: (text) => (text.trim() === '2025' || text.trim() === '2026' ? text.trim() : undefined),
  regione: shortText,
  comune: shortText,
  addizionale_regionale: inRange(0, 3.33),
  addizionale_comunale: inRange(0, 1.5),
};

export function normaliseField(field: PayslipField, value: string | number): string | undefined {
  return NORMALISE[field](String(value));
}

/** The agreement a `ccnl` field names: its `id_categoria`, or a name. */
export function agreementOf(kb: KnowledgeBase, value: string | undefined): Ccnl | undefined {
  if (!value) return undefined;
  const id = Number(value);
  if (Number.isInteger(id)) return kb.byCategory(id);
  return kb.recognise(value)[0];
}

const FIRST = (pattern: RegExp, text: string) => pattern.exec(text)?.[1];

/** The payslip fields a message states ("4° livello", "part-time al 50%", "2 scatti", "a Milano"...). */
export function fieldsFromMessage(
  kb: KnowledgeBase,
  ccnl: Ccnl | undefined,
  message: string,
): Partial<Record<PayslipField, string>> {
  const lower = message.toLowerCase();
  const out: Partial<Record<PayslipField, string>> = {};
  const set = (field: PayslipField, raw: string | undefined) => {
    if (raw === undefined) return;
    const value = NORMALISE[field](raw);
    if (value !== undefined) out[field] = value;
  };
  if (ccnl) set('livello', findLevel(ccnl, message));
  set('data', parseDate(message));
  set(
    'part_time',
    FIRST(/part[\s-]?time\s*(?:al|del|di)?\s*(\d+(?:[.,]\d+)?)\s*%/, lower) ??
      FIRST(/(\d+(?:[.,]\d+)?)\s*%\s*(?:di\s+)?part[\s-]?time/, lower),
  );
  set(
    'ore_settimanali',
    FIRST(
      /(\d+(?:[.,]\d+)?)\s*ore\s*(?:settimanali|a settimana|alla settimana|\/\s*settimana|per settimana)/,
      lower,
    ),
  );
  set('scatti', FIRST(/(\d+)\s*scatt/, lower));
  set(
    'anzianita_anni',
    FIRST(/(\d+)\s*anni\s*(?:di\s+)?anzianit/, lower) ??
      FIRST(/anzianit[aà]\s*(?:di\s*)?(\d+)\s*anni/, lower),
  );
  set('superminimo', FIRST(/superminimo\s*(?:di|da|pari a)?\s*(?:€\s*)?(\d[\d.,]*)/, lower));
  set(
    'anno_fiscale',
    FIRST(/anno (?:fiscale|d'imposta)\s*(\d{4})/, lower) ??
      FIRST(/(?:redditi|imposte|tasse|irpef|regole fiscali)\s*(?:del\s*|per il\s*)?(\d{4})/, lower),
  );
  set(
    'addizionale_regionale',
    FIRST(/addizionale regionale\s*(?:del(?:l')?\s*|al(?:l')?\s*|di\s*)?(\d+(?:[.,]\d+)?)\s*%/, lower),
  );
  set(
    'addizionale_comunale',
    FIRST(/addizionale comunale\s*(?:del(?:l')?\s*|al(?:l')?\s*|di\s*)?(\d+(?:[.,]\d+)?)\s*%/, lower),
  );
  const words = ` ${normalise(message)} `;
  const places = knownPlaces(kb.surcharges);
  set(
    'regione',
    places.regions.find((r) => words.includes(` ${normalise(r)} `)),
  );
  set(
    'comune',
    places.cities.find((c) => words.includes(` ${normalise(c)} `)),
  );
  return out;
}
