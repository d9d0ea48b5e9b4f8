import type { TypedRequest } from '../reader/request.js';
import { readable } from '../reader/text.js';
import type { AgentAnswer } from './answer.js';
import { bold, compose } from './compose.js';
import type { AgentContext } from './context.js';
import { statedAgreement } from './document-facts.js';
import { documentText } from './document-request.js';

const ASKS_NOTICE = /\bpreavvis\w*/;
// "con quale preavviso va chiesto il permesso?": how far ahead a request is made, not the notice of leaving.
const REQUEST_AHEAD =
  /\b(?:con|di) (?:quale|che|quanto|quanti giorni di) preavvis\w* (?:\w+ ){0,3}?(?:chiest|richiest|chieder|richieder|presentat|presentar|domandat|comunicat)\w*|\bpreavvis\w* (?:per|di) (?:chieder|richieder|domandar|prenotar)\w*/;
const NAMES_AGREEMENT = /\bc\.?c\.?n\.?l\.?\b|\bcontratto collettivo\b|\bcontratto nazionale\b/i;
const ASKS_PROBATION = /\b(?:periodo di )?prova\b/;

/**
 * "Quanto preavviso devo dare?" of an uploaded letter that names no agreement (nor does the question, nor the
 * selection): the notice and the probation depend on the agreement, the level and the years of service, so the
 * answer asks for them instead of quoting the letter back. Undefined when an agreement is known or neither is
 * asked.
 */
export function documentMissingTerms(ctx: AgentContext, req: TypedRequest): AgentAnswer | undefined {
  if (!ctx.documents.length || req.slots.agreements.length || req.slots.unknownAgreements?.length)
    return undefined;
  const question = readable(ctx.message);
  const notice = ASKS_NOTICE.test(question) && !REQUEST_AHEAD.test(question);
  if (!notice && !ASKS_PROBATION.test(question)) return undefined;
  const text = documentText(ctx);
  // A letter naming an agreement, even one the knowledge base lacks ("CCNL Credito"), is answered elsewhere.
  if (NAMES_AGREEMENT.test(text) || statedAgreement(ctx.kb, text)) return undefined;
  const what = notice ? 'il preavviso' : 'la durata massima del periodo di prova';
  const needs = notice
    ? `${bold('il CCNL applicato')}, ${bold('il livello di inquadramento')} e ${bold('gli anni di servizio')} (la data di assunzione)`
    : `${bold('il CCNL applicato')} e ${bold('il livello di inquadramento')}`;
  return compose({
    answer: `Il documento caricato non indica il contratto collettivo né il livello: per dirti ${what} mi servono ${needs}.`,
    steps: [
      'Li trovi nella lettera di assunzione o in busta paga (voci «CCNL» e «livello»).',
      'Esempio: «CCNL Commercio, 4° livello, assunto il 1° marzo 2021».',
    ],
    assumptions: [],
    citations: [],
    related: [],
  });
}
