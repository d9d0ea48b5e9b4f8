import type { Ccnl } from '../kb/schema.js';
import type { TypedRequest } from '../reader/request.js';
import { readable } from '../reader/text.js';
import { type AgentAnswer, citeSources } from './answer.js';
import { bold, compose } from './compose.js';
import type { AgentContext } from './context.js';
import { INJURY_LAW } from './injury-law.js';
import { lawCitations } from './law-facts.js';

/**
 * "se si fa male la badante mentre lavora, i primi giorni li pago io?", "il giorno dell'infortunio lo paga
 * l'azienda?": the employer asked as the payer of an injury's first days. Sì: by law the employer pays the day of
 * the injury and the next 3 days (INAIL from the 4th), and the agreement's injury rule, when held, says how.
 */

const HURT_AT_WORK =
  /\binfortun\w*\b|\b(?:si|mi|ti) (?:fa|e fatt[oa]|sono fatt[oa]|ha fatto|faccio) male\b[^.?]{0,40}\b(?:lavor\w*|servizio|cantiere)\b|\bfatt[oa] male (?:al|sul|a) lavoro\b/;
const NOT_AT_WORK =
  /\bnon (?:e |si tratta di )?(?:un )?infortun|\b(?:nel tempo libero|in vacanza|fuori dal lavoro)\b/;
// "li pago io?", "li paga il datore?", "sono a carico mio?", "lo paga l'azienda?".
const EMPLOYER_PAYS_ASKED =
  /\b(?:li|le|lo|la) pag(?:o|hiamo) (?:io|noi)\b|\bpag(?:o|hiamo) (?:io|noi)\b|\b(?:li|le|lo|la) paga (?:il datore|l'azienda|la ditta|l'impresa)\b|\ba carico (?:mio|nostro|del datore|dell'azienda)\b[^.?]{0,30}\?/;
const FIRST_DAYS = /\bprimi (?:\d |tre )?giorni\b|\bgiorno dell ?'? ?infortunio\b|\bprim[oi] giorn/;

export function injuryPayerAnswer(ctx: AgentContext, req: TypedRequest): AgentAnswer | undefined {
  if (ctx.documents.length || req.slots.agreements.length > 1) return undefined;
  const text = readable(ctx.message);
  if (!HURT_AT_WORK.test(text) || NOT_AT_WORK.test(text)) return undefined;
  if (!EMPLOYER_PAYS_ASKED.test(text) || !FIRST_DAYS.test(text)) return undefined;
  const id = req.slots.agreements[0];
  const ccnl: Ccnl | undefined = id !== undefined ? ctx.kb.byCategory(id) : undefined;
  const injury = ccnl?.sick_pay.injury;
  const law = INJURY_LAW.text.replace('{figure}', bold(INJURY_LAW.figure));
  // The agreement's rule opens only when it says who pays the first days; else the law's does.
  const own =
    injury?.text && /\bprimi \d+ giorni li paga\b|\bgiorno dell'infortunio\b/.test(injury.text)
      ? injury.text.replace(/\.$/, '')
      : undefined;
  const answer = own
    ? `**Sì**: per l’infortunio sul lavoro, nel ${ccnl?.short_name}, ${own.replace(/^i primi (\d+) giorni/, `${bold('i primi $1 giorni')}`)}.`
    : `**Sì**: per legge (${INJURY_LAW.reference}) ${law}`;
  return compose({
    answer,
    steps: own ? [`Per legge (${INJURY_LAW.reference}) ${law}`] : [],
    assumptions: ['Infortunio sul lavoro denunciato all’INAIL e riconosciuto.'],
    citations: [
      ...(ccnl && injury?.text
        ? citeSources(ccnl, `Infortunio: ${injury.text}`, injury.article ?? null, injury.sources)
        : []),
      ...lawCitations(
        INJURY_LAW,
        INJURY_LAW.text.replace('{figure}', INJURY_LAW.figure).replace(/\*\*/g, ''),
      ),
    ],
    related: ccnl ? [`Quanto dura il periodo di comporto nel ${ccnl.short_name}?`] : [],
  });
}
