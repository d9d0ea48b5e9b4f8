import { splitSentences } from '../kb/sentences.js';
import type { Cell } from './compare-cells.js';

/** The comporto asked in the words people use: how long the job is kept during an illness. */
export const COMPORTO_ASKED =
  /\bcomporto\b|conservazion\w* del posto|(?:conserv|ten|manten|tien|perd)\w* (?:il|del|ancora il) posto|non (?:mi |ti |ci )?(?:possono|puo|può) licenziar\w*/;

/**
 * The comporto asked as the limit before a dismissal or as the longest absence ("prima di rischiare il
 * licenziamento", "quanti giorni posso stare a casa malato", "fino a quando possono tenermi a casa in
 * malattia"), on the folded question.
 */
export const COMPORTO_LIMIT =
  /\bsenza (?:che (?:mi |ti |lo |la |ci )?|essere |venire )?licenzi\w*|\brischi\w* (?:il |di perdere il )posto\b|\bprima (?:di|che) (?:\w+ ){0,3}?(?:licenzi\w*|mandar\w* a casa|perdere il (?:posto|lavoro))|\brischi\w* (?:il |di essere |di venire |un )?licenziament\w*|\brischi\w* (?:di )?(?:essere |venire )?licenziat\w*|\bquant\w* (?:giorni|mesi|settimane) (?:di malattia |di assenza )?(?:posso|puo|si puo|possiamo|potrei|potrebbe) (?:\w+ ){0,2}?(?:stare|restare|rimanere|fare|essere|assentar\w*)\b(?:\s+(?:a casa|assente|in malattia|malat\w*))?|\b(?:stare|restare|rimanere) (?:a casa )?(?:malat\w*|in malattia) (?:al massimo|massimo|per quanto)\b/;

// The sentence of a sickness rule that states the comporto.
export const COMPORTO_SENTENCE = /posto (?:e|è) conservat|conservazion\w* del posto|comporto/i;

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
