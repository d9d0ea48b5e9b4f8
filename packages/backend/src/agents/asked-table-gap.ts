import { hasPayTables, noTablesSentence, withoutTablesOffer, withoutTablesQuestions } from '../kb/pay-gap.js';
import type { TypedRequest } from '../reader/request.js';
import { readable } from '../reader/text.js';
import type { AgentAnswer } from './answer.js';
import { bold, compose } from './compose.js';
import type { AgentContext } from './context.js';

// Words that set two agreements side by side on purpose ("differenze", "rispetto al Commercio").
const SIDE_BY_SIDE = /differenz|confront|rispetto a|\bvs\b|\bconvien|\bmeglio\b|\bentramb|\bdue contratti\b/;

// The level's pay asked ("quant'è il minimo lì?", "quanto prende un 2° livello?").
const PAY_ASKED =
  /\bminim[oi]\b(?! (?:di|del) (?:preavviso|prova|ferie|ore))|tabellar|paga base|stipendio base|\bquanto (?:prende|guadagna|si prende)\b/;

/**
 * "aspetta, il mio titolare applica quello della Confesercenti: quant'è il minimo lì?" after a turn on another
 * agreement: the turn asks the minimum of the one agreement it names. When that agreement holds no pay table,
 * the answer is its gap and what still works, never the earlier agreement's figures set beside it.
 */
export function askedTableGap(ctx: AgentContext, req: TypedRequest): AgentAnswer | undefined {
  if (!ctx.history?.length) return undefined;
  if (req.intent !== 'comparison') return undefined;
  const text = readable(ctx.message);
  if (!req.alsoAsked.includes('minimum_pay') && !PAY_ASKED.test(text)) return undefined;
  if (SIDE_BY_SIDE.test(text)) return undefined;
  const own = ctx.kb.recognise(text);
  const [asked] = own;
  if (own.length !== 1 || !asked || hasPayTables(asked)) return undefined;
  return compose({
    answer: `${noTablesSentence(asked, bold)} ${withoutTablesOffer()}`,
    citations: [],
    related: withoutTablesQuestions(asked),
  });
}
