import { termLevel } from '../documents/labelled-terms.js';
import { checkedAgreement } from '../documents/named-agreement.js';
import { readable } from '../reader/text.js';
import { type Citation, citeSources } from './answer.js';
import type { AgentContext } from './context.js';

const levelLabel = (level: string) => (/^\d+$/.test(level) ? `${level}° livello` : `livello ${level}`);

/**
 * The agreement's own probation for the letter's level, said beside the law's rule for a fixed-term contract
 * (fixed-term-probation-asked.ts): a letter that copies an older length ("12 giorni lavorativi" for a 6° livello
 * the 2024 renewal took to 18) is read against today's row, which is the one a permanent hire at that level
 * would get. Undefined when the letter names no agreement or level the knowledge base has a row for.
 */
export function agreementProbationBeside(
  ctx: AgentContext,
  documentText: string,
): { clause: string; citations: Citation[] } | undefined {
  const question = readable(ctx.message);
  const ccnl = checkedAgreement(ctx.kb, ctx.categories, question, documentText);
  if (!ccnl) return undefined;
  const level = termLevel(ccnl, 'prova', question, documentText);
  const row = level ? ccnl.probation.by_level?.find((r) => r.levels.includes(level)) : undefined;
  if (!level || !row?.max) return undefined;
  const article = ccnl.probation.article ? ` (${ccnl.probation.article})` : '';
  const sentence = `per un'assunzione a tempo indeterminato il ${ccnl.short_name}${article} prevede per il ${levelLabel(level)} al massimo ${row.max}`;
  // The source that states the row's figure, not an older text of the agreement with another length.
  const figure = /\d+/.exec(row.max)?.[0];
  const sources = ccnl.probation.sources ?? [];
  const stating = sources.filter((s) => figure && new RegExp(String.raw`\b${figure}\b`).test(s.note ?? ''));
  return {
    clause: sentence,
    citations: citeSources(
      ccnl,
      sentence,
      ccnl.probation.article ?? null,
      stating.length ? stating : sources,
      1,
    ),
  };
}
