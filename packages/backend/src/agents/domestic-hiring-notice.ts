import type { Ccnl } from '../kb/schema.js';
import type { TypedRequest } from '../reader/request.js';
import { readable } from '../reader/text.js';
import type { AgentAnswer, Citation } from './answer.js';
import { compose } from './compose.js';
import type { AgentContext } from './context.js';
import { isDomestic } from './pay-base.js';

/**
 * The hiring notice of a domestic worker asked in a family's words: "devo avvisare l'INPS prima che inizi?",
 * "a chi comunico l'assunzione e entro quando?", "devo avvisare qualche ente prima che cominci?". Answered from
 * the agreement's passages on the notice (data/lavoro-domestico.json, each with its page), not from the
 * contribution bands that "INPS" alone would suggest. Undefined when the agreement has no such passage.
 */

// Telling someone of the hire: the verb of a notice.
const NOTIFY =
  /\b(?:avvis\w*|comunic\w*|denunci\w*|segnal\w*|notific\w*|registr\w*|iscriv\w*|mettere in regola|metterl[ao] in regola)\b/;
// …before the start, or to whom and by when.
const WHEN_OR_WHOM =
  /\bprima (?:che (?:inizi|cominci|attacchi|parta|entri|venga)\w*|del primo giorno|dell'inizio)|\bentro quando\b|\ba chi\b|\bqual\w* ent[ei]\b|\bqualche ente\b|\b(?:l'|all')?inps\b|\bcentro per l'impiego\b/;
const HIRE = /\bassunzion\w*|\bassum\w*|\binizi\w*|\bcominci\w*|\battacc\w*|\bprimo giorno\b/;
// A figure asked (contributions due, a pay) is another question, and so is the end of the job or a change.
const FIGURE_ASKED =
  /\bquant[oaie]\b|\bcontribut\w*|\baliquot\w*|\bfasc\w*|\bcessazion\w*|\bdimission\w*|\blicenzi\w*|\bproroga\w*|\btrasformazion\w*|\bvariazion\w*/;
// The agreement's passages on the hiring notice.
const NOTICE_PASSAGE = /\bassunzione\b[^.]*\bcomunica\w*|\bcomunicazione (?:obbligatoria )?di assunzione\b/;

export function domesticHiringNotice(ctx: AgentContext, req: TypedRequest): AgentAnswer | undefined {
  const id = req.slots.agreements[0];
  const ccnl: Ccnl | undefined = id !== undefined ? ctx.kb.byCategory(id) : undefined;
  if (!ccnl || !isDomestic(ccnl) || ctx.documents.length) return undefined;
  const text = readable(ctx.message);
  if (!NOTIFY.test(text) || !WHEN_OR_WHOM.test(text) || !HIRE.test(text) || FIGURE_ASKED.test(text))
    return undefined;
  // (Read as a payroll rule for the "INPS" named, or as nothing known when no subject word is said.)
  if (!['payroll_rules', 'out_of_scope', 'employer_cost'].includes(req.intent)) return undefined;
  const passages = ctx.kb.passages.filter(
    (p) => p.ccnlId === ccnl.id && p.origin === 'statement' && NOTICE_PASSAGE.test(p.text.toLowerCase()),
  );
  const [first, ...others] = passages;
  if (!first) return undefined;
  const citations: Citation[] = passages.map((p) => ({
    ccnl: ccnl.short_name,
    article: p.article,
    text: p.text,
    url: p.sourceUrl,
    date: p.sourceDate,
    confidence: p.confidence,
  }));
  return compose({
    answer: `Nel ${ccnl.short_name}: ${first.text}`,
    steps: others.map((p) => `- ${p.text}`),
    citations,
    related: [],
  });
}
