import { MONTH_NAMES } from '../kb/format.js';
import { dateOfYear } from './asked-topic.js';
import { askedClause } from './asking-clause.js';
import type { Amount, Slots, TypedRequest } from './request.js';

/**
 * Session 25 (fixs25c): the pay in force for the period asked. A story may tell the pay of an earlier period
 * beside today's ("fino al 2024 la pagavamo 8,50 € l'ora, da gennaio 2026 le diamo 9,00", "fino a ottobre in
 * busta avevo 1.783,75 di minimo: adesso quanto è il minimo giusto?"). A pay figure whose clause closes an
 * earlier period ("fino a ottobre", "fino al 2024", "l'anno scorso", "nel 2024") with a past verb ("avevo",
 * "pagavamo", "prendevo", "era"; "l'anno scorso ha guadagnato") is that period's: it is dropped when another pay of the same unit is left,
 * or when the asking clause asks about now ("adesso", "oggi", "attualmente"). A question about that past pay
 * itself ("fino a ottobre avevo 1.783,75: era giusto?") keeps it, and so does a check of it against today's
 * minimum; a later turn of the conversation ("e un'ora di straordinario quanto mi vale?") asks the pay in force.
 * The year of the dropped pay's period ("nel 2023 le davamo 8 euro") is not the year asked either: another year
 * the turn names, else today's, is; a question that asks about that year itself ("quanto netto nel 2024?") keeps
 * its pay and its year.
 */

const PAY_KINDS = new Set<Amount['kind']>(['ral', 'monthly_gross', 'net', 'other']);
const PAST_VERB =
  /\b(?:avev\w*|pagav\w*|prendev\w*|dav(?:o|i|a|amo|ate|ano)\b|guadagnav\w*|percepiv\w*|er(?:a|ano)\b|ricevev\w*|corrispondev\w*)/;
// "l'anno scorso ha guadagnato 35.500": a past year's income said relative to this one (a year written out, "nel
// 2025 ho avuto una RAL di 28.000", may be the case's own year).
const LAST_YEAR_EARNED =
  /\bl'anno (?:scorso|prima|precedente)\b[^.;]{0,30}\b(?:ho|ha|hai|abbiamo|hanno) (?:\w+ )?(?:guadagn|percepi|incass)\w*/;
