import type { Ccnl } from '../kb/schema.js';
import { type Citation, citeSources } from './answer.js';
import { bold } from './compose.js';

/**
 * "Per un impiegato di 3° livello quanti giorni di prova?" in an agreement whose probation rows hold only some
 * levels (the Logistica's Quadri) and whose declared gap names the other levels ("per i livelli diversi dai
 * Quadri … due letture secondarie discordano"): the level asked is outside what was read, so the gap opens the
 * answer, never the disputed readings of other levels in its place.
 */
export function probationLevelGap(
  ccnl: Ccnl,
  level: string,
  label: string,
): { text: string; citations: Citation[] } | undefined {
  const { by_level: rows, gap } = ccnl.probation;
  if (!Array.isArray(rows) || !rows.length || !gap || !/\blivell/i.test(gap)) return undefined;
  if (rows.some((r) => r.levels.includes(level))) return undefined;
  const why = gap.replace(/\.$/, '');
  const text = `Nel ${ccnl.short_name} ${bold(`il periodo di prova del ${label} non è disponibile`)} nella base di conoscenza: ${why.charAt(0).toLowerCase()}${why.slice(1)}. Verifica sul testo del contratto o chiedi al consulente.`;
  return { text, citations: citeSources(ccnl, text, ccnl.probation.article ?? null, ccnl.probation.sources) };
}
