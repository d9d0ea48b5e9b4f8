import { capitalise } from '../kb/format.js';
import type { Ccnl } from '../kb/schema.js';
import { readable } from '../reader/text.js';
import { type AgentAnswer, citeSources } from './answer.js';
import { bold, compose } from './compose.js';
import type { AgentContext } from './context.js';
import { ASKS_LIMIT } from './overtime-limits.js';

// The hours past the week or overtime told: "ore oltre le 40 settimanali", "gli straordinari", "ore in più",
// "fermarci oltre l'orario".
const HOURS_PAST =
  /\bstraordinar\w*|\bore (?:\w+ )?(?:oltre|in piu|eccedent\w*|extra)\b|\boltre (?:le )?\d+ (?:ore )?settimanal|\b(?:oltre|dopo) (?:l'|il (?:normale |nostro |mio )?)orario\b/;
// Those hours given back as time off instead of pay: "dargliele come riposo", "recuperarle", "riposi compensativi".
const AS_REST =
  /\b(?:come|in) (?:riposo|riposi|recupero|ferie|giorni liberi)\b|\briposi? compensativ\w*|\bbanca (?:delle )?ore\b|\b(?:recuperar|compensar)\w*(?: con| in)? (?:riposo|riposi|giorni)/;
// The agreement's clause on that exchange.
const REST_CLAUSE = /\briposi? compensativ\w*|\bbanca (?:delle )?ore\b/i;

/**
 * "I ragazzi stagionali accumulano ore oltre le 40 settimanali: il titolare preferirebbe dargliele come riposo a
 * fine stagione, il contratto lo permette?": the agreement's own clause on overtime given back as rest (FIPE art.
 * 127 for seasonal workers) opens, not the weekly hours. Undefined when the question does not exchange the hours
 * for rest or the agreement's overtime rule has no such clause.
 */
export function overtimeAsRest(ctx: AgentContext, ccnl: Ccnl | undefined): AgentAnswer | undefined {
  if (!ccnl) return undefined;
  const text = readable(ctx.message);
  if (!HOURS_PAST.test(text) || !AS_REST.test(text)) return undefined;
  // ("facciamo il punto su ferie e banca ore… quante ore di straordinario al massimo?": the limit asked, the bank
  // only told in passing, not in the sentence asked; overtime-limits.ts answers it.)
  const asked = text
    .split(/(?<=[.!?])\s+/)
    .filter((sentence) => sentence.includes('?'))
    .join(' ');
  if (ASKS_LIMIT.test(text) && !AS_REST.test(asked)) return undefined;
  const rule = ccnl.rates.text ?? '';
  const clauses = rule
    .split(/;|\.\s(?=\p{Lu})/u)
    .map((c) => c.trim())
    .filter((c) => REST_CLAUSE.test(c));
  // A bank of hours named in the rule is the exchange itself; a rate "con riposo compensativo" for holiday or
  // night work (Metalmeccanici) is another case, left out when the bank's own clause is there.
  const bank = clauses.filter((c) => /\bbanca (?:delle )?ore\b/i.test(c));
  const [first, ...rest] = bank.length ? bank : clauses;
  if (!first) return undefined;
  return compose({
    answer: `Nel ${ccnl.short_name}: ${bold(first.replace(/\.$/, ''))}.${rest.length ? ` ${capitalise(rest.join('; ').replace(/\.$/, ''))}.` : ''}`,
    steps: [`Regola dello straordinario nel contratto: ${rule}.`],
    citations: citeSources(ccnl, rule, ccnl.rates.article ?? null, ccnl.rates.sources, 1),
    related: [
      `Qual è la maggiorazione dello straordinario nel ${ccnl.short_name}?`,
      `Quante ore settimanali prevede il ${ccnl.short_name}?`,
    ],
  });
}