/** A period the clause says is over: "fino a ottobre", "fino al 2024", "l'anno scorso", "nel 2024". */
const ENDED_PERIOD = new RegExp(
  String.raw`\bfino (?:a|al|all'|ad|allo|alla|a tutto|a tutto il) ?(?:(?:mese di|anno) )?(?:${MONTH_NAMES}|\d{4}\b|l'anno scorso|poco fa|qualche mese fa|ieri)|\bl'anno (?:scorso|prima|precedente)\b|\b(?:nel|nell'anno) (\d{4})\b`,
);
/** The ask is about today: "adesso", "oggi", "attualmente", "al momento", "ora" (not "l'ora"). */
const ASKS_NOW =
  /\b(?:adesso|oggi|attualmente|al momento|ad oggi)\b|(?<!')\bora\b(?! (?:di|del|della|in piu))/;

/** The forms a figure may be written in ("8,50", "8,5", "1.783,75", "1783,75", "9"). */
function forms(value: number): string[] {
  const [whole = '', fraction = ''] = value.toFixed(2).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  const decimals = fraction === '00' ? ['', ',00'] : [`,${fraction}`, `,${fraction.replace(/0$/, '')}`];
  const all = [whole, grouped].flatMap((w) => decimals.map((d) => `${w}${d}`));
  return [...new Set(all)].sort((a, b) => b.length - a.length);
}

/** The clauses of a folded text: split at stops, semicolons and commas that are not decimal marks. */
const clausesOf = (text: string): string[] => text.split(/[;?!:]|\.(?!\d)|,(?!\d)/);

/** The clause where a figure is written and the turn it is in (0 = this one, 1 = the one before…). */
function clauseOf(texts: readonly string[], value: number): { clause: string; turn: number } | undefined {
  const patterns = forms(value).map(
    (f) => new RegExp(`(?<![\\d.,])${f.replace(/\./g, '\\.')}(?![\\d]|,\\d)`),
  );
  for (const [turn, text] of texts.entries())
    for (const clause of clausesOf(text)) if (patterns.some((p) => p.test(clause))) return { clause, turn };
  return undefined;
}

function endedPeriod(clause: string, today: string): boolean {
  const found = ENDED_PERIOD.exec(clause);
  if (!found || !(PAST_VERB.test(clause) || LAST_YEAR_EARNED.test(clause))) return false;
  // "nel 2024 la pagavamo": only a year before today's is over.
  const year = found[1];
  return year === undefined || Number(year) < Number(today.slice(0, 4));
}

/** The request without the pay of an earlier period, when the pay in force or today's is what is asked. */
export function withPayInForce(request: TypedRequest, texts: readonly string[], today: string): TypedRequest {
  const pays = request.slots.amounts.filter((a) => PAY_KINDS.has(a.kind));
  if (!pays.length) return request;
  // The turn each past pay was told in.
  const past = new Map<Amount, number>();
  for (const amount of pays) {
    const found = clauseOf(texts, amount.value);
    if (found && endedPeriod(found.clause, today)) past.set(amount, found.turn);
  }
  const asked = askedClause(texts[0] ?? '');
  // (A pay whose period's year the ask names is the one asked.)
  for (const [amount] of past)
    if (yearsOf(clauseOf(texts, amount.value)?.clause).some((y) => asked.includes(y))) past.delete(amount);
  if (!past.size) return request;
  // (A check of the pay told, asked now, weighs it against today's minimum: it stays.)
  // (A turn with no question mark, "vorrei sapere il minimo che gli spetta adesso. L'anno scorso c'era 1.248,81.",
  // may end on the past pay itself: its every sentence asks.)
  const now = texts[0]?.includes('?') ? asked : (texts[0] ?? '');
  const asksNow = ASKS_NOW.test(now) && request.intent !== 'payslip_check';
  const dropped = (a: Amount): boolean => {
    const turn = past.get(a);
    if (turn === undefined) return false;
    // An earlier turn's past pay: that turn dealt with it, a later one asks about the period in force.
    if (turn > 0 || asksNow) return true;
    return pays.some((other) => !past.has(other) && Boolean(other.perHour) === Boolean(a.perHour));
  };
  const kept = request.slots.amounts.filter((a) => !dropped(a));
  if (kept.length === request.slots.amounts.length) return request;
  const pastYears = request.slots.amounts
    .filter((a) => !kept.includes(a))
    .flatMap((a) => yearsOf(clauseOf(texts, a.value)?.clause, today));
  return {
    ...request,
    slots: withoutPastYear({ ...request.slots, amounts: kept }, pastYears, texts[0] ?? '', today),
  };
}

/** The years a clause names: written out, or "l'anno scorso" (the year before `today`'s). */
const yearsOf = (clause: string | undefined, today?: string): string[] => [
  ...(clause?.match(/\b20\d\d\b/g) ?? []),
  ...(today && clause && /\bl'anno (?:scorso|prima|precedente|passato)\b/.test(clause)
    ? [String(Number(today.slice(0, 4)) - 1)]
    : []),
];

/** The slots without the year of a pay dropped as past: the latest other year the turn names, else none. */
function withoutPastYear(slots: Slots, pastYears: readonly string[], text: string, today: string): Slots {
  const year = slots.taxYear;
  if (year === undefined || !pastYears.includes(String(year))) return slots;
  const current = Number(today.slice(0, 4));
  const others = (text.match(/\b20\d\d\b/g) ?? [])
    .map(Number)
    .filter((y) => !pastYears.includes(String(y)) && y <= current);
  const { taxYear: _year, date, ...rest } = slots;
  if (!others.length) return date?.startsWith(String(year)) ? rest : { ...rest, date };
  const chosen = Math.max(...others);
  return {
    ...rest,
    taxYear: chosen,
    date: date?.startsWith(String(year)) ? dateOfYear(chosen, today) : date,
  };
}
