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

export function leaveDailyAnswer(input: {
  daily: number;
  maternity: boolean;
  age: number | undefined;
  /** The percentages the question names ("nei mesi all'80%"): only those are answered. */
  named: readonly number[];
  rule: string;
  citations: Citation[];
}): AgentAnswer {
  const { daily, maternity, age, named, rule, citations } = input;
  const high = cents((daily * 80) / 100);
  const low = cents((daily * 30) / 100);
  const stepHigh = `${euro(daily)} × 80% = ${euro(high)} al giorno.`;
  let answer: string;
  const steps = [stepHigh];
  if (maternity) {
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
