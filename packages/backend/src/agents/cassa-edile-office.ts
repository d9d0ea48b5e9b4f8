import { percent } from '../kb/format.js';
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

/** Whether the latest turn that names the worker names an operaio ("e se fossi stata assunta come operaia?"). */
export function siteWorkerSaid(ctx: AgentContext): boolean {
  for (const turn of [ctx.message, ...(ctx.history ?? []).toReversed()]) {
    const text = readable(turn);
    // ("manovali e muratori più un geometra in ufficio": both named, the worker asked is not told.)
    if (SITE_WORKER.test(text)) return !OFFICE.test(text);
    if (OFFICE.test(text)) return false;
  }
  return false;
}

const THIRTEENTH = /\btredicesim\w*|\bgratifica natalizia\b|\b13(?:a|esima|ª)\b/;

/**
 * An operaio's 13th month asked in an agreement whose operai are paid it by the Cassa Edile, without the hours and
 * hourly pay it is a share of ("sono operaio edile, quanta tredicesima prendo a dicembre?", "e se fossi operaia?"
 * after an impiegata's 13th): the Cassa Edile pays it from the firm's monthly set-aside, not the firm in December's
 * payslip, so no twelfths of a monthly pay are computed.
 */
export function siteWorkerThirteenth(
  ctx: AgentContext,
  ccnl: Ccnl,
  rule: NonNullable<Ccnl['monthly_payments']>,
  pct: number | undefined,
): AgentAnswer | undefined {
  // ("la pago io sia agli impiegati che agli operai?": both asked, the agreement's whole rule answers elsewhere.)
  if (pct === undefined || !rule.text || !siteWorkerSaid(ctx) || OFFICE.test(readable(ctx.message)))
    return undefined;
  // (The 13th named in this turn or one of the last few: "e un muratore? … gliela dà l'impresa a dicembre?")
  const asked = [ctx.message, ...(ctx.history ?? []).slice(-3)].some((t) => THIRTEENTH.test(readable(t)));
  if (!asked || /\bferie\b/.test(readable(ctx.message))) return undefined;
  return compose({
    answer: `Per un operaio, nel ${ccnl.short_name} la gratifica natalizia (la tredicesima) ${bold("non la paga l'impresa in busta a dicembre")}: l'impresa accantona ogni mese presso la ${bold('Cassa Edile')} il ${bold(percent(pct))} della retribuzione delle ore lavorate e delle festività, e la paga la Cassa Edile, al netto delle ritenute. Non si calcola quindi a dodicesimi dello stipendio mensile (quello vale per gli impiegati): è il ${percent(pct)} della retribuzione oraria per le ore lavorate nell'anno; con le ore e la paga oraria si può calcolare l'importo.`,
    steps: [`Regola: ${rule.text}.`],
    citations: citeSources(ccnl, `Mensilità: ${rule.text}`, rule.article ?? null, rule.sources, 1),
    related: [`Quando paga la Cassa Edile la gratifica natalizia e le ferie nel ${ccnl.short_name}?`],
  });
}
