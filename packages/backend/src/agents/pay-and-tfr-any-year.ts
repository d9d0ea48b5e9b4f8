import { euro } from '../kb/format.js';
import { cents, tfrAccrualWorked } from '../payroll/index.js';
import { step } from '../payroll/steps.js';
import { contributionsExcluded } from '../reader/contributions-excluded.js';
import { readable } from '../reader/text.js';
import type { AgentAnswer } from './answer.js';
import { bold, compose } from './compose.js';
import type { AgentContext } from './context.js';
import { computed, isAnswer, related } from './figure-answers.js';
import type { PayBase } from './pay-base.js';
import { stepsTable, workedParts } from './worked.js';

/**
 * A budget for a year whose tax and contribution rules the knowledge base lacks ("budget del 2027: il lordo annuo
 * e quanto accantonare di TFR; i contributi li calcola il consulente"): the gross of the year and the TFR need
 * neither, only the pay tables and art. 2120 c.c., so they are answered; the contributions are said to be left
 * out. Before, the whole answer was refused for the year's missing tax rules.
 */

// "i contributi li calcola il consulente", "ai contributi ci pensa il commercialista": left to someone else.
const CONTRIBUTIONS_ELSEWHERE =
  /\bcontribut\w*\b[^.?!]{0,15}\b(?:li|le) (?:calcol\w*|fa|fara|pensa|conteggi\w*|gestisc\w*)\b|\b(?:ai|per i) contribut\w*\b[^.?!]{0,10}\bci pens\w*/;
const GROSS_ASKED =
  /\blordo annu\w*|\bannu\w* lord\w*|\bral\b|\bretribuzione annu\w*|\b(?:tutte le|le \d{2}) mensilita\b|\bstipendio annu\w*/;
const TFR_ASKED = /\btfr\b|\btrattamento di fine rapporto\b|\bliquidazione\b/;
// A net pay, taxes or the employer's contributions asked: those need the year's rules, the refusal stands.
const NEEDS_YEAR_RULES = /\bnett\w*|\birpef\b|\btass\w*|\bimpost\w*|\bin tasca\b/;

export function payAndTfrAnyYear(ctx: AgentContext, base: PayBase): AgentAnswer | undefined {
  const text = readable(ctx.message);
  const leftOut = contributionsExcluded(ctx.message) || CONTRIBUTIONS_ELSEWHERE.test(text);
  if (!leftOut || !GROSS_ASKED.test(text) || NEEDS_YEAR_RULES.test(text)) return undefined;
  const tfrAsked = TFR_ASKED.test(text);
  const worked = computed(ctx, () => tfrAccrualWorked({ annualPay: base.annual }));
  if (isAnswer(worked)) return worked;
  const tfr = worked.result;
  const gross = `Con ${base.label}, il lordo annuo è di ${bold(euro(cents(base.annual)))}: ${euro(base.monthly)} × ${base.payments} mensilità.`;
  const tfrPart = tfrAsked
    ? ` Il TFR da accantonare in un anno è di ${bold(euro(cents(tfr.gross)))} (${euro(cents(base.annual))} ÷ 13,5), ${euro(cents(tfr.net))} al netto dello 0,50% al Fondo di garanzia INPS.`
    : '';
  const { citations } = workedParts(worked);
  const num = (value: number) => euro(cents(value)).replace(/\s*€$/, '');
  const yearStep = step('Lordo annuo', `${num(base.monthly)} × ${base.payments}`, base.annual);
  return compose({
    answer: `${gross}${tfrPart} I contributi a carico del datore sono esclusi, come chiesto.`,
    steps: stepsTable([yearStep, ...(tfrAsked ? worked.steps : [])]),
    assumptions: [
      ...base.assumptions,
      'Tabelle retributive in vigore oggi: gli aumenti che i rinnovi fisseranno per l’anno del budget non sono compresi.',
      ...(tfrAsked ? worked.assumptions : []),
    ],
    citations: [...base.citations, ...(tfrAsked ? citations : [])],
    related: related(ctx.message),
  });
}
