import type { Ccnl } from '../kb/schema.js';
import type { TypedRequest } from '../reader/request.js';
import { readable } from '../reader/text.js';
import type { AgentAnswer } from './answer.js';
import { bold, compose } from './compose.js';
import type { AgentContext } from './context.js';

/**
 * "minimo tabellare della mia categoria e l'importo dell'indennità notturna per turno" (an OSS in an AIOP RSA):
 * the euro amount of a night or holiday allowance asked where the agreement's file holds only an hourly
 * percentage, together with the minimum of a category the file cannot place (no level named, no level described).
 * The answer opens with both gaps: the percentage alone is another thing than the amount per shift asked, and a
 * table without the category's level gives no minimum of it. Undefined when the file has an allowance in euro
 * (allowance-asked.ts answers) or the level is known.
 */
const AMOUNT_ASKED =
  /\bimporto\b[^?.]{0,40}\bindennit|\bindennit\w*[^?.]{0,40}\b(?:per turno|a turno|a notte|per notte|in euro|quanto (?:e|vale|viene))\b|\bquanto (?:e|vale|viene)\b[^?.]{0,20}\bindennit/;
const KINDS: [RegExp, string][] = [
  [/notturn|di notte|\bnott[ei]\b/, 'notturna'],
  [/festiv|domenic/, 'festiva'],
];
const MINIMUM_ASKED = /\bminim[oi]\b|\btabellar|\bpaga base\b/;
const EURO = /\d,\d{2} ?€/;

export function allowanceAmountGap(
  ctx: AgentContext,
  req: TypedRequest,
  ccnl: Ccnl,
): AgentAnswer | undefined {
  const text = readable(ctx.message);
  if (!AMOUNT_ASKED.test(text)) return undefined;
  const kind = KINDS.find(([words]) => words.test(text));
  if (!kind) return undefined;
  // An allowance in euro for that kind of work in the agreement's rates clause: allowance-asked.ts says it.
  const clause = ccnl.rates.text ?? '';
  if (
    clause
      .split(/(?<=[.;])\s+/)
      .some((s) => /indennit/.test(readable(s)) && EURO.test(s) && kind[0].test(readable(s)))
  )
    return undefined;
  const minimum = MINIMUM_ASKED.test(text);
  // The category's minimum: only when no level is told and the file describes none of its levels.
  const unplaced =
    minimum &&
    req.slots.level === undefined &&
    ccnl.levels.every((l) => !l.declaratoria && !l.examples.length);
  if (minimum && !unplaced) return undefined;
  const gaps = unplaced
    ? `il minimo tabellare della tua categoria e l'importo in euro dell'indennità ${kind[1]} per turno non sono disponibili nella base di conoscenza`
    : `l'importo in euro dell'indennità ${kind[1]} per turno non è disponibile nella base di conoscenza`;
  const why = [
    ...(unplaced
      ? [
          `la base non dice a quale livello del contratto corrisponde la tua mansione (nessuna declaratoria dei livelli è stata letta), quindi non posso scegliere il minimo della tua categoria: se mi indichi il livello scritto in busta paga, ti do il minimo tabellare di quel livello`,
        ]
      : []),
    `per il lavoro ${kind[1] === 'notturna' ? 'notturno' : 'festivo'} le fonti lette riportano solo una maggiorazione percentuale sulla quota oraria, non un importo per turno`,
  ];
  return compose({
    answer: `Nel ${ccnl.short_name} ${bold(gaps)}: ${why.join('; ')}.`,
    citations: [],
    related: [
      `Qual è il minimo tabellare del livello D2 nel ${ccnl.short_name}?`,
      `Qual è la maggiorazione per il lavoro notturno nel ${ccnl.short_name}?`,
    ],
  });
}
