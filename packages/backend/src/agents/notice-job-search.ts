import type { TypedRequest } from '../reader/request.js';
import { readable } from '../reader/text.js';
import { type AgentAnswer, citeSources } from './answer.js';
import { bold, compose } from './compose.js';
import type { AgentContext } from './context.js';
import { agreementOf } from './pay-base.js';

/**
 * "durante il preavviso posso assentarmi qualche ora per i colloqui? me le pagano?": the paid time off the
 * agreement grants during a dismissal's notice to look for another job (notice.job_search_leave), when the
 * knowledge base holds it. Undefined when the question asks no such time off, the notice is not in the question
 * or the turn before, or the agreement states nothing (the notice answer then says what it can).
 */
const JOB_SEARCH =
  /\bcolloqu\w*|\bcercar\w* (?:un )?(?:altr[oa] |nuov[oa] )?(?:lavoro|occupazion\w*|impiego|posto)|\bricerca (?:di |del |della )?(?:un )?(?:altr[oa] |nuov[oa] )?(?:lavoro|occupazion\w*|impiego|posto)|\btrovare (?:un )?(?:altr[oa] |nuov[oa] )?(?:lavoro|occupazion\w*|impiego|posto)/;
const TIME_OFF = /\bassent\w*|\bpermess\w*|\bore\b|\busci\w*|\bandare\b|\bliber\w*|\bmi (?:le |li )?pag\w*/;
const RESIGNS = /\bdimett\w*|\bdimess[oa]\b|\bdimission\w*/;
const DISMISSED = /\blicenzi\w*/;

// The sources read call it a "permesso straordinario" without saying outright how it is paid.
const PAID =
  'Le fonti lette lo chiamano permesso straordinario senza dire espressamente come si paga: un permesso del contratto è di norma retribuito, ma conviene verificarlo sul testo del CCNL.';

export function noticeJobSearch(ctx: AgentContext, req: TypedRequest): AgentAnswer | undefined {
  const text = readable(ctx.message);
  if (!JOB_SEARCH.test(text) || !TIME_OFF.test(text)) return undefined;
  const before = readable(ctx.history?.at(-1) ?? '');
  if (!/\bpreavvis/.test(text) && !/\bpreavvis/.test(before)) return undefined;
  const ccnl = agreementOf(ctx, req);
  const fact = ccnl?.notice.job_search_leave;
  if (!ccnl || !fact?.text) return undefined;
  const story = `${text} ${before}`;
  const resigns = RESIGNS.test(story) && !DISMISSED.test(story);
  const rule = `nel ${ccnl.short_name} ${fact.text}`;
  const answer = resigns
    ? `${bold('Non per le dimissioni')}: ${rule}. Se è lei a dimettersi, le ore per i colloqui vanno chieste come permesso o ferie.`
    : /\bretribuit/.test(fact.text)
      ? `${bold('Sì')}: ${rule}.`
      : `${bold('Sì')}: ${rule}. ${PAID}`;
  return compose({
    answer,
    citations: citeSources(ccnl, rule, fact.article ?? ccnl.notice.article ?? null, fact.sources),
    related: [],
  });
}
