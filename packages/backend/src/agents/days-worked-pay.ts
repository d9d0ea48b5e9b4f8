import { euro } from '../kb/format.js';
import { cents } from '../payroll/index.js';
import { wordsToNumber } from '../reader/numbers.js';
import type { TypedRequest } from '../reader/request.js';
import { readable } from '../reader/text.js';
import type { AgentAnswer } from './answer.js';
import { bold, compose } from './compose.js';
import type { AgentContext } from './context.js';
import { dailyDivisorOf } from './daily-divisor.js';
import { agreementOf, payBase } from './pay-base.js';
import { stepsTable } from './worked.js';

/**
 * A month paid by the days worked ("entrata il 10 novembre … ha 18 giornate lavorative: quanto le spetta per
 * novembre a quota giornaliera?"): the daily quota (monthly pay over the agreement's daily divisor) times the
 * days the question counts. The daily quota alone would leave the month's sum to the user.
 */

// "18 giornate lavorative", "ha lavorato 12 giorni", "15 gg lavorati", "diciotto giorni di lavoro".
const DAYS_WORKED =
  /\b(\d{1,2}|[a-z]+) (?:giornate|giorni|gg)(?: (?:lavorativ[ei]|lavorat[ei]|effettiv[ei]|di lavoro|di presenza))?\b/g;
const WORKED_WORD = /\b(?:lavor\w*|present\w*|effettiv\w*|in servizio)\b/;
// The month's pay asked, not the day's alone: "per il mese di novembre quanto le spetta", "quanto prende a novembre".
const MONTH_ASKED =
  /\b(?:per il mese|nel mese|del mese|il mese di|primo mese|quanto (?:le|gli|mi|ci)? ?spett\w*|quanto (?:prend\w*|percepi\w*|matur\w*)|in tutto|totale|complessiv\w*)\b/;

/** The days worked the question counts, when it asks the pay of those days. */
export function daysWorkedAsked(message: string): number | undefined {
  const text = readable(message);
  if (!MONTH_ASKED.test(text)) return undefined;
  const counts: { days: number; own: boolean }[] = [];
  for (const m of text.matchAll(DAYS_WORKED)) {
    const said = m[1] ?? '';
    const days = /^\d+$/.test(said) ? Number(said) : wordsToNumber(said);
    const at = m.index ?? 0;
    // ("lavora su 6 giorni", "5 giorni a settimana": the week's schedule, not the days worked.)
    const schedule =
      /\bsu $/.test(text.slice(Math.max(0, at - 3), at)) ||
      /^ (?:a|alla|per|la|ogni) settimana|^ settimanal/.test(text.slice(at + m[0].length));
    if (days === undefined || days < 1 || days > 31 || schedule) continue;
    // The count must be of days worked: its own words, or a verb of work in the same clause.
    const clause = text.slice(Math.max(0, at - 40), at + m[0].length + 20);
    if (m[0].split(' ').length > 2 || WORKED_WORD.test(clause))
      counts.push({ days, own: m[0].split(' ').length > 2 });
  }
  return (counts.find((c) => c.own) ?? counts[0])?.days;
}

/** The pay of the days worked at the agreement's daily quota; undefined when no count, divisor or pay. */
export function daysWorkedPay(ctx: AgentContext, req: TypedRequest): AgentAnswer | undefined {
  const days = daysWorkedAsked(ctx.message);
  if (days === undefined) return undefined;
  const ccnl = agreementOf(ctx, req);
  const divisor = ccnl && dailyDivisorOf(ccnl);
  const base = payBase(ctx, req);
  if (!ccnl || !divisor || !base) return undefined;
  const daily = base.monthly / divisor.value;
  const total = (base.monthly * days) / divisor.value;
  const monthly = euro(cents(base.monthly));
  const roundedTotal = cents(cents(daily) * days);
  const byRounded =
    roundedTotal === cents(total)
      ? ''
      : `; con la quota giornaliera arrotondata, ${days} × ${euro(cents(daily))} = ${euro(roundedTotal)}`;
  return compose({
    answer: `Con ${base.label}, per ${days} giornate lavorate spettano ${bold(euro(cents(total)))} lordi (${monthly} × ${days} / ${divisor.value}), cioè ${days} quote giornaliere da ${euro(cents(daily))} (${monthly} ÷ ${divisor.value})${byRounded}.`,
    steps: stepsTable([
      {
        label: 'Quota giornaliera',
        formula: `${monthly} / ${divisor.value} (divisore giornaliero del contratto)`,
        amount: daily,
      },
      {
        label: `Retribuzione di ${days} giornate`,
        formula: `${monthly} × ${days} / ${divisor.value}`,
        amount: total,
      },
    ]),
    assumptions: [
      ...base.assumptions.filter((a) => !a.includes('mensilità')),
      `Le ${days} giornate sono quelle che indichi; la retribuzione mensile comprende gli elementi che il contratto include nella quota giornaliera.`,
    ],
    citations: [...base.citations, ...divisor.citations],
    related: [
      `Qual è la quota giornaliera del ${ccnl.short_name}?`,
      `Come si calcola la tredicesima nel ${ccnl.short_name} per chi entra a metà anno?`,
    ],
  });
}
