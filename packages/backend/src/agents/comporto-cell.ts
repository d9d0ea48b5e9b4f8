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

// One seniority band of a comporto sentence: "183 giorni di calendario (6 mesi) con anzianità fino a 3 anni",
// "9 mesi da 3 a 6 anni", "365 giorni oltre i 6 anni".
const SENIORITY_CLAUSE =
  /(\d{1,3} giorni(?: di calendario)?(?: \(\d{1,2} mesi\))?|\d{1,2} mesi(?: \(\d{1,3} giorni[^)]*\))?) (?:con (?:un'?)?anzianit[aà] (?:di servizio )?)?(?:fino a (\d{1,2}) anni(?: compiuti)?|da (\d{1,2}) a (\d{1,2}) anni(?: compiuti)?|oltre (?:i |gli )?(\d{1,2}) anni)/gi;

/**
 * A comporto sentence cut to the band of the years of service told ("abbiamo entrambi 2 anni di anzianità"):
 * "il posto è conservato per 183 giorni di calendario (6 mesi) con anzianità fino a 3 anni". The other bands
 * concern other workers and are not stated. The sentence as it is when it states no bands or no band holds
 * the years.
 */
export function comportoAtSeniority(sentence: string, years: number | undefined): string {
  if (years === undefined) return sentence;
  const clauses = [...sentence.matchAll(SENIORITY_CLAUSE)];
  if (clauses.length < 2) return sentence;
  const holds = (m: RegExpMatchArray) =>
    m[2] !== undefined
      ? years <= Number(m[2])
      : m[3] !== undefined
        ? years >= Number(m[3]) && years <= Number(m[4])
        : years > Number(m[5]);
  const band = clauses.find(holds);
  const first = clauses[0];
  if (!band || first?.index === undefined) return sentence;
  const shown = Number.isInteger(years) ? `${years}` : `oltre ${Math.floor(years)}`;
  return `${sentence.slice(0, first.index)}${band[0]} (anzianità indicata: ${shown} ${years === 1 ? 'anno' : 'anni'})`;
}

/**
 * A sickness cell cut to its comporto sentence ("il posto è conservato per 180 giorni nell'anno solare"):
 * the question asks how long the job is kept, not how the days are paid. With the years of service told, the
 * sentence is cut to the seniority band that applies. A cell whose rule states no comporto stays as it is.
 */
export function comportoOf(cell: Cell, years?: number): Cell {
  // The figure may be cut short; the whole rule is in the statement behind it.
  const sentence = [cell.figure ?? '', cell.statement]
    .flatMap((text) => splitSentences(text))
    .flatMap((s) => s.split(/;\s*/))
    .find((s) => COMPORTO_SENTENCE.test(s) && !s.endsWith('…'));
  if (!sentence) return cell;
  const cut = sentence.replace(/\.$/, '').replace(/…$/, '').trim();
  return { ...cell, figure: comportoAtSeniority(cut, years) };
}
