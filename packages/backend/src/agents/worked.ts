import { decimal, euro, percent } from '../kb/format.js';
import { cents, type SourceRef, type Step, type Worked } from '../payroll/index.js';
import type { Citation } from './answer.js';

// Steps whose amount is a rate, a count or a divisor, not euros.
const NOT_EURO = /\baliquota|\bmesi\b|divisore|percentual|\bnumero|\bore\b|scaglione|somma esente/i;

function amountText(step: Step): string {
  if (step.unit === 'percent') return percent(step.amount);
  if (step.unit === 'count') return decimal(step.amount);
  return NOT_EURO.test(step.label) ? decimal(step.amount) : euro(cents(step.amount));
}

/** The engine's working as a table: what, how, how much. */
export function stepsTable(steps: Step[]): string[] {
  const cell = (text: string) => text.replace(/\|/g, '/');
  return [
    '| Passaggio | Calcolo | Importo |',
    '| --- | --- | ---: |',
    ...steps.map((s) => `| ${cell(s.label)} | ${cell(s.formula)} | ${amountText(s)} |`),
  ];
}

/** The engine's sources as the answer's citations. */
export function sourceCitations(sources: SourceRef[]): Citation[] {
  return sources.map((s) => ({
    ccnl: s.label,
    article: null,
    text: s.label,
    url: s.url,
    date: s.published,
    confidence: null,
  }));
}

/** The parts of a worked result a composition takes: steps, assumptions, gaps, sources. */
export function workedParts(worked: Worked<unknown>) {
  return {
    steps: stepsTable(worked.steps),
    assumptions: worked.assumptions,
    unanswerable: worked.gaps,
    citations: sourceCitations(worked.sources),
  };
}
