import { euro } from '../kb/format.js';
import type { Ccnl } from '../kb/schema.js';
import { additionalMonthProRata, cents } from '../payroll/index.js';
import { FOURTEENTH } from '../reader/asked-topic.js';
import { askedClause } from '../reader/asking-clause.js';
import type { TypedRequest } from '../reader/request.js';
import { readable } from '../reader/text.js';
import { type AgentAnswer, monthlyPaymentsCitations } from './answer.js';
import { bold, compose } from './compose.js';
import type { AgentContext } from './context.js';
import { THIRTEENTH } from './extra-month-asked.js';
import { computed, isAnswer } from './figure-answers.js';
import { fourteenthRule } from './fourteenth.js';
import { stayMonths } from './season-stay.js';
import { workedParts } from './worked.js';
import { extraMonthBase } from './year-tfr.js';

/**
 * The 13th and the 14th month asked together for the months worked ("quanto fanno tredicesima e
 * quattordicesima insieme per sette mesi?", "i ratei di 13ª e 14ª della stagione"): each for those months, on
 * the pay in force at the date asked (or today), and their sum. Before, the 14th alone was computed and the
 * 13th dropped without a word. The 14th follows the agreement's own share (Cooperative sociali: half) and
 * leaves out what its rule leaves out (FIPE: the increments).
 */

/** The pay of the whole period asked beside the ratei: "stipendi lordi nel periodo", "quanto pago di stipendi". */
const PERIOD_PAY =
  /\bstipend\w*(?: lord\w*)? (?:nel|del|per il|per tutto il) periodo\b|\bstipend\w*(?: lord\w*)? (?:per|di|nei|in) (?:i |quei |questi |tutti i )?(?:\d+|due|tre|quattro|cinque|sei|sette|otto|nove|dieci|undici) mesi\b|\bquanto (?:pago|spendo|mi cost\w*|cost\w*) (?:di |in )?stipend/;

/** Both extra months named in the asking sentence (or, with no asking sentence of its own, in the message). */
function asksBoth(message: string): boolean {
  const text = readable(message);
  const ask = askedClause(text);
  const named = (t: string) => THIRTEENTH.test(t) && FOURTEENTH.test(t);
  return named(ask) || (named(text) && !THIRTEENTH.test(ask) && !FOURTEENTH.test(ask));
}

export function bothExtraMonths(ctx: AgentContext, req: TypedRequest, ccnl: Ccnl): AgentAnswer | undefined {
  const months = req.slots.monthsWorked ?? stayMonths(req.slots, ctx.message);
  if (req.intent !== 'thirteenth_pro_rata' || months === undefined || !asksBoth(ctx.message))
    return undefined;
  const rule = fourteenthRule(ccnl);
  if (rule.exists !== true) return undefined;
  const base = extraMonthBase(ctx, req);
  if (!base) return undefined;
  // The 14th's base leaves out the increments where its rule says so.
  const { seniorityIncrements: _increments, ...withoutIncrements } = req.slots;
  const base14 = rule.excludes ? (extraMonthBase(ctx, { ...req, slots: withoutIncrements }) ?? base) : base;
  const counted = Math.min(months, 12);
  const t = computed(ctx, () =>
    additionalMonthProRata({ which: '13ª', monthly: base.monthly, months: counted }),
  );
  if (isAnswer(t)) return t;
  const f = computed(ctx, () =>
    additionalMonthProRata({ which: '14ª', monthly: base14.monthly * rule.share, months: counted }),
  );
  if (isAnswer(f)) return f;
  const thirteenth = cents(t.result.amount);
  const fourteenth = cents(f.result.amount);
  const total = cents(thirteenth + fourteenth);
  const share = rule.share === 1 ? 'una mensilità intera' : 'metà di una mensilità (il 50%)';
  const tParts = workedParts(t);
  const fParts = workedParts(f);
  // "quanto pago di stipendi lordi nel periodo e dei ratei …": the months' pay first, then the extra months.
  const pay = PERIOD_PAY.test(askedClause(readable(ctx.message))) ? cents(base.monthly * counted) : undefined;
  const period = `per ${counted} ${counted === 1 ? 'mese' : 'mesi'}`;
  return compose({
    answer:
      pay === undefined
        ? `Con ${base.label}, ${period} la tredicesima è di ${euro(thirteenth)} e la quattordicesima di ${euro(fourteenth)}: in tutto ${bold(euro(total))} lordi.`
        : `Con ${base.label}, ${period} gli stipendi lordi sono ${bold(euro(pay))} (${euro(base.monthly)} × ${counted}); i ratei maturati sono ${euro(thirteenth)} di tredicesima e ${euro(fourteenth)} di quattordicesima: in tutto ${euro(cents(pay + total))} lordi.`,
    steps: [
      `Ciascuna matura un dodicesimo per ogni mese lavorato (la frazione di almeno 15 giorni conta come mese intero); nel ${ccnl.short_name} la quattordicesima vale ${share}${rule.excludes ? ` (${rule.excludes})` : ''}.`,
      '',
      ...tParts.steps,
      '',
      ...fParts.steps,
      '',
      `Totale: ${euro(thirteenth)} + ${euro(fourteenth)} = ${euro(total)}.`,
    ],
    assumptions: [
      ...base.assumptions.filter((a) => !a.includes('mensilità')),
      ...tParts.assumptions,
      'Importi lordi: le mensilità aggiuntive sono tassate senza detrazioni.',
    ],
    citations: [...base.citations, ...monthlyPaymentsCitations(ccnl)],
    related: [
      `Quando si paga la quattordicesima nel ${ccnl.short_name}?`,
      `Quante mensilità prevede il ${ccnl.short_name}?`,
    ],
  });
}
