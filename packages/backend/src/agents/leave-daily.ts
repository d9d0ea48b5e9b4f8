import { euro } from '../kb/format.js';
import { cents } from '../payroll/index.js';
import type { AgentAnswer, Citation } from './answer.js';
import { bold, compose } from './compose.js';
import { DAILY_PAY } from './domestic-sick-days.js';

/**
 * Session 33 (fixs33f): the INPS allowance of a parental or maternity leave on the average daily pay the user
 * gives ("la mia retribuzione media giornaliera è 70 euro, quanto prendo al giorno?"). The INPS pays a share of
 * that daily pay (D.Lgs. 151/2001, artt. 22 and 34): the figure is a daily one, never a month's pay of 70 €.
 * Parental leave: 80% for up to 3 months within the child's 6 years (compulsory leave ended after 2024), then 30%.
 */

/** The daily pay told in the text ("retribuzione media giornaliera è 70 euro", "70 euro al giorno"). */
export function dailyPayTold(text: string): number | undefined {
  const m = DAILY_PAY.exec(text);
  const value = Number((m?.[1] ?? m?.[2] ?? '').replace(',', '.'));
  return value > 0 ? value : undefined;
}

// "vorrei fare 20 giorni", "per quei 20 giorni", "i miei 15 giorni di congedo": the days of leave valued.
const DAYS = /\b(\d{1,3}) giorn[oi]\b(?! (?:di preavviso|prima|dopo|fa)\b)/;
// "nessuno dei due ha ancora usato un giorno di congedo", "non ho mai preso il congedo parentale".
const NONE_USED =
  /\bnessuno (?:dei due |di noi )?(?:ha|ne ha) (?:ancora |mai )?(?:usato|preso|fatto|chiesto)|\bnon (?:ho|abbiamo|hanno|ha) (?:ancora |mai )?(?:usato|preso|fatto|chiesto)\w*[^.?!]{0,40}\bcongedo parentale|\bprim[oa] volta che (?:prendo|chiedo|faccio)/;
// "mia moglie si è già presa tutti e tre i mesi all'80%", "i mesi all'80% li ha già usati lei", "esauriti".
const HIGH_USED =
  /\b(?:gia|ormai)\b[^.?!]{0,50}\b(?:pres|usat|fatt|godut|consumat|esaurit|utilizzat)\w*[^.?!]{0,40}\b80\b|\b(?:pres|usat|fatt|godut|consumat|esaurit|utilizzat)\w*[^.?!]{0,40}\b(?:tutti e tre|i tre|i 3)\b[^.?!]{0,20}\b80\b|\b80\s*(?:%|per ?cento)?[^.?!]{0,40}\b(?:gia (?:pres|usat|fatt|godut)\w*|esaurit\w*|finit\w*|consumat\w*)/;

/** The days of leave the text counts, if any. */
export function leaveDaysTold(text: string): number | undefined {
  const days = Number(DAYS.exec(text)?.[1]);
  return days > 0 && days <= 300 ? days : undefined;
}

/** Whether the text says the 80% months are already used ('high') or no leave was used yet ('none'). */
export function highMonthsUsed(text: string): 'high' | 'none' | undefined {
  if (HIGH_USED.test(text)) return 'high';
  return NONE_USED.test(text) ? 'none' : undefined;
}

/** The first value a reader finds in the texts (the conversation's turns, latest first). */
export function firstTold<T>(texts: readonly string[], read: (text: string) => T | undefined): T | undefined {
  for (const text of texts) {
    const value = read(text);
    if (value !== undefined) return value;
  }
  return undefined;
}

/**
 * Days of parental leave on a daily pay told ("20 giorni, retribuzione media giornaliera 74,50 €"): the total for
 * the days at the rate that applies — 80% while the couple's 3 months at 80% are not used up (none used yet),
 * 30% once they are (or the child is 6 or older), both when the story does not say.
 */
