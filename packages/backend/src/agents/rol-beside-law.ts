import type { Ccnl } from '../kb/schema.js';
import type { TypedRequest } from '../reader/request.js';
import { readable } from '../reader/text.js';
import type { AgentAnswer } from './answer.js';
import type { AgentContext } from './context.js';
import { ROL_DEFINITION_ASK } from './law-asks.js';
import { withSubjects } from './multi-part.js';

/** The agreement's own question on the permits, answered beside the law's definition. */
const OWN_HOURS = 'Quante ore di ROL ed ex festività spettano?';

/**
 * "Differenza tra ROL ed ex festività nel commercio?": the law's definition says what each is; the agreement
 * named gives the hours, which the definition alone would leave to "indicalo per le cifre". Undefined when no
 * one agreement is named or the question is not that definition.
 */
export function rolBesideLaw(
  ctx: AgentContext,
  req: TypedRequest,
  agreement: Ccnl | undefined,
  law: AgentAnswer,
  answer: (ctx: AgentContext) => AgentAnswer,
): AgentAnswer | undefined {
  if (!agreement || req.slots.agreements.length !== 1 || !ROL_DEFINITION_ASK.test(readable(ctx.message)))
    return undefined;
  const own = answer({
    ...ctx,
    message: OWN_HOURS,
    request: { ...req, intent: 'rol_ex_festivita', alsoAsked: [] },
  });
  if (!/\*\*/.test(own.text.split('\n')[0] ?? '')) return undefined;
  // The law's "indicalo per le cifre" is answered now: the line goes, and its header when it was alone.
  const text = law.text
    .replace(/^Ipotesi:\n- [^\n]*indicalo per le cifre\.\n(?!- )\n?/m, '')
    .replace(/^- [^\n]*indicalo per le cifre\.\n/m, '');
  return withSubjects({ ...law, text }, [own]);
}
