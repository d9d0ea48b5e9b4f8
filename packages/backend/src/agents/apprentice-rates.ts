import type { Ccnl } from '../kb/schema.js';
import type { TypedRequest } from '../reader/request.js';
import { readable } from '../reader/text.js';
import type { AgentAnswer } from './answer.js';
import { apprenticePay } from './combined-pay.js';
import { bold, compose } from './compose.js';
import type { AgentContext } from './context.js';
import { related } from './figure-answers.js';

/**
 * An apprentice's contribution rate asked as a rule ("aliquota contributiva dell'apprendista a carico del
 * datore?"): the reduced rates of apprenticeship and their small-firm reductions were looked for and not
 * found (shared/data/research-2/payroll-data.json), so the answer says so instead of the ordinary rates.
 */
const APPRENTICE = /\bapprendist/;
const NEGATED = /\b(?:non|ne|senza|niente|nessun\w*)\b[^.?;!]{0,40}?\bapprendist/;
const RATE_ASKED = /\baliquot\w*|\bcontribut\w*|\bquanto (?:si )?pag\w* di (?:inps|contributi)/;

export function apprenticeRateGap(ctx: AgentContext): AgentAnswer | undefined {
  const text = readable(ctx.message);
  if (!APPRENTICE.test(text) || NEGATED.test(text) || !RATE_ASKED.test(text)) return undefined;
  return compose({
    answer: `Le aliquote contributive dell'apprendistato (la quota del datore di lavoro, quella dell'apprendista e le riduzioni per le imprese più piccole) ${bold('non sono nella base di conoscenza')}: non le ho verificate su una fonte, quindi non indico una percentuale.`,
    steps: [
      "Posso invece calcolare la retribuzione dell'apprendista (la percentuale del minimo del livello finale prevista dal CCNL) o il TFR: indica il CCNL, il livello finale e l'anno di apprendistato.",
    ],
    citations: [],
    related: related(ctx.message),
  });
}

/**
 * An apprentice's cost to the employer ("quanto mi costa un apprendista al primo anno?"): the apprentice's pay is
 * the agreement's share of the final level's minimum, but the reduced contribution rates of apprenticeship are not
 * in the knowledge base, so no yearly cost is given on the full level's minimum and ordinary rates: the gap is
 * named and the apprentice's pay given. Undefined when the question names no apprentice or gives its own pay.
 */
export function apprenticeCostGap(
  ctx: AgentContext,
  req: TypedRequest,
  ccnl: Ccnl | undefined,
): AgentAnswer | undefined {
  const text = readable(ctx.message);
  if (!APPRENTICE.test(text) || NEGATED.test(text) || req.slots.amounts.length) return undefined;
  const pay = ccnl ? apprenticePay(ctx, req, ccnl) : undefined;
  const payLine = pay?.text.split('\n')[0]?.replace(/\s*\[\d+\]/g, '');
  return compose({
    answer: `Il costo annuo di un apprendista per l'azienda ${bold('non posso calcolarlo')}: le aliquote contributive ridotte dell'apprendistato ${bold('non sono nella base di conoscenza')}, e con quelle ordinarie sul minimo pieno del livello la cifra sarebbe sbagliata.`,
    steps: payLine
      ? [
          `Retribuzione dell'apprendista: ${payLine}`,
          "Il costo si compone di retribuzione (13 o 14 mensilità), contributi INPS ridotti dell'apprendistato, TFR (retribuzione annua ÷ 13,5) e INAIL: indica l'aliquota contributiva che applica il tuo consulente e calcolo il totale.",
        ]
      : [
          "Indica il CCNL, il livello finale e l'anno di apprendistato per la retribuzione, e l'aliquota contributiva che applica il tuo consulente per il costo.",
        ],
    citations: pay?.citations ?? [],
    related: related(ctx.message),
  });
}
