import { euro, italianDate } from '../kb/format.js';
import { levelPayAt, sections } from '../kb/pay.js';
import type { Ccnl } from '../kb/schema.js';
import { sectionAsked } from '../kb/section-asked.js';
import type { TypedRequest } from '../reader/request.js';
import { readable } from '../reader/text.js';
import type { AgentResult } from './agents.js';
import { bold } from './compose.js';
import type { AgentContext } from './context.js';

/**
 * "e x il cameriere di 5 livello nello stesso 2 stelle?? si applica la riduzione o no": the conversation named a
 * reduced table's case (a two-star hotel reads Turismo's "alberghi minori"), and the level or job asked now is one
 * that table excepts (its note: "la riduzione non si applica a cuoco, cameriere e barista di 5° livello"). The
 * answer opens with that verdict, in the table's own words, before the full table's figure it already gives.
 */
const ASKS_REDUCTION =
  /\briduzion\w*\b[^?]{0,40}\b(?:si applica|vale|valga|applic\w*|spett\w*|o no)\b|\b(?:si applica|vale|applic\w*|spetta)\b[^?]{0,20}\briduzion\w*/;
const EXCEPTION = /\b(?:la )?riduzione non si applica a ([^.;]+)/i;

export function withReducedTableException(
  answer: AgentResult,
  request: TypedRequest,
  ctx: AgentContext,
  ccnl: Ccnl | undefined,
): AgentResult {
  const question = readable(ctx.message);
  if (!ccnl || !request.slots.level || !ASKS_REDUCTION.test(question)) return answer;
  const earlier = (ctx.history ?? []).toReversed().map(readable);
  // The reduced section the earlier turns named, which the level and job asked now rule out.
  const named = sectionAsked(ccnl, earlier);
  if (!named || sectionAsked(ccnl, [question, ...earlier], request.slots.level) === named) return answer;
  const note = ccnl.pay_tables.find((t) => t.section === named && EXCEPTION.test(t.note ?? ''))?.note ?? '';
  const excepted = EXCEPTION.exec(note)?.[1];
  if (!excepted) return answer;
  // The full table's minimum at the date asked: the figure the reduction would have cut.
  const other = sections(ccnl).find((s) => s !== named);
  const full =
    other === undefined
      ? undefined
      : levelPayAt(ccnl, request.slots.level, request.slots.date ?? ctx.today, other);
  const figure = full
    ? `: ${bold(euro(full.row.amount))} al mese (tabella dal ${italianDate(full.table.effective_from)})`
    : '';
  const opening = `**No**, la riduzione della tabella «${named}» non si applica: nel ${ccnl.short_name} non si applica a ${excepted.trim()}. Spetta il minimo della tabella piena${figure}.`;
  const lead = (text: string) => `${opening}\n\n${text}`;
  return { ...answer, text: lead(answer.text), brief: lead(answer.brief) };
}
