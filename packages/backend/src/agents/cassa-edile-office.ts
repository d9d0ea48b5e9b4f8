import type { Ccnl } from '../kb/schema.js';
import { readable } from '../reader/text.js';
import { type AgentAnswer, citeSources } from './answer.js';
import { bold, compose } from './compose.js';
import type { AgentContext } from './context.js';

/**
 * A building firm's office worker ("una ragazza in ufficio di cantiere, fa prima nota e controlla le presenze",
 * "la nostra impiegata") said in the question or an earlier turn: the Cassa Edile pays the operai's Christmas bonus
 * and holidays from the monthly set-aside, never an impiegato's, whom the firm pays in the payslip. A worker the
 * question names as an operaio (or by a site trade) is not one.
 */
const OFFICE =
  /\bimpiegat\w*|\bin ufficio\b|\bufficio (?:di cantiere|tecnico|amministrativ\w*|contabilit\w*)\b|\bamministrativ[oa]\b|\bprima nota\b|\bsegretari[ao]\b|\bcontabil[ei]\b/;
const SITE_WORKER =
  /\boperai\w*|\bmurator\w*|\bmanoval\w*|\bcarpentier\w*|\bin cantiere a\b|\bcapocantier\w*/;

export function officeWorkerSaid(ctx: AgentContext): boolean {
  const message = readable(ctx.message);
  if (SITE_WORKER.test(message)) return false;
  if (OFFICE.test(message)) return true;
  // The latest earlier turn that names the worker decides.
  for (const turn of (ctx.history ?? []).toReversed()) {
    const text = readable(turn);
    if (SITE_WORKER.test(text)) return false;
    if (OFFICE.test(text)) return true;
  }
  return false;
}

/** Who pays an office worker's 13th or holidays in an agreement whose operai are paid by the Cassa Edile. */
export function officeWorkerPayer(
  ccnl: Ccnl,
  rule: NonNullable<Ccnl['monthly_payments']>,
  holiday: boolean,
): AgentAnswer {
  const what = holiday ? 'le ferie' : 'la tredicesima';
  return compose({
    answer: `Per un impiegato ${what} ${bold(`${holiday ? 'le paga' : 'la paga'} l'impresa`)}, in busta paga, non la Cassa Edile: nel ${ccnl.short_name} la Cassa Edile paga solo la gratifica natalizia e le ferie degli operai.`,
    steps: [`Regola: ${rule.text}.`],
    citations: citeSources(ccnl, `Mensilità: ${rule.text}`, rule.article ?? null, rule.sources, 1),
    related: [`Quando si paga la tredicesima nel ${ccnl.short_name}?`],
  });
}

/**
 * "La sua tredicesima passa dalla Cassa Edile o gliela diamo noi, e quanto fa?": the payer asked beside the amount,
 * said after it in the opening. Empty when the question does not name the Cassa Edile, the agreement pays nothing
 * through it, or the worker is not said to be an office worker or an operaio.
 */
export function payerBesideAmount(ctx: AgentContext, ccnl: Ccnl | undefined): string {
  const rule = ccnl?.monthly_payments.text;
  if (!ccnl || !rule || !/cassa edile/i.test(rule) || !/\bcassa edile\b/.test(readable(ctx.message)))
    return '';
  if (officeWorkerSaid(ctx))
    return ` Per un impiegato la paga ${bold("l'impresa")}, in busta paga, non la Cassa Edile: nel ${ccnl.short_name} la Cassa Edile paga solo la gratifica natalizia e le ferie degli operai.`;
  const operaio = [ctx.message, ...(ctx.history ?? [])].some((t) => SITE_WORKER.test(readable(t)));
  return operaio
    ? ` Per un operaio la paga ${bold('la Cassa Edile')}, con l'accantonamento che l'impresa versa ogni mese, non l'impresa in busta paga.`
    : '';
}
