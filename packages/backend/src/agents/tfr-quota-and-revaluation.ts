import { euro, figureValue } from '../kb/format.js';
import { cents } from '../payroll/index.js';
import type { TypedRequest } from '../reader/request.js';
import { readable } from '../reader/text.js';
import type { AgentAnswer } from './answer.js';
import { bold } from './compose.js';
import type { AgentContext } from './context.js';
import { withEveryAnswer } from './multi-part.js';
import { fundLessAdvance } from './tfr-advance-fund.js';
import { tfr, tfrRevaluation } from './tfr-answers.js';
import { asksRevaluation } from './tfr-years.js';
import { tfrOrCostBase } from './year-tfr.js';

/**
 * A year's TFR quota on a pay and the revaluation of a fund accrued before, asked in one question ("quota 2025 su
 * RAL 31.500 + rivalutazione di 12.000 € accantonati a fine 2024", "quanto TFR matura quest'anno con 28.000 lordi
 * e di quanto si rivalutano gli 8.000 che ho già?"): both are answered, each on its own amount (the pay for the
 * quota, the fund for the revaluation), in the order asked. Before, the revaluation alone was answered.
 */

// The year's quota asked: "quota 2025", "TFR dell'anno", "quanto TFR matura", "accantonamento annuo".
const QUOTA_ASKED =
  /\bquot[ae]\b(?! (?:di |della )?rivalut)|\b(?:tfr|liquidazione) (?:annu\w*|dell'anno|del(?:l')? ?(?:20\d\d|anno))\b|\bquant[oa] (?:di )?(?:tfr )?(?:matur|accanton)\w*|\baccantonamento (?:annu\w*|dell'anno|del 20\d\d)\b/;

export function quotaAndRevaluation(ctx: AgentContext, req: TypedRequest): AgentAnswer | undefined {
  if (req.intent !== 'tfr' || !asksRevaluation(ctx.message)) return undefined;
  const text = readable(ctx.message);
  // A fund told before an advance paid out of it: the fund less the advance is what is revalued (and neither
  // figure, said again in the story, is the year's pay).
  const lessAdvance = fundLessAdvance(text);
  const storyFigures = [lessAdvance?.fund, lessAdvance?.advance];
  const pay = req.slots.amounts.filter(
    (a) => (a.kind === 'ral' || a.kind === 'monthly_gross') && !storyFigures.includes(a.value),
  );
  const fund = lessAdvance
    ? [{ kind: 'other' as const, value: cents(lessAdvance.fund - lessAdvance.advance) }]
    : req.slots.amounts.filter((a) => a.kind === 'other');
  // "quota del primo anno e rivalutazione del fondo l'anno successivo": no fund stated, the quota is the fund.
  // (Only with the pay stated in this turn: a pay carried from an earlier turn is that turn's own question.)
  const payStated = /\b\d{1,3}(?:\.\d{3})+\b|\b\d{4,}\b|\b\d+\s*(?:mila|k)\b/.test(
    text.replace(/\b20\d\d\b/g, ' '),
  );
  const quotaRevalued = !fund.length && !lessAdvance && payStated && QUOTA_REVALUED_NEXT.test(text);
  if (!pay.length || (fund.length !== 1 && !quotaRevalued)) return undefined;
  const quota = QUOTA_ASKED.exec(text);
  if (!quota) return undefined;
  const payRequest = { ...req, slots: { ...req.slots, amounts: pay } };
  const base = tfrOrCostBase(ctx, payRequest);
  if (!base) return undefined;
  const quotaAnswer = tfr(ctx, payRequest, base);
  const quotaNet = quotaRevalued ? accruedFigure(quotaAnswer) : undefined;
  if (quotaRevalued && quotaNet === undefined) return undefined;
  const revalued = quotaNet !== undefined ? [{ kind: 'other' as const, value: quotaNet }] : fund;
  const revaluation = tfrRevaluation(ctx, { ...req, slots: { ...req.slots, amounts: revalued } });
  const revaluedAt = /rivalut/.exec(text)?.index ?? Number.POSITIVE_INFINITY;
  const ordered = quota.index < revaluedAt ? [quotaAnswer, revaluation] : [revaluation, quotaAnswer];
  const told = withEveryAnswer(ordered[0] as AgentAnswer, ordered);
  const both = lessAdvance ? withAdvanceLine(told, lessAdvance) : told;
  return TOTAL_ASKED.test(text) && !quotaRevalued
    ? withTotal(both, fund[0]?.value ?? 0, quotaAnswer, revaluation)
    : both;
}

// The year's quota revalued the year after: "l'anno successivo", "l'anno dopo", "il secondo anno".
const QUOTA_REVALUED_NEXT =
  /\b(?:l'|nell'|dell'|all')?anno (?:successiv|seguent|dopo|prossim)\w*|\b(?:il|al|nel) secondo anno\b/;

// "totale lordo da liquidare", "quanto gli spetta in tutto", "il TFR complessivo": the fund with both added.
const TOTAL_ASKED =
  /\btotale\b|\bin tutto\b|\bcomplessiv\w*|\bda liquidare\b|\bda pagare\b|\bfondo (?:a|al|alla) (?:fine|31)|\ba quanto arriva\b/;

/** The advance taken out of the fund, said under the opening (the revaluation is on what is left). */
function withAdvanceLine(answer: AgentAnswer, told: { fund: number; advance: number }): AgentAnswer {
  const line = `Il fondo da rivalutare è ${euro(cents(told.fund - told.advance))}: ${euro(told.fund)} meno l'anticipo di ${euro(told.advance)} già erogato, che esce dal fondo quando è pagato e non si rivaluta.`;
  const at = answer.text.indexOf('\n\n');
  return at < 0
    ? answer
    : { ...answer, text: `${answer.text.slice(0, at)}\n${line}${answer.text.slice(at)}` };
}
const BOLD_FIGURE = /\*\*([\d.]+,\d{2}) €\*\*/g;

/** The year's accrual an opening gives ("il TFR maturato in un anno è di **1.934,07 €**"), not the pay restated. */
function accruedFigure(answer: AgentAnswer): number | undefined {
  const found = /\bTFR maturato\b[^*\n]{0,80}\*\*([\d.]+,\d{2}) €\*\*/.exec(answer.text.split('\n')[0] ?? '');
  return found ? figureValue(found[1] ?? '') : undefined;
}

/** An opening's bold figures, in order ("**286,58 €** … **48,72 €**": the revaluation and its tax). */
const boldFigures = (answer: AgentAnswer): number[] =>
  [...(answer.text.split('\n')[0] ?? '').matchAll(BOLD_FIGURE)].map((m) => figureValue(m[1] ?? ''));

/**
 * The fund at the end, the sum a leaving worker is paid: the fund accrued before, its revaluation and the year's
 * quota (net of the 0,50%); and without the substitute tax on the revaluation, when the opening gives it.
 */
function withTotal(
  both: AgentAnswer,
  fund: number,
  quota: AgentAnswer,
  revaluation: AgentAnswer,
): AgentAnswer {
  const [quotaNet] = boldFigures(quota);
  const [revalued, tax] = boldFigures(revaluation);
  if (quotaNet === undefined || revalued === undefined) return both;
  const total = cents(fund + revalued + quotaNet);
  const afterTax =
    tax !== undefined ? ` (${euro(cents(total - tax))} tolta l'imposta sostitutiva di ${euro(tax)})` : '';
  const line = `Il TFR totale lordo è di ${bold(euro(total))}${afterTax}: fondo ${euro(fund)} + rivalutazione ${euro(revalued)} + quota dell'anno ${euro(quotaNet)}.`;
  const at = both.text.indexOf('\n\n');
  if (at < 0) return both;
  return { ...both, text: `${both.text.slice(0, at)}\n${line}${both.text.slice(at)}` };
}
