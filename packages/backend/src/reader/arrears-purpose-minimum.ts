import { askOf } from './minimum-after-story.js';
import { ARREARS_PURPOSE } from './past-figure-purpose.js';
import type { TypedRequest } from './request.js';

/**
 * "Per la regolarizzazione degli arretrati mi serve il minimo contrattuale 2025 … Qual era la retribuzione minima
 * mensile nel 2025?": the arrears are what the figure is for, and the ask is a level's minimum (at a past year or
 * now), not the renewal's arrears, tranches or una tantum.
 */
const MINIMUM_ASKED =
  /\b(?:quant|qual)\w*\b[^?]*\b(?:minim[aeio]|paga base|tabellar\w*|stipendio)\b|\b(?:minim[aeio]|stipendio)\b[^?]*\bquant/;
const BARE_ASK = /^(?:e )?(?:qual (?:e|era)|quant[oa] (?:e|era|fa|faceva)|quant'era)\b[^?]{0,30}\?$/;
const MINIMUM_NAMED =
  /\b(?:mi serve|serve|vorrei|voglio|devo|dovrei) (?:sapere |conoscere |avere )?(?:il |la )?(?:minimo|retribuzione minima|paga base|minimi)\b/;
// An ask of the increase, of when it comes or of the arrears themselves stays the renewal's.
const RENEWAL_ASKED =
  /\baument\w*|\btranche\b|\btrance\b|\bdi quant[oi]\b|\bin piu\b|\brinnov\w*|\bscad\w*|\barretrat\w*|\buna tantum\b|\bquando\b|\bsal(?:e|ira|gono)\b/;

/** The ask is a minimum, and arrears are only said as what it is for. */
export function minimumForArrears(text: string): boolean {
  if (!ARREARS_PURPOSE.test(text)) return false;
  const asked = askOf(text);
  // ("mi serve la retribuzione minima del 2025 …: qual era al mese?": a bare ask of the figure the story named.)
  const named = MINIMUM_ASKED.test(asked) || (BARE_ASK.test(asked) && MINIMUM_NAMED.test(text));
  if (!named || RENEWAL_ASKED.test(asked)) return false;
  // A renewal named beside the purpose ("col rinnovo, per sistemare gli arretrati…") keeps the renewal's reading.
  return !/\brinnov\w*|\buna tantum\b|\btranche\b|\baument\w*/.test(text.replace(ARREARS_PURPOSE, ' '));
}

export function minimumForArrearsAsked(request: TypedRequest, text: string): Partial<TypedRequest> {
  if (request.intent !== 'renewal' || !minimumForArrears(text)) return {};
  return { intent: 'minimum_pay', alsoAsked: request.alsoAsked.filter((i) => i !== 'minimum_pay') };
}