function parentalDaysAnswer(
  daily: number,
  days: number,
  rates: readonly number[],
): { answer: string; steps: string[] } {
  const lines = rates.map((rate) => {
    const perDay = cents((daily * rate) / 100);
    return { rate, perDay, total: cents(perDay * days) };
  });
  const steps = lines.map(
    (l) => `${euro(daily)} × ${l.rate}% = ${euro(l.perDay)} al giorno; × ${days} giorni = ${euro(l.total)}.`,
  );
  const [one, other] = lines;
  if (!one) return { answer: '', steps };
  const answer = other
    ? `Per ${days} giorni di congedo parentale l’INPS paga ${bold(euro(one.total))} se i giorni rientrano nei ${bold('3 mesi all’80%')} (${euro(one.perDay)} al giorno), oppure ${bold(euro(other.total))} se sono al 30% (${euro(other.perDay)} al giorno).`
    : `Per ${days} giorni di congedo parentale ${one.rate === 80 ? 'all’80%' : 'al 30%'} l’INPS paga in tutto ${bold(euro(one.total))}: ${euro(one.perDay)} al giorno (${euro(daily)} × ${one.rate}%) per ${days} giorni.`;
  return { answer, steps };
}

export function leaveDailyAnswer(input: {
  daily: number;
  maternity: boolean;
  age: number | undefined;
  /** The percentages the question names ("nei mesi all'80%"): only those are answered. */
  named: readonly number[];
  rule: string;
  citations: Citation[];
  /** The days of leave valued, and whether the 80% months are used up, when the conversation tells them. */
  days?: number | undefined;
  used?: 'high' | 'none' | undefined;
}): AgentAnswer {
  const { daily, maternity, age, named, rule, citations, days, used } = input;
  const high = cents((daily * 80) / 100);
  const low = cents((daily * 30) / 100);
  const stepHigh = `${euro(daily)} × 80% = ${euro(high)} al giorno.`;
  let answer: string;
  const steps = [stepHigh];
  const late = age !== undefined && age >= 6;
  const byDays =
    days && !maternity
      ? parentalDaysAnswer(
          daily,
          days,
          used === 'high' || late
            ? [30]
            : used === 'none' || (named.length && named.every((n) => n === 80))
              ? [80]
              : [80, 30],
        )
      : undefined;
  if (byDays?.answer) {
    answer = `${byDays.answer}${used === 'high' ? ' I 3 mesi all’80% sono in tutto per la coppia: usati dall’altro genitore, restano quelli al 30% (entro i 6 anni del figlio).' : ''}`;
    steps.splice(0, steps.length, ...byDays.steps);
  } else if (maternity) {
    answer = `Nei 5 mesi di congedo di maternità l’INPS paga l’80% della retribuzione media giornaliera: ${bold(`${euro(high)} al giorno`)} (${euro(daily)} × 80%).`;
  } else if (named.length && named.every((n) => n === 80) && (age === undefined || age < 6)) {
    answer = `Nei ${bold('3 mesi all’80%')} il congedo parentale vale ${bold(`${euro(high)} al giorno`)} (${euro(daily)} × 80%), entro i 6 anni del figlio.`;
  } else {
    steps.push(`${euro(daily)} × 30% = ${euro(low)} al giorno.`);
    const lateChild =
      age !== undefined && age >= 6
        ? ` Quei mesi all’80% spettano solo entro i 6 anni del figlio: con un figlio di ${age} anni resta il 30%, ${bold(`${euro(low)} al giorno`)}.`
        : ` Dopo, i 6 mesi al 30% valgono ${euro(low)} al giorno.`;
    answer = `Nei mesi pagati meglio, ${bold('3 mesi all’80%')}, il congedo parentale vale ${bold(`${euro(high)} al giorno`)} (${euro(daily)} × 80%).${lateChild}`;
  }
  return compose({
    answer,
    steps: [...steps, `La regola: ${rule.charAt(0).toUpperCase()}${rule.slice(1)}`],
    assumptions: [
      'L’INPS calcola l’indennità sulla retribuzione media giornaliera del mese prima del congedo (ratei compresi); eventuali integrazioni del contratto sono a parte.',
    ],
    citations,
    related: [],
  });
}
