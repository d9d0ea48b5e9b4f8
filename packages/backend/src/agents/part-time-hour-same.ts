import type { TypedRequest } from '../reader/request.js';
import { readable } from '../reader/text.js';
import type { AgentAnswer } from './answer.js';
import { bold } from './compose.js';
import type { AgentContext } from './context.js';
import { agreementOf } from './pay-base.js';

/**
 * A part-timer's hourly pay asked against a full-timer's ("il capo dice che i part time prendono meno all'ora dei
 * full time, è vero?", "a parità di ore pago meno un part-time?"): the hourly rate is answered, and the
 * question's doubt with it, right after the figure: a part-time hour is worth a full-time one (D.Lgs. 81/2015,
 * art. 7: equal treatment, the pay scaled by the hours only). Before, the hour was given and the doubt left
 * unanswered.
 */

const PART_TIME = /\bpart.?time\b|\bpartime\b|\btempo parziale\b/;
const FULL_TIME = /\bfull.?time\b|\btempo pieno\b|\bchi fa (?:40|38|39|36) ore\b/;
// The hour compared: "meno all'ora", "di meno l'ora", "paga oraria più bassa", "la stessa paga oraria".
const COMPARED =
  /\b(?:meno|di meno|piu bass\w*|inferior\w*|ridott\w*|stess\w*|uguale|ugual\w*|divers\w*|parita)\b[^.?!]{0,40}\b(?:all'?\s?ora|l'?\s?ora|oraria|orari[oe]|per ora)\b|\b(?:all'?\s?ora|l'?\s?ora|oraria|per ora)\b[^.?!]{0,40}\b(?:meno|piu bass\w*|inferior\w*|stess\w*|uguale|divers\w*)\b/;

/** The hourly answer with the part-time hour said equal to the full-time one, when the question doubts it. */
export function withPartTimeHourSame(ctx: AgentContext, req: TypedRequest, answer: AgentAnswer): AgentAnswer {
  const text = readable(ctx.message);
  if (!PART_TIME.test(text) || !FULL_TIME.test(text) || !COMPARED.test(text)) return answer;
  const ccnl = agreementOf(ctx, req);
  const note = `${/\bvero\b|\bgiusto\b|\bcorretto\b|\bpuo\b|\bpossono\b/.test(text) ? 'No: ' : ''}${bold('la paga oraria del part-time è la stessa del tempo pieno')}${ccnl ? ` nel ${ccnl.short_name}` : ''}: il part-time riduce le ore pagate, non il valore di ciascuna, e il lavoratore a tempo parziale non può avere un trattamento meno favorevole del collega a tempo pieno dello stesso livello (D.Lgs. 81/2015, art. 7). Si riproporzionano sulle ore la paga mensile, le mensilità aggiuntive e le ferie, non la paga oraria.`;
  const add = (body: string) => {
    const lines = body.split('\n');
    const at = lines.findIndex((l) => l.trim() !== '');
    if (at < 0) return body;
    lines.splice(at + 1, 0, '', note);
    return lines.join('\n');
  };
  return { ...answer, text: add(answer.text), brief: add(answer.brief) };
}
