import { euro, italianDate, MONTH_NAMES, percent } from '../kb/format.js';
import { monthYearsIn } from '../kb/month-years.js';
import { cents, tfrAccrualWorked, tfrRevaluationWorked } from '../payroll/index.js';
import { type TfrData, toSourceRef } from '../payroll/payroll-data.js';
import type { TypedRequest } from '../reader/request.js';
import { readable } from '../reader/text.js';
import { YEAR_GROSS_ASKED } from '../reader/told-payments.js';
import type { AgentAnswer } from './answer.js';
import { bold, compose } from './compose.js';
import type { AgentContext } from './context.js';
import { householdTfr, withLiveInBoard, withThirteenthApart } from './domestic-tfr.js';
import { extraMonthProvisions } from './extra-month-provisions.js';
import { computed, isAnswer, related } from './figure-answers.js';
import { amount, type PayBase, payrollData, yearOf } from './pay-base.js';
import { calendarYearBase } from './tfr-calendar-year.js';
import { missingCoefficient } from './tfr-coefficient-pending.js';
import { tfrEachAgreement } from './tfr-each-agreement.js';
import { previousFund, revaluationFollowUp } from './tfr-followup.js';
import { fundStatedBefore } from './tfr-fund-before.js';
import { coefficientMonth, datedFundAmount, fundRevaluedMonth } from './tfr-fund-date.js';
import { carriesPayOnly, documentInflation, inflationGiven, referredAccrual } from './tfr-inflation.js';
import {
  ADVANCE_RULE,
  asksTaxAdvance,
  leavingMonth,
  revaluationsGiven,
  taxAdvance,
} from './tfr-leaving-tax.js';
import { asksOneMonthAccrual, extraMonthAccrualAsked } from './tfr-month.js';
import { monthFractionNote } from './tfr-month-fraction.js';
import { periodTotalBase, periodTotalPayTold, untimedPeriodTotal } from './tfr-period-total.js';
import { quotaOfPay } from './tfr-revaluation-input.js';
import { tfrOverYears } from './tfr-years.js';
import { sourceCitations, workedParts } from './worked.js';

/**
 * calcolo's TFR answers: the year's accrual on the pay given (art. 2120 c.c.) and the 31 December revaluation of
 * a fund already accrued, each with its steps.
 */

/**
 * The latest month a question names: "accantonato al 31 dicembre 2024 … rivaluta al 31 dicembre 2025" revalues
 * at the later date, the earlier one being the fund it starts from.
 */
function latestMonth(message: string): string | undefined {
  const text = readable(message);
  const found = monthYearsIn(text).map((m) => m.month);
  for (const m of text.matchAll(/\b\d{1,2}[/.](\d{1,2})[/.](\d{4})\b/g))
    found.push(`${m[2]}-${(m[1] ?? '').padStart(2, '0')}`);
  return found.length > 1 ? found.sort().at(-1) : undefined;
}

