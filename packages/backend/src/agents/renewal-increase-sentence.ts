import { euro, italianDate, percent } from '../kb/format.js';
import { renewalSteps } from '../kb/increases.js';
import type { Ccnl, Increase } from '../kb/schema.js';
import { bold } from './compose.js';
import { TRANCHES_SUMMED } from './renewal-follow-up.js';

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
  const share = increase.share_percent ? `, pari al ${percent(increase.share_percent)} dei minimi` : '';
  let text = `${boldAmount ? bold(amount) : amount} di ${increase.measure} ${increase.reference}${share}`;
  const tranches = increase.tranches ?? [];
  const tabled = increase.level ? renewalSteps(ccnl, increase.level).length > 0 : false;
  if (tranches.length && tranches.every((t) => t.amount !== undefined))
    text += `, in ${tranches.length === 1 ? 'una tranche' : `${tranches.length} tranche`}: ${trancheList(tranches, increase.unit)}`;
  else if (tranches.length)
    text += `, con tranche ${trancheList(tranches, increase.unit)}${tabled ? ' (importi delle tranche tabellate qui sotto)' : ' (importi delle tranche non disponibili nella base di conoscenza)'}`;
  return text;
}

/**
 * The renewal's own figure, said beside another level's sum from the tables; not when the question sums that
 * level's tranches ("tutte le tranche del D1"): the reference level's total would be read as the one asked.
 */
export function referenceBeside(ccnl: Ccnl, increase: Increase | undefined, question: string): string {
  if (!increase || TRANCHES_SUMMED.test(question)) return '';
  return ` Il rinnovo indica ${increaseSentence(ccnl, increase, false)}.`;
}
