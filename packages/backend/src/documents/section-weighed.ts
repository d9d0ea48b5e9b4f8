import { isDomestic } from '../agents/pay-base.js';
import { sections } from '../kb/pay.js';
import type { Ccnl } from '../kb/schema.js';
import { sectionAsked } from '../kb/section-asked.js';

/** The reduced table's own exception, in its note: "la riduzione non si applica a cuoco, cameriere e barista …". */
const EXCEPTION = /\bla riduzione non si applica a ([^.;]+)/i;

/**
 * The pay table a document's minimum is weighed against, of an agreement with several: the section its words
 * read ("Albergo 2 stelle … tabella alberghi minori" reads Turismo's "alberghi minori"), unless the level and job
 * are ones that section excepts (a 5th-level waiter of a two-star hotel is paid on the full table). `table` names
 * the section weighed for the verdict, with the exception when the document's own table does not apply.
 */
export function sectionWeighed(
  ccnl: Ccnl,
  texts: readonly string[],
  level: string,
): { section?: string; table: string } {
  // (Domestic work's tables are read by the worker's kind of work, elsewhere: domestic-pay.ts.)
  if (sections(ccnl).length < 2 || texts.length === 0 || isDomestic(ccnl)) return { table: '' };
  const folded = texts.map((t) => t.toLowerCase());
  // The section the words name before a level's exception ('' is no level: with none given, section-asked.ts
  // would read a waiter's job alone as the exception).
  const named = sectionAsked(ccnl, folded, '');
  const section = sectionAsked(ccnl, folded, level);
  if (section) return { section, table: ` (tabella ${section})` };
  if (!named) return { table: '' };
  const note = ccnl.pay_tables.find((t) => t.section === named && EXCEPTION.test(t.note ?? ''))?.note ?? '';
  const excepted = EXCEPTION.exec(note)?.[1]?.trim();
  const full = sections(ccnl).find((s) => s !== named && s !== '');
  if (!excepted || !full) return { table: '' };
  return {
    table: ` (tabella ${full}: la riduzione della tabella «${named}» non si applica a ${excepted})`,
  };
}
