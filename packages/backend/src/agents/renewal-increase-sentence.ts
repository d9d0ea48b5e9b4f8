import { euro, italianDate, percent } from '../kb/format.js';
import { renewalSteps } from '../kb/increases.js';
import type { Ccnl, Increase } from '../kb/schema.js';
import { readable } from '../reader/text.js';
import { bold } from './compose.js';

export const amountText = (value: number, unit: Increase['unit']) =>
  unit === 'percent' ? percent(value) : euro(value);

function trancheList(steps: { from: string; amount?: number | undefined }[], unit: Increase['unit']): string {
  return steps
    .map((t) =>
      t.amount !== undefined
        ? `${amountText(t.amount, unit)} dal ${italianDate(t.from)}`
        : `dal ${italianDate(t.from)}`,
    )
    .join(', ');
}

/** The increase stated by the sources, with its tranches; where they give no amounts, the table below does. */
export function increaseSentence(ccnl: Ccnl, increase: Increase, boldAmount: boolean): string {
  const amount = amountText(increase.amount, increase.unit);
  let text = `${boldAmount ? bold(amount) : amount} di ${increase.measure} ${increase.reference}`;
  const tranches = increase.tranches ?? [];
  const tabled = increase.level ? renewalSteps(ccnl, increase.level).length > 0 : false;
  if (tranches.length && tranches.every((t) => t.amount !== undefined))
    text += `, in ${tranches.length === 1 ? 'una tranche' : `${tranches.length} tranche`}: ${trancheList(tranches, increase.unit)}`;
  else if (tranches.length)
    text += `, con tranche ${trancheList(tranches, increase.unit)}${tabled ? ' (importi delle tranche tabellate qui sotto)' : ' (importi delle tranche non disponibili nella base di conoscenza)'}`;
  return text;
}

/**
 * The renewal's total without its list of tranches when the question names one month ("a gennaio 2026 c'è stato
 * l'aumento?"): another month's amount beside it ("35 € dal 1° settembre 2024") reads as that month's answer.
 * Two months named ("a gennaio e a settembre 2027") keep the list.
 */
export function withoutOtherTranches(line: string, question: string): string {
  const months = readable(question).match(MONTH_WORDS) ?? [];
  if (new Set(months).size !== 1) return line;
  return line.replace(/, in (?:\d+ tranche|una tranche): .*?(?=\.(?:\s|$))/, '');
}

const MONTH_WORDS =
  /\b(?:gennaio|febbraio|marzo|aprile|maggio|giugno|luglio|agosto|settembre|ottobre|novembre|dicembre)\b/g;
