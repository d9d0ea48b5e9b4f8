import { MONTH_NAMES, MONTHS } from '../kb/format.js';
import { askedClause } from './asking-clause.js';
import { countValue } from './numbers.js';
import type { Slots, TypedRequest } from './request.js';

/**
 * Session 46 (fixs46c): how long a household worker has been with the family, told the way families tell it, and
 * the increments asked as money. Runs on the folded text of the turn, after the other readings.
 */

const DOMESTIC_ID = 7;
const NUMBER = String.raw`(\d{1,2}|un|uno|una|due|tre|quattro|cinque|sei|sette|otto|nove|dieci|undici|dodici|quindici|venti)`;

/** "è stata con noi sei anni", "sta con noi da sei anni", "lavora da noi da 6 anni", "con lui ormai da sette anni". */
const WITH_US = new RegExp(
  String.raw`\b(?:con|da|presso) (?:noi|lui|lei|loro|me|mia madre|mio padre|mamma|papa)\s+(?:ormai |gia |quasi |circa )?(?:da |per )?(?:ormai |gia |quasi |circa )?${NUMBER} (anni|mesi)\b`,
);
/** "l'abbiamo presa 4 mesi fa", "assunta sei anni fa", "è entrata due anni fa". */
const AGO = new RegExp(
  String.raw`\b(?:pres[oa]|assunt[oa]|arrivat[oa]|entrat[oa]|iniziat[oa]|cominciat[oa]|venut[oa])\s+(?:circa |quasi |solo |appena )?${NUMBER} (anni|mesi) fa\b`,
);

/** The service told in this turn, in years; undefined when none. */
function toldService(text: string): number | undefined {
  const found = AGO.exec(text) ?? WITH_US.exec(text);
  if (!found?.[1] || !found[2]) return undefined;
  const count = countValue(found[1]);
  if (count === undefined || count <= 0) return undefined;
  return found[2] === 'mesi' ? count / 12 : count;
}

const BY_SERVICE = new Set<TypedRequest['intent']>(['notice', 'sickness_injury', 'seniority']);

/**
 * "è stata con noi sei anni: quanti giorni di preavviso?", then "e la colf che abbiamo preso 4 mesi fa? quanti gg
 * pagati": the service told in the turn picks the band; a follow-up's own service replaces the earlier worker's.
 */
function serviceTold(request: TypedRequest, text: string, own: Slots): TypedRequest {
  if (!BY_SERVICE.has(request.intent) || own.seniorityYears !== undefined) return request;
  const years = toldService(text);
  if (years === undefined || request.slots.seniorityYears === years) return request;
  return { ...request, slots: { ...request.slots, seniorityYears: years } };
}

/** "la colf che è con loro da marzo 2020", "lavora da noi dal 2019", "presso di lei dal 1° giugno 2018". */
const WITH_SINCE =
  /\b(?:con|da|presso(?: di)?) (?:noi|lui|lei|loro|me)\s+(?:ormai |gia |fin )?(?:da|dal|dall'|dalla) ?(?:\d{1,2} ?°? )?(?:[a-z]+ )?(?:del )?(?:19|20)\d\d\b/;

/**
 * A follow-up naming another worker with her own start ("e Marisol, che è con loro da marzo 2020?"): the day this
 * turn tells is her hire, replacing the earlier worker's, and no longer the day the answer is counted at.
 */
function hireTold(request: TypedRequest, text: string, own: Slots): TypedRequest {
  if (!BY_SERVICE.has(request.intent) || own.seniorityYears !== undefined || own.hireDate) return request;
  if (!own.date || own.date === request.slots.hireDate) return request;
  if (!WITH_SINCE.test(text) && !ARRIVED.test(text)) return request;
  const slots = { ...request.slots, hireDate: own.date };
  if (slots.date === own.date) {
    delete slots.date;
    if (slots.taxYear === Number(own.date.slice(0, 4))) delete slots.taxYear;
  }
  return { ...request, slots };
}

/** The increments asked as an amount: "quanto … di scatti", "quanto valgono gli scatti", "a quanto ammontano". */
const INCREMENTS_AMOUNT =
  /\bquant\w*\b[^?]{0,60}\bscatt\w*|\bscatt\w*\b[^?]{0,40}\b(?:quant\w*|ammont\w*|valgon\w*|vale)\b/;
const PAY_READ = new Set<TypedRequest['intent']>([
  'gross_to_net',
  'minimum_pay',
  'payslip_check',
  'monthly_payments',
]);
/** "a dicembre 2025", "nel dicembre 2025", "per dicembre 2025": the month the increments are counted at. */
const MONTH_ASKED = new RegExp(
  String.raw`\b(?:a|nel|per|di|al mese di) (${MONTH_NAMES}) (?:del )?(20\d\d)\b`,
);
/** "dal 1° febbraio 2019 vive con lui", "dal marzo 2021 lavora da noi": the day told is the hire's. */
const SINCE = /\b(?:dal|da) (?:\d{1,2} ?°? )?\w+ (?:del )?(?:19|20)\d\d\b/;

const ARRIVED =
  /\b(?:arrivat|entrat|assunt|pres|iniziat|cominciat|venut)[oa] (?:da noi |con noi |in casa )?(?:il|dal|a|nel|ad) (?:\d|primo|[a-z]+ (?:19|20)\d\d)/;

function lastDay(year: number, month: number): string {
  const day = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/**
 * "Dal 1° febbraio 2019 vive con lui una badante CS … Quanto avrebbe dovuto prendere al mese di scatti a dicembre
 * 2025?": the increments' amount asked with a hire day is a seniority question (not a net), counted at the month
 * asked; the day told "dal …" is the hire's.
 */
function incrementsAsked(
  request: TypedRequest,
  text: string,
  own: Slots,
  earlier: Slots | undefined,
): TypedRequest {
  // ("e se fosse arrivata il 1 marzo 2021? quanto di scatti a dicembre 2025": the ask after the last mark.)
  const asked = INCREMENTS_AMOUNT.test(askedClause(text)) ? askedClause(text) : text;
  if (!INCREMENTS_AMOUNT.test(asked)) return request;
  if (!PAY_READ.has(request.intent) && request.intent !== 'seniority') return request;
  const slots = { ...request.slots };
  // "e se fosse arrivata il 1 marzo 2021?": the day this turn tells with an arrival is the new hire's.
  if (own.date && !own.hireDate && ARRIVED.test(text)) slots.hireDate = own.date;
  if (!slots.hireDate && slots.date && SINCE.test(text) && slots.date !== earlier?.date)
    slots.hireDate = slots.date;
  if (!slots.hireDate && earlier?.hireDate) slots.hireDate = earlier.hireDate;
  if (!slots.hireDate) return request;
  const month = MONTH_ASKED.exec(asked);
  if (month?.[1] && month[2]) {
    const date = lastDay(Number(month[2]), MONTHS.indexOf(month[1]) + 1);
    if (date > slots.hireDate) {
      slots.date = date;
      slots.taxYear = Number(month[2]);
    }
  }
  return {
    ...request,
    intent: 'seniority',
    alsoAsked: request.alsoAsked.filter((i) => i !== 'seniority' && i !== request.intent),
    slots,
  };
}

export function householdSeniority(
  request: TypedRequest,
  text: string,
  own: Slots,
  earlier: Slots | undefined,
): TypedRequest {
  if (!request.slots.agreements.includes(DOMESTIC_ID)) return request;
  return incrementsAsked(serviceTold(hireTold(request, text, own), text, own), text, own, earlier);
}
