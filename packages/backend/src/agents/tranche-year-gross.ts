import { euro, MONTH_NAMES, MONTHS } from '../kb/format.js';
import { levelPayAt } from '../kb/pay.js';
import type { Ccnl } from '../kb/schema.js';
import { cents } from '../payroll/net-pay.js';
import { readable } from '../reader/text.js';

/** The months the 13th and the 14th are paid in, whose table values them (payroll rules §8). */
const EXTRA_MONTH: Record<number, number> = { 13: 12, 14: 7 };

// A month tied to a rise ("tenendo conto dell'aumento di giugno 2026", "la tranche da giugno"): not the pay's month.
const RISE_MONTH = new RegExp(
  String.raw`\b(?:tranche|aument\w*|rinnov\w*|adeguament\w*|increment\w*|scatto contrattuale)\s+(?:\w+\s+){0,2}(?:di|da|del|dal|a|in)\s+(?:${MONTH_NAMES})(?:\s+(?:del\s+)?20\d\d)?` +
    // The month first: "da maggio 2026 c'è stato un aumento".
    String.raw`|\b(?:da|dal|a|in)\s+(?:${MONTH_NAMES})(?:\s+(?:del\s+)?20\d\d)?\s+(?:\S+\s+){0,3}(?:aument\w*|tranche|rinnov\w*|adeguament\w*)`,
  'g',
);
// The year's figures asked: "la RAL 2026", "il netto annuo", "lordo all'anno", "in un anno".
const ANNUAL =
  /\bral\b|\bretribuzion\w* annu\w*|\b(?:lordo|netto|reddito|imponibile|stipendio|compenso) annu\w*|\ball['’ ]?\s?anno\b|\bin un anno\b|\bannual\w*/;
// The whole year worked or asked: "tutto il 2026 in forza", "per l'intero 2026", "anno intero", "la RAL 2026".
const WHOLE_YEAR = (year: string) =>
  new RegExp(
    String.raw`\btutto il ${year}\b|\bintero ${year}\b|\b(?:anno|annata) (?:intera|intero|completo)\b|\bl['’ ]?\s?intero anno\b|\btutto l['’ ]?\s?anno\b|\bdodici mesi\b|\b12 mesi\b|\bral (?:del |nel |per il )?${year}\b|\b(?:lordo|netto) annuo (?:del |nel |per il )?${year}\b`,
  );

// A change within the year named without its month ("con la tranche", "il minimo cambia in corso d'anno"); a tax on
// the increases ("la flat tax sugli aumenti contrattuali") names no change of the pay.
const RISE_WORD = /\btranche\b|\bin corso d['’ ]?\s?anno\b|\bcambi\w* (?:del |di )?(?:minimo|tabella)\b/;
// One table for the whole year asked: "minimo attuale come se valesse tutto l'anno", "al minimo di oggi".
const ONE_TABLE =
  /\bminim\w* (?:in vigore )?(?:attual\w*|odiern\w*|corrent\w*|di oggi|oggi|adesso|ora)\b|\bcome se (?:valesse|fosse|vale\w*)\b/;

/**
 * Whether a year's pay is asked as the whole tax year, with its months at the tables then in force: the year named,
 * a figure of the year asked, a rise within it named by its month ("tenendo conto dell'aumento di giugno 2026") or the
 * whole year said beside a rise ("tutto il 2026, con l'aumento"), no month of that year named as the pay's own ("la
 * busta di luglio 2026") and no single table asked for the year ("minimo attuale come se valesse tutto l'anno").
 */
export function wholeYearAsked(text: string, year: number): boolean {
  const said = readable(text);
  const y = String(year);
  if (!new RegExp(`\\b${y}\\b`).test(said) || !ANNUAL.test(said) || ONE_TABLE.test(said)) return false;
  const rise = RISE_MONTH.test(said);
  RISE_MONTH.lastIndex = 0;
  const rest = said.replace(RISE_MONTH, ' ');
  if (new RegExp(String.raw`\b(?:${MONTH_NAMES})\s+(?:del\s+)?${y}\b`).test(rest)) return false;
  return rise || (WHOLE_YEAR(y).test(rest) && RISE_WORD.test(said));
}

export interface TrancheYearGross {
  /** What the year's months and extra payments add to (or take from) the payments at the table of `date`. */
  delta: number;
  /** The RAL row's label: the runs of months at each minimum and the extra payments. */
  label: string;
  /** The note on the table change in the year. */
  note: string;
}

/**
 * The gross of a tax year across a tranche ("RAL 2026 di un C3 metalmeccanico, tenendo conto dell'aumento di
 * giugno"): each month at the minimum in force that month, the 13th at December's and the 14th at July's, so a rise
 * in the year counts from its month and not for the whole year; the increments and the superminimo the caller adds
 * stay as they are. `texts` are the question and the turns before it, newest first: the first naming the year decides.
 * Undefined when the year is not asked whole, the payments are not whole months, or the table does not change in it.
 */
export function trancheYearGross(
  ccnl: Ccnl,
  level: string,
  date: string,
  year: number,
  ratio: number,
  payments: number,
  texts: readonly string[],
): TrancheYearGross | undefined {
  if (!Number.isInteger(payments) || payments < 12 || payments > 14) return undefined;
  const naming = texts.find((t) => new RegExp(`\\b${year}\\b`).test(readable(t)));
  if (!naming || !wholeYearAsked(naming, year)) return undefined;
  const fixed = (at: string) =>
    levelPayAt(ccnl, level, at)
      ?.row.components.filter((c) => !c.payments)
      .reduce((s, c) => s + c.amount, 0);
  const ref = fixed(date);
  if (ref === undefined) return undefined;
  const months = Array.from({ length: 12 }, (_, i) => fixed(`${year}-${String(i + 1).padStart(2, '0')}-01`));
  if (months.some((m) => m === undefined) || months.every((m) => m === ref)) return undefined;
  const pays = months as number[];
  const extras = Array.from(
    { length: payments - 12 },
    (_, i) => pays[(EXTRA_MONTH[13 + i] ?? 12) - 1] ?? ref,
  );
  const delta = [...pays, ...extras].reduce((s, m) => s + (m - ref) * ratio, 0);
  // Runs of months at the same minimum: "gennaio–maggio 5 × 2.158,26 €".
  const runs: { from: number; to: number; pay: number }[] = [];
  pays.forEach((pay, i) => {
    const last = runs.at(-1);
    if (last && last.pay === pay) last.to = i;
    else runs.push({ from: i, to: i, pay });
  });
  const at = (pay: number) => euro(cents(pay * ratio));
  const run = (r: (typeof runs)[number]) =>
    `${MONTHS[r.from]}${r.to > r.from ? `–${MONTHS[r.to]}` : ''} ${r.to - r.from + 1} × ${at(r.pay)}`;
  const extraText = extras.map((pay, i) => `${13 + i}ª ${at(pay)}`).join(', ');
  return {
    delta,
    label: `Retribuzione annua lorda (RAL) ${year}, minimo in vigore mese per mese: ${runs.map(run).join('; ')}${extraText ? `; ${extraText}` : ''}`,
    note: `Nel ${year} il minimo cambia in corso d'anno (${runs.map((r) => `${at(r.pay)} da ${MONTHS[r.from]}`).join(', ')}): la RAL conta ogni mese al minimo in vigore in quel mese${extras.length ? ` e ${extras.length > 1 ? 'le mensilità aggiuntive al minimo del mese in cui si pagano' : 'la tredicesima al minimo di dicembre'}` : ''}; il netto è calcolato su questa RAL.`,
  };
}
