import type { Ccnl } from '../kb/schema.js';
import { askedClause } from '../reader/asking-clause.js';
import type { Cell } from './compare-cells.js';
import { gap } from './compare-increase.js';
import { DEADLINE_ASKED, leaveDeadlineClause } from './unused-leave-parts.js';

/**
 * Permits compared by what happens to the hours left at the year's end ("entro quando si possono ancora usare
 * prima che vengano pagati?", "che fine fanno i ROL non goduti nei due contratti?"): each agreement's clause on
 * the untaken hours (used by a date, then paid), not the yearly hours; the hours lead only when a count is asked
 * as well. An agreement whose entry has no such clause is a gap.
 */
// Hours left ("rimasti da fare", "residui", "non goduti") and when or how they end ("fino a quando", "prima che li
// paghiamo", "che fine fanno", "si perdono?").
const LEFT =
  /\bnon (?:godut|fruit|usat|fatt|pres)\w*|\bresidu\w*|\bavanz\w*|\brimast\w*|\bda fare\b|\barretrat\w*/;
const WHEN =
  /\b(?:entro|fino a) quando\b|\bscad\w*|\bprima che\b[^?]{0,30}\b(?:pag|liquid|monetizz)\w*|\bche fine fanno\b|\bcosa succede\b|\bsi perdono\b|\b(?:vengono|vanno|sono) (?:pagat|liquidat|monetizzat)\w*/;
const COUNT_ASKED = /\bquant[ei] (?:ore|giorni|permessi)\b/;

export function leaveDeadlineCell(ccnl: Ccnl, text: string, hours: Cell | undefined): Cell | undefined {
  const asked = askedClause(text);
  if (!DEADLINE_ASKED.test(asked) && !(LEFT.test(text) && WHEN.test(asked))) return undefined;
  const clause = leaveDeadlineClause(ccnl);
  const fact = ccnl.rol_ex_festivita;
  if (!clause) {
    if (hours && COUNT_ASKED.test(asked)) return hours;
    return gap('termine per usare o pagare i permessi non goduti non trovato nelle fonti lette');
  }
  const said = `${clause.charAt(0).toLowerCase()}${clause.slice(1)}`;
  return {
    figure: hours?.figure && COUNT_ASKED.test(asked) ? `${hours.figure}; ${said}` : said,
    note: '',
    statement: fact.text ?? '',
    article: fact.article ?? null,
    sources: fact.sources,
  };
}
