import type { TypedRequest } from '../reader/request.js';
import { readable } from '../reader/text.js';

/**
 * The full yearly permits asked beside a recent hire's own ("quante ore gli spettano adesso, e quante ne avrà
 * quando maturerà il monte ore pieno?", "nei primi anni le spettano davvero tutte?", "rispetto a un collega
 * assunto nel 2015?"): both are answered, the hire's graded share and the hours at full rate, so the question
 * is not one of a first year's accrual alone. `text` is the question as `readable` gives it. Session 47, fixs47a.
 */
const FULL_RATE =
  /\ba regime\b|\bmisura (?:piena|intera)\b|\bmonte (?:ore )?(?:pieno|intero|completo)\b|\bper intero\b|\btutte le ore\b|\bal completo\b/;

/** The ramp's years asked ("nei primi anni", "nei primi due anni"), or whether all the hours are due at once. */
const RAMP_ASKED =
  /\bnei primi (?:\w+ )?anni\b|\b(?:davvero|proprio|subito) tutt[ei]\b|\btutt[ei] (?:da subito|subito)\b/;

/**
 * The hours of a worker hired earlier asked beside ("rispetto a un collega assunto nel 2015", "come i colleghi",
 * "quando arriverò ad averne quante il mio collega").
 */
const EARLIER_COLLEAGUE =
  /\b(?:rispetto a|come|invece di|quant[eio]|quell[ei]) (?:a(?:l|ll[ao']|i|gli|lle) ?|di(?:l|ll[ao']|i|gli|lle) ?|un[ao]?|il|la|i|gli|le|quell\w*) (?:\w+ ){0,2}?(?:collegh?\w*|anzian\w*)\b|\bcollegh?\w* (?:\w+ ){0,3}?(?:assunt\w*|in forza|entrat\w*) (?:\w+ ){0,2}?(?:19|20)\d\d\b/;

/** The firm's own full hours asked ("quante ore spettano in un'azienda di queste dimensioni"). */
const FIRM_ASKED = /\bspettano in un'?\s?aziend/;

/** A day ahead when the hours reach full rate ("quando maturerà…", "quante ne avrà quando…"). */
const WHEN_FULL = /\bquando (?:\w+ ){0,3}(?:avr|matur|arriv|spetter|raggiung)\w*/;

/** Whether the question asks the full yearly permits beside (or instead of) a recent hire's own share. */
export function fullPermitsAsked(text: string): boolean {
  return (
    FULL_RATE.test(text) ||
    RAMP_ASKED.test(text) ||
    EARLIER_COLLEAGUE.test(text) ||
    FIRM_ASKED.test(text) ||
    WHEN_FULL.test(text)
  );
}

/**
 * Whether the year's holidays or permits are a share of the months worked (months or a leaving date told, or a
 * hire within the year asked), not the yearly total: a recent hire's permits asked beside the full ones are the
 * yearly total with its ramp.
 */
export function permitsProRata(req: TypedRequest, message: string, yearAsked: string): boolean {
  const { monthsWorked, endDate, hireDate } = req.slots;
  if (monthsWorked !== undefined || endDate !== undefined) return true;
  if (hireDate?.slice(0, 4) !== yearAsked) return false;
  return !(req.intent === 'rol_ex_festivita' && fullPermitsAsked(readable(message)));
}
