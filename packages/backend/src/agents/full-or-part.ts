import type { TypedRequest } from '../reader/request.js';
import { readable } from '../reader/text.js';
import type { AgentAnswer } from './answer.js';
import type { AgentContext } from './context.js';
import { withSubjects } from './multi-part.js';

/**
 * An employer weighing a full-time hire against part-time ones ("un full time o due part-time da 20 ore: quanto
 * costa il tempo pieno, e ciascun part-time?"): the full-time figure first, then the part-time one the story's
 * hours give. Without this the part-time hours took the whole question and the full time was never answered.
 * Undefined unless the question sets the two against each other and a part-time share was read.
 */
const FULL = '(?:tempo pieno|full.?time|a 40 ore)';
const PART = '(?:part.?time|tempo parziale|mezzo tempo)';
const AGAINST = new RegExp(
  String.raw`\b${FULL}\b[^?]{0,60}?\b(?:o|oppure|rispetto a|contro|invece di|o meglio)\b[^?]{0,30}?\b${PART}|\b${PART}\b[^?]{0,60}?\b(?:o|oppure|rispetto a|contro|invece di|o meglio)\b[^?]{0,30}?\b${FULL}\b`,
);
const CALCULATIONS: ReadonlySet<string> = new Set(['employer_cost', 'minimum_pay', 'gross_to_net']);
const busy = new WeakSet<TypedRequest>();

/** Whether the question sets a full-time hire against part-time ones: its sentences are one ask, not parts. */
export function weighsFullAgainstPart(message: string): boolean {
  return AGAINST.test(readable(message));
}

export function fullAndPartTime(
  ctx: AgentContext,
  req: TypedRequest,
  answer: (request: TypedRequest) => AgentAnswer,
): AgentAnswer | undefined {
  if (busy.has(req) || !CALCULATIONS.has(req.intent) || req.slots.partTimePercent === undefined)
    return undefined;
  if (!weighsFullAgainstPart(ctx.message)) return undefined;
  const { partTimePercent: _share, weeklyHours: _hours, ...fullSlots } = req.slots;
  busy.add(req);
  try {
    const full = answer({
      ...req,
      slots: fullSlots,
      alsoAsked: req.alsoAsked.filter((i) => i !== 'part_time'),
    });
    const part = answer(req);
    return withSubjects(full, [part]);
  } finally {
    busy.delete(req);
  }
}
