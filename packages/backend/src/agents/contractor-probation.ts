import type { Ccnl } from '../kb/schema.js';
import { readAgreements } from '../reader/agreements.js';
import type { TypedRequest } from '../reader/request.js';
import { readable } from '../reader/text.js';
import type { AgentAnswer } from './answer.js';
import { compose } from './compose.js';
import type { AgentContext } from './context.js';
import { documentText } from './document-request.js';
import { hireKindProbationLine } from './probation-terms.js';

/**
 * "mi hanno mandato la lettera della nuova ditta che ha vinto l'appalto: possono mettermi la prova?" beside the
 * incoming contractor's letter: the agreement's clause for hires at a change of contractor (Multiservizi art. 4:
 * taken on without probation) answers before the letter's probation is weighed against the level's maximum. The
 * change may be told by the letter ("subentro … a seguito della procedura di cambio appalto") or the question; the
 * clause is read from the agreement's probation text (probation-terms.ts). Undefined when no probation is asked,
 * no change is told, or no agreement holds such a clause.
 */
const PROBATION_ASKED = /\b(?:periodo di )?prova\b/;
// The probation a letter writes ("periodo di prova: 26 giorni di effettivo lavoro").
const LETTER_PROBATION =
  /\bperiodo di prova\b[^\n\d]{0,20}(\d{1,3} (?:giorni|mesi|settimane)(?: di (?:effettivo )?(?:lavoro|calendario)| lavorativi| effettivi)?)/i;

function agreementWithClause(ctx: AgentContext, req: TypedRequest, story: string): Ccnl | undefined {
  const ids = [...req.slots.agreements, ...readAgreements(ctx.kb, story).known];
  return ids
    .map((id) => ctx.kb.byCategory(id))
    .find((c): c is Ccnl => !!c && /appalt/i.test(c.probation.text ?? ''));
}

export function contractorProbationAnswer(ctx: AgentContext, req: TypedRequest): AgentAnswer | undefined {
  // (Without a letter the question itself tells the change: "è cambiata la ditta e la nuova mi ha messo in prova".)
  const question = readable(ctx.message);
  if (!PROBATION_ASKED.test(question)) return undefined;
  const letter = documentText(ctx);
  const story = `${question}\n${readable(letter)}`;
  const ccnl = agreementWithClause(ctx, req, story);
  if (!ccnl) return undefined;
  // The question's own words ask (polar or not); the letter's tell the change when the question does not.
  const line = hireKindProbationLine(
    ccnl,
    [`${question} ${readable(letter).replace(/\s+/g, ' ')}`],
    req.slots.level,
  );
  if (!line || !/appalt/i.test(line.text)) return undefined;
  const written = LETTER_PROBATION.exec(letter)?.[1]?.trim();
  const told = written ? undefined : LETTER_PROBATION.exec(ctx.message)?.[1]?.trim();
  const steps = written
    ? [
        `La lettera indica un periodo di prova di ${written}: per chi passa alla nuova impresa con il cambio d'appalto quella prova non si applica, perché il contratto esclude il patto di prova per il personale già addetto all'appalto.`,
      ]
    : told
      ? [
          `Il contratto firmato indica un periodo di prova di ${told}: per chi passa alla nuova impresa con il cambio d'appalto quella prova non si applica, perché il contratto collettivo esclude il patto di prova per il personale già addetto all'appalto.`,
        ]
      : [];
  return compose({ answer: line.text, steps, citations: line.citations, related: [] });
}