/** The 31 December revaluation of the TFR already accrued, from the published coefficient. */
const NET_ASKED =
  /\bnett[oa]\b|\bdopo (?:l'|la |le )?(?:impost|tass|ritenut)|\b(?:resta|rimane|restano|rimangono)\b[^?]{0,40}\b(?:togli\w*|tolt[aei]|detratt\w*|sottratt\w*|meno|dopo)\b|\btolt[aei] (?:le |l'|la )?(?:tass|impost)|\btogliendo (?:le |l'|la )?(?:tass|impost)/;

export function tfrRevaluation(ctx: AgentContext, req: TypedRequest): AgentAnswer {
  const data = payrollData();
  // The fund revalued: "that figure" of the previous turn, or the year's quota of the pay given, or the amount.
  // A pay carried from an accrual asked before is not the fund ("e la rivalutazione di dicembre?").
  const stated = carriesPayOnly(ctx)
    ? undefined
    : (amount(req, 'other') ?? amount(req, 'ral') ?? amount(req, 'monthly_gross'));
  // The historical-method advance paid in December is on the revaluation of the year before: the December
  // coefficient of the year after the fund's 31 December, on that fund (not the year's quotas told after it).
  const advanceFund = asksTaxAdvance(ctx.message) ? datedFundAmount(ctx.message) : undefined;
  const accrued =
    advanceFund ??
    revaluationFollowUp(ctx)?.fund ??
    referredAccrual(ctx, req) ??
    quotaOfPay(req, readable(ctx.message)) ??
    stated ??
    // ("il TFR accantonato al 31/12/2025 è 1.900 euro … quanto resta netto?": the fund its clause dates, not a net.)
    datedFundAmount(ctx.message) ??
    previousFund(ctx)?.fund ??
    fundStatedBefore(ctx);
  // An inflation rate the user assumes computes the coefficient, even for a year already published.
  // (Or the one an uploaded statement assumes, "ipotesi di calcolo: 2,0%".)
  const inflation = inflationGiven(ctx.message) ?? documentInflation(ctx);
  const fromDocument = inflationGiven(ctx.message) === undefined && inflation !== undefined;
  const year = yearOf(ctx, req);
  // The advance's own deadline ("entro il 16 dicembre 2026") is no revaluation month.
  const dated = asksTaxAdvance(ctx.message)
    ? ctx.message.replace(/\b16\s+dicembre(?:\s+\d{4})?/gi, ' ')
    : ctx.message;
  const month =
    (advanceFund !== undefined ? fundRevaluedMonth(dated) : undefined) ??
    coefficientMonth(dated) ??
    leavingMonth(dated) ??
    latestMonth(dated) ??
    fundRevaluedMonth(dated) ??
    previousFund(ctx)?.month ??
    revaluationFollowUp(ctx)?.month ??
    (req.slots.date ?? `${year}-12-01`).slice(0, 7);
  // "l'anno scorso le rivalutazioni erano 12.500 euro: quanto verso di acconto?": the tax of the revaluations given.
  const revaluations = data && advanceFund === undefined ? revaluationsGiven(ctx.message) : undefined;
  if (data && revaluations !== undefined) return advanceOnRevaluations(data.tfr, revaluations, ctx.message);
  const rule =
    'Ogni 31 dicembre il TFR accantonato fino all’anno prima si rivaluta dell’1,5% fisso più il 75% dell’aumento dell’indice ISTAT FOI; sulla rivalutazione si paga un’imposta sostitutiva del 17%.';
  if (!data) return compose({ answer: rule, citations: [], related: related(ctx.message) });
  const coefficient = data.tfr.coefficients.find((c) => c.period === month);
  const coefficientLine = coefficient
    ? `Il coefficiente di rivalutazione del TFR di ${italianDate(`${month}-01`).replace(/^1° /, '')} è ${bold(`${String(coefficient.coefficient_pct).replace('.', ',')}%`)}.`
    : undefined;
  // The pay of an accrual asked before is no fund: the fund is asked for (a part of a question that gives it
  // later is then left to the whole answer).
  if (accrued === undefined && carriesPayOnly(ctx))
    return compose({
      answer: `**Non posso completare il calcolo**: la rivalutazione si applica al TFR accantonato al 31 dicembre dell'anno prima, non alla retribuzione dell'anno: indica quanto TFR avevi accantonato.${coefficientLine ? ` ${coefficientLine}` : ''}`,
      steps: [rule],
      citations: [],
      related: related(ctx.message),
    });
  if (accrued === undefined) {
    const taxAsked = /imposta|sostitutiv|tass/.test(readable(ctx.message));
    // A missing coefficient is a gap: the rule's constants beside it would read as the figure asked.
    const answer = asksTaxAdvance(ctx.message)
      ? ADVANCE_RULE
      : taxAsked
        ? `L'imposta sostitutiva sulla rivalutazione del TFR è del ${bold('17%')}.`
        : coefficientLine;
    if (answer === undefined)
      return compose({
        answer: missingCoefficient(month, ctx.today, ctx.message, data.tfr.rule),
        citations: [],
        related: related(ctx.message),
      });
    return compose({ answer, steps: [rule], citations: [], related: related(ctx.message) });
  }
  // A month without its coefficient and no inflation assumed: the gap and why, never a figure on the fund (a
  // payslip of the year, or the fund, would otherwise be worked on as if the coefficient were known).
  const yearEnd = data.tfr.coefficients.some((c) => c.period === `${year}-12`);
  // (Only when the month or its coefficient is named: "si rivaluta ogni anno, giusto?" before an inflation assumed in
  // the next sentence is a part of that calculation, left to it.)
  // (Or by the revaluation asked in the turn before: "e che percentuale uso?".)
  const monthNamed =
    new RegExp(String.raw`\b(?:${MONTH_NAMES})\b|\b20\d\d\b|coefficient`).test(readable(ctx.message)) ||
    revaluationFollowUp(ctx)?.month !== undefined;
  if (!coefficient && !yearEnd && inflation === undefined && monthNamed)
    return compose({
      answer: missingCoefficient(month, ctx.today, ctx.message, data.tfr.rule, accrued),
      citations: [],
      related: related(ctx.message),
    });
  const worked = computed(ctx, () =>
    tfrRevaluationWorked(data.tfr, {
      accrued,
      ...(inflation !== undefined
        ? { foiIncreasePct: inflation }
        : coefficient
          ? { period: month }
          : { period: `${year}-12` }),
    }),
  );
  if (isAnswer(worked)) return worked;
  const parts = workedParts(worked);
  const r = worked.result;
  const assumed =
    inflation === undefined
      ? ''
      : `Con l'inflazione al ${percent(inflation)} che ${fromDocument ? 'il documento ipotizza (un’ipotesi di calcolo' : 'indichi (una tua ipotesi'}, non un dato ISTAT), `;
  const coefficientText = `coefficiente ${String(Math.round(r.coefficientPct * 1e6) / 1e6).replace('.', ',')}%`;
  // "e l'importo netto dopo l'imposta sostitutiva?", "quanto resta togliendo l'imposta?", "tolte le tasse": the
  // net revaluation opens the answer.
  const net = NET_ASKED.test(readable(ctx.message)) || revaluationFollowUp(ctx)?.net === true;
  // "quanto versiamo di acconto entro il 16 dicembre?": the advance on that revaluation's tax opens.
  const advance = asksTaxAdvance(ctx.message) ? taxAdvance(cents(r.substituteTax)) : undefined;
  return compose({
    answer: advance
      ? `${advance.answer} Su ${euro(accrued)} di TFR accantonato la rivalutazione è di ${euro(cents(r.revaluation))} (${coefficientText}).`
      : net
        ? `${assumed}${assumed ? 's' : 'S'}u ${euro(accrued)} di TFR accantonato la rivalutazione netta è di ${bold(euro(cents(cents(r.revaluation) - cents(r.substituteTax))))}: ${euro(cents(r.revaluation))} lordi (${coefficientText}) meno l'imposta sostitutiva di ${euro(cents(r.substituteTax))}.`
        : `${assumed}${assumed ? 's' : 'S'}u ${euro(accrued)} di TFR accantonato la rivalutazione è di ${bold(euro(cents(r.revaluation)))} (${coefficientText}), con un'imposta sostitutiva di ${bold(euro(cents(r.substituteTax)))}.`,
    steps: advance ? [...parts.steps, advance.step] : parts.steps,
    assumptions: parts.assumptions,
    unanswerable: parts.unanswerable,
    citations: parts.citations,
    related: related(ctx.message),
  });
}

/**
 * The accrual asked by the month ("quanto TFR accantono al mese", "quanto matura ogni mese di TFR", "TFR
 * mensile"), not a monthly pay beside it ("con 1.500 al mese quanto TFR all'anno?").
 */
const ACCRUAL = /\b(?:accanton\w*|matur\w*|tfr|liquidazione|mett\w* da parte|quota)\b/;
const BY_MONTH = /\b(?:al mese|ogni mese|mensilmente|per mese|a mese)\b/g;

function asksMonthlyAccrual(message: string): boolean {
  const text = readable(message);
  if (/\b(?:tfr|accantonamento|quota) mensile\b/.test(text)) return true;
  // The period word of the ask: near the accrual's word (in the same clause), not after a pay ("1.500 al mese").
  return [...text.matchAll(BY_MONTH)].some((m) => {
    const at = m.index ?? 0;
    if (/\d[\d.,]*\s*(?:€|euro)?\s*(?:lord\w*|nett\w*)?\s*$/.test(text.slice(Math.max(0, at - 30), at)))
      return false;
    const clause = text.slice(Math.max(0, at - 40), at + m[0].length + 40).split(/[.?;]/);
    return clause.some((part) => part.includes(m[0]) && ACCRUAL.test(part));
  });
}

/** "mi basta la quota lorda prima del contributo 0,50": the gross quota is the figure asked. */
const GROSS_ASKED =
  /\b(?:quota|tfr|accantonamento) (?:di tfr )?lord[oa]\b[^?]{0,40}\b(?:prima|senza|al lordo)\b|\bprima (?:del(?:lo)? )?(?:contributo|0,50|fondo di garanzia)/;

/**
 * "quanto vale il contributo dello 0,50% al Fondo di garanzia e come incide sull'accantonamento?": the fund's
 * share is the figure asked, in the sentence that asks (a story that only names it keeps the accrual first).
 */
const FUND_ASKED =
  /\b(?:quanto (?:vale|fa|e|costa|pesa|incide)|a quanto (?:ammonta|corrisponde))\b[^?]{0,40}\b(?:contributo|0,50 ?%?|0,5 ?%|fondo di garanzia)/;
const fundAsked = (message: string) =>
  readable(message)
    .split(/(?<=[.?!])\s+/)
    .some((s) => s.includes('?') && FUND_ASKED.test(s));

/**
 * The TFR of a year's pay (art. 2120 c.c.), proportioned to the months worked; with two agreements each at its
 * own level, both side by side (tfr-each-agreement.ts).
 */
export function tfr(ctx: AgentContext, req: TypedRequest, given: PayBase): AgentAnswer {
  return tfrEachAgreement(ctx, req, given, oneTfr);
}

function oneTfr(ctx: AgentContext, req: TypedRequest, given: PayBase): AgentAnswer {
  const apart = withThirteenthApart(ctx, req, given);
  // A household worker's quota is the year's pay ÷ 13,5, with no guarantee-fund deduction (domestic-tfr.ts).
  const household = householdTfr(ctx, req, apart);
  const fund = household ? { guaranteeFund: false } : {};
  // "ho lavorato 3 anni": the years' quotas summed, the revaluation named as the part left out.
  const overYears = tfrOverYears(ctx, req, apart, household);
  if (overYears) return overYears;
  const stated = Math.min(req.slots.monthsWorked ?? 12, 12);
  // "16.400 € in tutto nel periodo": the amount is the period's TFR base, not a year's pay to prorate. With no
  // pay stated ("il TFR della stagione" on the level's minimum) there is no period's total to take.
  const told = req.slots.amounts.some((a) => !a.perHour && a.value >= 100);
  // ("in tutta la stagione ho preso 9.800 euro": a period's total with no months said, untimedPeriodTotal.)
  const periodTotal =
    told &&
    (stated !== 12
      ? periodTotalPayTold(ctx.message, ctx.history)
      : untimedPeriodTotal(req, ctx.message, apart));
  const untimed = periodTotal && stated === 12;
  // (A live-in household worker's base holds board and lodging at their conventional value, domestic-tfr.ts.)
  const base = periodTotal
    ? periodTotalBase(req, apart)
    : household
      ? withLiveInBoard(ctx, req, apart)
      : apart;
  const months = periodTotal ? 12 : stated;
  // "quanto si accantona in quel mese?" on a month's pay: that month's quota (tfr-month.ts).
  // "e sulla tredicesima quanto TFR matura?": that one payment's quota, the month's pay (tfr-month.ts).
  const extra = months === 12 ? extraMonthAccrualAsked(ctx.message, ctx.history?.at(-1)) : undefined;
  const oneMonth =
    !periodTotal &&
    months === 12 &&
    base.monthly > 0 &&
    (asksOneMonthAccrual(ctx.message) || extra !== undefined);
  // "quota TFR 2026" on a level's minimum: each month at the table in force then (tfr-calendar-year.ts).
  const calendar = !periodTotal && !oneMonth && months === 12 ? calendarYearBase(ctx, req, base) : undefined;
  const worked = computed(ctx, () =>
    tfrAccrualWorked(
      oneMonth
        ? { annualPay: base.monthly * 12, months: 1, ...fund }
        : { annualPay: calendar?.annual ?? base.annual, ...(months !== 12 ? { months } : {}), ...fund },
    ),
  );
  if (isAnswer(worked)) return worked;
  const parts = workedParts(worked);
  if (calendar) parts.steps = [calendar.step, '', ...parts.steps];
  if (oneMonth)
    return compose({
      answer: `Con ${base.label}, il TFR ${extra ? `maturato sulla ${extra === '14' ? 'quattordicesima' : 'tredicesima'} (una mensilità di ${euro(cents(base.monthly))})` : 'accantonato in quel mese'} è di ${bold(euro(cents(worked.result.net)))} (${household ? `la ${extra ? 'mensilità' : 'retribuzione del mese'} / 13,5` : `quota lorda ${euro(cents(worked.result.gross))}, cioè la ${extra ? 'mensilità' : 'retribuzione del mese'} / 13,5, meno lo 0,50% al Fondo di garanzia INPS`}).`,
      steps: parts.steps,
      assumptions: [...base.assumptions.filter((a) => !a.includes('Solo minimo')), ...parts.assumptions],
      unanswerable: parts.unanswerable,
      citations: [...base.citations, ...parts.citations],
      related: related(ctx.message),
    });
  // "quanto TFR accantono al mese?": the month's share of the year's accrual opens.
  const perMonth = !periodTotal && months === 12 && asksMonthlyAccrual(ctx.message);
  const period = untimed
    ? 'nel periodo'
    : `in ${periodTotal ? `${stated} mesi` : months === 12 ? 'un anno' : `${months} mesi`}`;
  const yearly = household
    ? `il TFR maturato ${period} è di ${perMonth ? euro(cents(worked.result.net)) : bold(euro(cents(worked.result.net)))} (retribuzione ÷ 13,5: nel lavoro domestico senza detrazioni)`
    : fundAsked(ctx.message) && !perMonth
      ? `il contributo dello 0,50% al Fondo di garanzia INPS ${period} è di ${bold(euro(cents(worked.result.gross - worked.result.net)))}: si toglie dalla quota lorda di TFR di ${euro(cents(worked.result.gross))}, che resta accantonata per ${euro(cents(worked.result.net))}`
      : GROSS_ASKED.test(readable(ctx.message))
        ? `la quota di TFR lorda maturata ${period} è di ${perMonth ? euro(cents(worked.result.gross)) : bold(euro(cents(worked.result.gross)))}, prima dello 0,50% al Fondo di garanzia INPS (accantonata al netto: ${euro(cents(worked.result.net))})`
        : `il TFR maturato ${period} è di ${perMonth ? euro(cents(worked.result.net)) : bold(euro(cents(worked.result.net)))} (quota lorda ${euro(cents(worked.result.gross))} meno lo 0,50% al Fondo di garanzia INPS)`;
  // "e se fosse durato 4 mesi e 10 giorni?": the days under half a month do not count (tfr-month-fraction.ts).
  const fraction = months !== 12 && !periodTotal ? monthFractionNote(ctx.message) : undefined;
  // "quanto accantonare al mese per tredicesima, quattordicesima e TFR?": the extra months' ratei too.
  const provisions = perMonth ? extraMonthProvisions(ctx.message, base.monthly, base.payments) : undefined;
  return compose({
    answer: perMonth
      ? `Con ${base.label}, il TFR accantonato ogni mese è di ${bold(euro(cents(worked.result.net / 12)))} (quota lorda ${euro(cents(worked.result.gross / 12))}): ${yearly}, diviso 12.${provisions ? ` ${provisions.sentence}` : ''}`
      : periodTotal
        ? `Con una retribuzione utile del periodo di ${euro(base.annual)} (il totale ${untimed ? 'del periodo' : `dei ${stated} mesi`}, non da riproporzionare), ${yearly}.`
        : YEAR_GROSS_ASKED.test(readable(ctx.message)) && months === 12
          ? // "quanto è la retribuzione annua lorda su 14 mensilità e quanto TFR?": the year's gross first, as asked.
            `Con ${base.label}, la retribuzione annua lorda è di ${bold(euro(cents(base.annual)))} e ${yearly}${calendar ? `; ${calendar.note}` : ''}.`
          : `${fraction ? `${fraction} ` : ''}Con ${base.label}, ${yearly}${calendar ? `; ${calendar.note}` : ''}.`,
    steps: [...(provisions?.steps ?? []), ...parts.steps],
    assumptions: [...base.assumptions.filter((a) => !a.includes('Solo minimo')), ...parts.assumptions],
    unanswerable: parts.unanswerable,
    citations: [...base.citations, ...parts.citations],
    related: related(ctx.message),
  });
}

/**
 * The December advance on the previous year's revaluations given as an amount (historical method): 90% of their
 * 17% tax, in one step, so that neither the whole year's tax nor 90% of the revaluations reads as the advance.
 */
function advanceOnRevaluations(data: TfrData, revaluations: number, message: string): AgentAnswer {
  const rate = data.rule.substitute_tax_pct;
  const advance = cents((revaluations * rate * 0.9) / 100);
  const payment = data.substitute_tax_payment;
  return compose({
    answer: `L'acconto dell'imposta sostitutiva da versare ${bold('entro il 16 dicembre')}, col metodo storico, è ${bold(euro(advance))}: il 90% dell'imposta del ${percent(rate)} sulle rivalutazioni dell'anno precedente (${euro(cents(revaluations))}); il saldo si versa entro il 16 febbraio dell'anno successivo.`,
    steps: [
      `Acconto (metodo storico): ${euro(cents(revaluations))} × ${percent(rate)} × 90% = ${euro(advance)}.`,
      ...(payment ? [payment.text] : []),
    ],
    citations: sourceCitations([
      ...data.rule.sources.map((s) => toSourceRef(s)),
      ...(payment ? payment.sources.map((s) => toSourceRef(s)) : []),
    ]),
    related: related(message),
  });
}
