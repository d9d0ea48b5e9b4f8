import { readable } from '../reader/text.js';
import type { AgentAnswer } from './answer.js';
import { bold } from './compose.js';
import type { AgentContext } from './context.js';

/**
 * What a worker says of their overtime beside the question: "di sera fino a mezzanotte" states the hours' case (the
 * rates of the hours after midnight are not theirs); "il titolare lo paga come ora normale" is a claim the answer
 * opens by denying, since every agreement pays overtime with a surcharge.
 */

// "fino a mezzanotte", "entro le 24", "prima di mezzanotte": the hours end at midnight, the case is stated.
export const UNTIL_MIDNIGHT =
  /\b(?:fino a|fino alla|fino alle|entro|entro la|entro le|prima di|prima della|prima delle) (?:mezz?a ?nott?e|24(?:[:.]00)?)\b/;

// "lo paga come ora normale", "me le pagano come ore normali", "senza maggiorazione", "non mi dà la maggiorazione".
const PLAIN_HOUR =
  /\b(?:pag\w*|conta\w*|mett\w*|consider\w*|riconosc\w*) (?:\w+ ){0,2}?come (?:un'?|le |l')?(?:or[ae]|ore) (?:normal\w*|ordinari\w*|semplic\w*)\b|\bsenza (?:nessuna |alcuna )?maggiorazion\w*|\bnon (?:mi |me |ce |ci |gli |le )?(?:paga|pagano|da|danno|riconosce|riconoscono|mette|mettono) (?:nessuna |la |alcuna )?maggiorazion\w*/;

/** An overtime answer opened by **No** when the user says the employer pays overtime as a plain hour. */
export function withPlainHourDenied<T extends AgentAnswer>(ctx: AgentContext, answer: T): T {
  if (!PLAIN_HOUR.test(readable(ctx.message)) || !/\bmaggiorazione\b|più il \d/.test(answer.text))
    return answer;
  if (/^\*\*(?:No|Sì)\*\*/.test(answer.text)) return answer;
  const lead = `${bold('No')}: lo straordinario non si paga come un'ora normale, ha la maggiorazione del contratto.`;
  return { ...answer, text: `${lead} ${answer.text}`, brief: `${lead} ${answer.brief}` };
}
