import { splitSentences } from '../kb/sentences.js';
import type { Cell } from './compare-cells.js';

/** The comporto asked in the words people use: how long the job is kept during an illness. */
export const COMPORTO_ASKED =
  /\bcomporto\b|conservazion\w* del posto|(?:conserv|ten|manten|tien|perd)\w* (?:il|del|ancora il) posto|non (?:mi |ti |ci )?(?:possono|puo|può) licenziar\w*/;

// The sentence of a sickness rule that states the comporto.
const COMPORTO_SENTENCE = /posto (?:e|è) conservat|conservazion\w* del posto|comporto/i;

/**
 * A sickness cell cut to its comporto sentence ("il posto è conservato per 180 giorni nell'anno solare"):
 * the question asks how long the job is kept, not how the days are paid. A cell whose rule states no
 * comporto stays as it is.
 */
export function comportoOf(cell: Cell): Cell {
  // The figure may be cut short; the whole rule is in the statement behind it.
  const sentence = [cell.figure ?? '', cell.statement]
    .flatMap((text) => splitSentences(text))
    .flatMap((s) => s.split(/;\s*/))
    .find((s) => COMPORTO_SENTENCE.test(s) && !s.endsWith('…'));
  return sentence ? { ...cell, figure: sentence.replace(/\.$/, '').replace(/…$/, '').trim() } : cell;
}
