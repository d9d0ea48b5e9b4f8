import { MONTHS } from '../kb/format.js';
import { askedClause } from './asking-clause.js';
import type { Intent, Slots } from './request.js';

/**
 * "assunta a ottobre 2020 … a dicembre 2025 quanti scatti le spettavano?": the month and year the asking clause
 * names is the date asked, not the hire the story told first. Only for subjects counted at a date (increments,
 * a minimum, seniority); the hire date stays the hire.
 */
const AT_MONTH = new RegExp(
  String.raw`\b(?:a|ad|al|entro|fino a|per|nel mese di|a fine) (${MONTHS.join('|')}) (20\d\d)\b`,
);
const COUNTED_AT: ReadonlySet<Intent> = new Set(['seniority', 'minimum_pay', 'apprenticeship']);

// "il contratto scade a giugno 2028 … di quanto è aumentato il minimo da luglio 2026?": the tranche asked is the
// asking clause's month, not a date the story told.
const RENEWAL_AT = new RegExp(String.raw`\b(?:da|dal|a|ad|di|nel mese di) (${MONTHS.join('|')}) (20\d\d)\b`);

export function askedMonthDate(intent: Intent, slots: Slots, text: string): string | undefined {
  if (intent === 'renewal') {
    const clause = askedClause(text);
    const at = RENEWAL_AT.exec(clause);
    if (!at || !slots.date || !/\baument|\btranche|\bcresc|\bsalit/.test(clause)) return undefined;
    const date = `${at[2]}-${String(MONTHS.indexOf(at[1] ?? '') + 1).padStart(2, '0')}-01`;
    return date.slice(0, 7) === slots.date.slice(0, 7) ? undefined : date;
  }
  if (!COUNTED_AT.has(intent) || !slots.hireDate || slots.date !== slots.hireDate) return undefined;
  // An apprentice's month told before the ask ("a novembre 2026 è al 19° mese: che percentuale?"): the latest.
  const at =
    intent === 'apprenticeship'
      ? [...text.matchAll(new RegExp(AT_MONTH.source, 'g'))].at(-1)
      : AT_MONTH.exec(askedClause(text));
  if (!at) return undefined;
  const month = MONTHS.indexOf(at[1] ?? '') + 1;
  const date = `${at[2]}-${String(month).padStart(2, '0')}-01`;
  return date > slots.hireDate ? date : undefined;
}

/**
 * "iniziato il 1° giugno 2026 e finisce il 30 novembre: quanto TFR?": a hire and a leaving in the same year are
 * the months the TFR is counted on (a month with at least 15 days counts whole, art. 2120 c.c.).
 */
export function spanMonths(intent: Intent, slots: Slots): number | undefined {
  const { hireDate } = slots;
  if (intent !== 'tfr' || slots.monthsWorked !== undefined || !hireDate || !slots.endDate) return undefined;
  // A leaving day said without its year ("?-11-30", resolved at the end of reading) is in the hire's year.
  const endDate = slots.endDate.startsWith('?')
    ? `${hireDate.slice(0, 4)}${slots.endDate.slice(1)}`
    : slots.endDate;
  if (hireDate.slice(0, 4) !== endDate.slice(0, 4) || endDate < hireDate) return undefined;
  const [, fromMonth = 0, fromDay = 1] = hireDate.split('-').map(Number);
  const [year = 0, toMonth = 0, toDay = 1] = endDate.split('-').map(Number);
  const lastOfEnd = new Date(Date.UTC(year, toMonth, 0)).getUTCDate();
  const lastOfStart = new Date(Date.UTC(year, fromMonth, 0)).getUTCDate();
  let months = toMonth - fromMonth - 1;
  if (fromMonth === toMonth) months = toDay - fromDay + 1 >= 15 ? 1 : 0;
  else {
    if (lastOfStart - fromDay + 1 >= 15) months += 1;
    if (toDay >= 15 || toDay === lastOfEnd) months += 1;
  }
  return months > 0 && months < 12 ? months : undefined;
}
