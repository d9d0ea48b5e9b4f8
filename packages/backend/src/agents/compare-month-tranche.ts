import { euro, italianDate } from '../kb/format.js';
import { increasesOf, renewalSteps } from '../kb/increases.js';
import type { Ccnl } from '../kb/schema.js';
import type { Cell } from './compare-cells.js';

/**
 * A month's tranche compared with no level named ("quale dei due contratti prevede un aumento dei minimi con
 * decorrenza gennaio 2027, e quando scatta l'ultima tranche dell'altro?"): each agreement's tranche in that month
 * at the renewal's own reference (its level, or the parameter it states), or that it has none there, with its
 * last tranche when the question asks it. Undefined when the renewal states no euro increase or no tranche amounts.
 */

// "l'ultima tranche", "l'ultimo aumento": the renewal's last step.
const LAST_ASKED = /\bultim[ao] (?:tranche|trance|aumento|rata|scatto)\b/;

interface Step {
  from: string;
  amount: number;
}

/** The renewal's tranches with their amounts: the tables' steps at its reference level, else the stated ones. */
function referenceSteps(ccnl: Ccnl): { steps: Step[]; reference: string } | undefined {
  const increase = increasesOf(ccnl).find((i) => i.unit === 'euro');
  if (!increase) return undefined;
  const stated = (increase.tranches ?? [])
    .filter((t) => t.amount !== undefined)
    .map((t) => ({ from: t.from, amount: t.amount as number }));
  const fromTables = increase.level
    ? renewalSteps(ccnl, increase.level).map((s) => ({ from: s.from, amount: s.amount }))
    : [];
  const byMonth = new Map<string, Step>();
  for (const step of [...stated, ...fromTables]) byMonth.set(step.from.slice(0, 7), step);
  const steps = [...byMonth.values()].sort((a, b) => a.from.localeCompare(b.from));
  return steps.length ? { steps, reference: `${increase.measure} ${increase.reference}` } : undefined;
}

export function monthTrancheCell(ccnl: Ccnl, month: string, text: string): Cell | undefined {
  const read = referenceSteps(ccnl);
  if (!read) return undefined;
  const { steps, reference } = read;
  const inMonth = steps.find((s) => s.from.slice(0, 7) === month);
  const sources = ccnl.validity.sources;
  if (inMonth)
    return {
      figure: `${euro(inMonth.amount)} dal ${italianDate(inMonth.from)}`,
      value: inMonth.amount,
      note: reference,
      statement: `Tranche dal ${italianDate(inMonth.from)}: ${euro(inMonth.amount)} (${reference})`,
      article: null,
      sources,
    };
  const last = steps.at(-1) as Step;
  const listed = steps.map((s) => `+${euro(s.amount)} dal ${italianDate(s.from)}`).join(', ');
  return {
    figure: LAST_ASKED.test(text)
      ? `nessuna tranche a ${italianDate(`${month}-01`).replace(/^1° /, '')}; ultima tranche ${euro(last.amount)} dal ${italianDate(last.from)}`
      : `nessuna tranche a ${italianDate(`${month}-01`).replace(/^1° /, '')}`,
    note: `tranche (${reference}): ${listed}`,
    statement: `Tranche del rinnovo (${reference}): ${listed}`,
    article: null,
    sources,
  };
}
