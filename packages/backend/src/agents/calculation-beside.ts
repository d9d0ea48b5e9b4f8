import { CALCULATION_INTENTS } from '../reader/intents.js';
import type { TypedRequest } from '../reader/request.js';
import { readable } from '../reader/text.js';
import type { AgentAnswer } from './answer.js';
import type { AgentContext } from './context.js';
import { labourSubjectAnswer } from './labour-subjects.js';
import { withParts } from './multi-part.js';
import { ASKS_REQUIREMENT } from './naspi-start.js';

/**
 * A calculation asked beside a subject the knowledge base lacks ("quanto TFR ho maturato finora e quando me lo
 * pagano?", "quanto mi spetta di tredicesima? e entro quando devono darmela?"): the gap answered the whole
 * message and the calculation was dropped. The clause that asks the figure, which the gap does not match, is
 * answered too, its figure first, the gap after it. Undefined when the message asks nothing else.
 */
const CLAUSES =
  /\?\s*|[,;]?\s+e\s+(?=(?:quando|come|entro|dove|chi|se|perch\w*|in che|dopo quanto|a chi)\b)/i;
const ASKS_FIGURE = /\bquant[oaie]\b|\bquanto\b/i;
const BOLD_FIGURE = /\*\*[^*]*\d[^*]*\*\*/;

export function calculationBeside(
  ctx: AgentContext,
  req: TypedRequest,
  gap: AgentAnswer,
  answer: (message: string) => AgentAnswer,
): AgentAnswer | undefined {
  if (!CALCULATION_INTENTS.has(req.intent)) return undefined;
  const clauses = ctx.message
    .split(CLAUSES)
    .map((c) => c.trim())
    .filter(Boolean);
  if (clauses.length < 2) return undefined;
  const asked = clauses.find(
    // ("… e quante settimane di contributi servono": the subject's requirement, which its answer states.)
    (c) =>
      ASKS_FIGURE.test(c) &&
      !ASKS_REQUIREMENT.test(readable(c)) &&
      labourSubjectAnswer({ ...ctx, message: c }, req) === undefined,
  );
  if (!asked) return undefined;
  const figure = answer(asked.endsWith('?') ? asked : `${asked}?`);
  const opening = figure.text.split('\n').find((l) => l.trim() !== '') ?? '';
  if (!BOLD_FIGURE.test(opening)) return undefined;
  return withParts(figure, [figure, gap]);
}
