import { readable } from '../reader/text.js';
import type { AgentAnswer } from './answer.js';
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
