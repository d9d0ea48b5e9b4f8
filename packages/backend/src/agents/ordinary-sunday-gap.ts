import type { Ccnl } from '../kb/schema.js';
import type { TypedRequest } from '../reader/request.js';
import { readable } from '../reader/text.js';
import { type AgentAnswer, citeSources } from './answer.js';
import { bold, compose } from './compose.js';
import type { AgentContext } from './context.js';
import { agreementOf } from './pay-base.js';

/**
 * Sunday work inside the normal schedule ("la domenica nel mio orario normale, non sono ore in più", "come turno
 * normale, dentro le 40 ore", "non è straordinario"): the agreement's Sunday premium for ordinary hours. Where
 * the knowledge base holds only the Sunday/holiday overtime rate and says the ordinary one was not found, the
 * answer is that gap: the overtime percentage beside it would read as the premium asked.
 */

const SUNDAY = /\bdomenic\w*/;
const SUNDAY_DENIED = /\b(?:nessun\w*|non|ne|né|tranne|eccett\w*|esclus\w*|mai)\b[^.,;?]{0,20}?\bdomenic\w*/g;
export const ORDINARY_HOURS =
  /\b(?:orario|turno|ore) (?:normal\w*|ordinari\w*|contrattual\w*)\b|\bnon (?:sono|e|sarebbero|si tratta di) (?:ore in piu|straordinari\w*)\b|\bnon (?:e|sono) straordinari\w*|\bdentro (?:le|l) (?:\d+ ore|orario)\b|\bnel (?:suo|mio|loro|proprio) (?:turno|orario)(?: di lavoro)?\b/;

/**
 * A rate for work on the weekly rest day, the rest given on another day (Commercio art. 144): not the premium
 * of Sunday hours that are the worker's ordinary schedule.
 */
export const restDayRate = (rate: { condition?: string | null | undefined }): boolean =>
  /\bgiorno di riposo settimanale\b/.test(rate.condition ?? '');

/**
 * A rest-day rate whose rest day is Sunday as a rule ("ore lavorate nel giorno di riposo settimanale, di regola la
 * domenica", Commercio art. 144): a shop's Sunday shift is that case, its rest moved to another day, so the rate
 * is the premium of ordinary Sunday hours.
 */
export const sundayRestDay = (rate: { condition?: string | null | undefined }): boolean =>
  restDayRate(rate) && /\bdi regola (?:la )?domenica\b/.test(rate.condition ?? '');

/** Sunday work said to be inside the normal schedule: the schedule is the case told, not a subject asked. */
export const ordinarySundayCase = (message: string) => {
  // ("5 ore di straordinario, nessuna di domenica": a Sunday denied is no Sunday worked.)
  const text = readable(message).replace(SUNDAY_DENIED, ' ');
  return SUNDAY.test(text) && ORDINARY_HOURS.test(text);
};

/** The gap answer, or undefined when the question is not about ordinary Sunday hours or the KB holds the rate. */
export function ordinarySundayGap(ctx: AgentContext, req: TypedRequest): AgentAnswer | undefined {
  const ccnl = agreementOf(ctx, req);
  if (!ccnl || ctx.documents.length) return undefined;
  if (!ordinarySundayCase(ctx.message)) return undefined;
  const rates = ccnl.rates.rates ?? [];
  if (
    rates.some(
      (r) =>
        (r.kind === 'domenicale' || r.kind === 'festivo') &&
        !/straordinar/.test(r.condition ?? '') &&
        (!restDayRate(r) || sundayRestDay(r)),
    )
  )
    return undefined;
  if (!/domenical\w* ordinari/.test(readable(ccnl.rates.gap ?? ''))) return undefined;
  return ratesGap(
    ccnl,
    `Nel ${ccnl.short_name} ${bold('la maggiorazione per il lavoro domenicale in orario ordinario non è nella base di conoscenza')}: le fonti lette danno solo quella dello straordinario festivo o domenicale, che non vale per le ore ordinarie, quindi non posso dirti se spetta né di quanto. Verifica l'articolo del contratto sul lavoro domenicale o un eventuale accordo aziendale o territoriale.`,
  );
}

/** A surcharge the rates do not hold, said as a gap with the agreement's rate sources cited. */
export function ratesGap(ccnl: Ccnl, answer: string): AgentAnswer {
  return compose({
    answer,
    citations: citeSources(
      ccnl,
      `Maggiorazioni del ${ccnl.short_name}`,
      ccnl.rates.article ?? null,
      ccnl.rates.sources,
      1,
    ),
    related: [],
  });
}
