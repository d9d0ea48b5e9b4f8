import { euro, italianDate, MONTHS } from '../kb/format.js';
import { cents, tfrAccrualWorked, tfrRevaluationWorked } from '../payroll/index.js';
import type { TypedRequest } from '../reader/request.js';
import { readable } from '../reader/text.js';
import type { AgentAnswer } from './answer.js';
import { bold, compose } from './compose.js';
import type { AgentContext } from './context.js';
import { computed, isAnswer, related } from './figure-answers.js';
import { amount, payrollData } from './pay-base.js';
import { inflationGiven, statesOwnFund } from './tfr-inflation.js';
import { workedParts } from './worked.js';
import { tfrOrCostBase } from './year-tfr.js';

/**
 * The TFR owed when someone leaves during the year and the question gives the fund as it stood at the start of
 * the year ("se ne va il 31 ottobre … a inizio anno il fondo era 7.800"): the fund, its revaluation up to the
 * leaving month (the month's published ISTAT coefficient: 1,5% × months / 12 + 75% of the FOI increase since
 * December, art. 2120 c.c.) net of the 17% substitute tax, plus the year's quotas for the months worked (a month
 * counts with 15 days or more). When the month's coefficient is not in the knowledge base and no inflation is
 * given, the total is the fund plus the quotas and the revaluation is named as the part left out.
 */

const LEAVING =
  /\b(?:se ne va|se ne andr\w*|se ne e andat\w*|va via|andra via|lascia|lascer\w*|si dimett\w*|dimission\w*|dimess\w*|licenzi\w*|cessazion\w*|cessa|fine rapporto|ultimo giorno|esce|uscira)\b/;
/** The fund is stated as it stood before this year's quotas. */
const FUND_AT_START =
  /\b(?:a inizio anno|all'inizio dell'anno|al 1° gennaio|al primo gennaio|al 31 dicembre|al 31[/.]12|a fine (?:anno|dicembre)|a gennaio|gia accantonat\w*|accantonat\w*|maturat\w*|accumulat\w*)\b/;

export function tfrAtLeaving(ctx: AgentContext, req: TypedRequest): AgentAnswer | undefined {
  const text = readable(ctx.message);
  const leaving = req.slots.endDate ?? (LEAVING.test(text) ? req.slots.date : undefined);
  const fund = amount(req, 'other');
  if (!leaving || fund === undefined || fund < 100 || !statesOwnFund(text) || !FUND_AT_START.test(text))
    return undefined;
  // The pay the quotas accrue on: the RAL, a monthly gross or the level's minimum, never the fund itself.
  const payOnly = {
    ...req,
    slots: { ...req.slots, amounts: req.slots.amounts.filter((a) => a.kind !== 'other') },
  };
  const base = tfrOrCostBase(ctx, payOnly);
  if (!base) return undefined;
  const year = Number(leaving.slice(0, 4));
  // A hire this year has no fund from before: the span answers (tfr-span.ts).
  if (req.slots.hireDate && Number(req.slots.hireDate.slice(0, 4)) >= year) return undefined;
  const month = Number(leaving.slice(5, 7));
  const day = Number(leaving.slice(8, 10));
  const months = day >= 15 ? month : month - 1;
  const accrual = computed(ctx, () => tfrAccrualWorked({ annualPay: base.annual, months }));
  if (isAnswer(accrual)) return accrual;
  const accrualParts = workedParts(accrual);
  const data = payrollData();
  const period = `${year}-${String(months).padStart(2, '0')}`;
  const monthName = `${MONTHS[months - 1] ?? ''} ${year}`;
  const inflation = inflationGiven(ctx.message);
  const known = months > 0 && data?.tfr.coefficients.some((c) => c.period === period);
  const revaluation =
    data && months > 0 && (known || inflation !== undefined)
      ? computed(ctx, () =>
          tfrRevaluationWorked(
            data.tfr,
            known
              ? { accrued: fund, period }
              : { accrued: fund, foiIncreasePct: inflation as number, months },
          ),
        )
      : undefined;
  if (revaluation && isAnswer(revaluation)) return revaluation;
  const quotas = cents(accrual.result.net);
  const leftDay = italianDate(leaving);
  const startFund = `fondo al 31 dicembre ${year - 1} ${euro(fund)}`;
  const quotaText =
    months === 0
      ? `nessuna quota del ${year} (meno di 15 giorni di lavoro nell'anno)`
      : `quote del ${year} per ${months} ${months === 1 ? 'mese' : 'mesi'} ${euro(quotas)}`;
  const steps = [...accrualParts.steps];
  const assumptions = [
    `Fondo al 31 dicembre ${year - 1} di ${euro(fund)}, come indicato, senza anticipi.`,
    'Il mese di cessazione conta come mese intero con almeno 15 giorni di lavoro.',
    'Importo lordo: alla cessazione il TFR è soggetto a tassazione separata (aliquota media degli anni precedenti), qui non calcolata.',
    ...base.assumptions.filter((a) => !a.includes('Solo minimo')),
    ...accrualParts.assumptions,
  ];
  const unanswerable = [...accrualParts.unanswerable];
  const citations = [...base.citations, ...accrualParts.citations];
  let answer: string;
  if (revaluation) {
    const parts = workedParts(revaluation);
    steps.push('', ...parts.steps);
    citations.push(...parts.citations);
    unanswerable.push(...parts.unanswerable);
    const net = cents(cents(revaluation.result.revaluation) - cents(revaluation.result.substituteTax));
    const total = cents(fund + net + quotas);
    answer = `Alla cessazione del ${leftDay}, con ${base.label}, il TFR da liquidare è di ${bold(euro(total))} lordi: ${startFund} + rivalutazione netta fino a ${monthName} ${euro(net)} + ${quotaText}.`;
  } else {
    const total = cents(fund + quotas);
    answer = `Alla cessazione del ${leftDay}, con ${base.label}, il TFR da liquidare è di ${bold(euro(total))} lordi prima della rivalutazione del fondo: ${startFund} + ${quotaText}.`;
    if (months > 0)
      unanswerable.push(
        `la rivalutazione del fondo fino a ${monthName}: il coefficiente ISTAT di ${monthName} non è nella base di conoscenza (è pubblicato a metà del mese successivo); con l'aumento dei prezzi FOI da dicembre posso calcolarla (1,5% × ${months}/12 più il 75% dell'aumento).`,
      );
  }
  return compose({ answer, steps, assumptions, unanswerable, citations, related: related(ctx.message) });
}
