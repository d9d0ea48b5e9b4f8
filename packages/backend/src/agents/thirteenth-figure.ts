import { euro, italianDate } from '../kb/format.js';
import { hasPayTables, noTablesSentence, withoutTablesOffer, withoutTablesQuestions } from '../kb/pay-gap.js';
import { additionalMonthProRata, cents } from '../payroll/index.js';
import type { TypedRequest } from '../reader/request.js';
import { readable } from '../reader/text.js';
import { type AgentAnswer, citeSources } from './answer.js';
import { payerBesideAmount } from './cassa-edile-office.js';
import { bold, compose } from './compose.js';
import type { AgentContext } from './context.js';
import { fourteenthAsked } from './extra-month-asked.js';
import { contributionsOnExtraMonth } from './extra-month-contributions.js';
import { leaveInThirteenth } from './extra-month-leave.js';
import { asksWithMonthPay, boardOnExtraMonth, itemsOnExtraMonth } from './extra-month-paid-items.js';
import { computed, isAnswer, related } from './figure-answers.js';
import { fractionWords, monthThreshold } from './month-threshold.js';
import { partialYearShare } from './partial-year.js';
import { agreementOf, isDomestic, type PayBase, yearOf } from './pay-base.js';
import { ratePeriodYear } from './ratei-period.js';
import { rateiShareOpening } from './ratei-without-pay.js';
import { thirteenthNetApart } from './thirteenth-net-apart.js';
import { workedParts } from './worked.js';
import { yearMinimumTotal } from './year-minimum-total.js';

/** Tredicesima or quattordicesima: one month's pay a year, 1/12 for each month worked (15-day rule). */
export function thirteenth(ctx: AgentContext, req: TypedRequest, base: PayBase | undefined): AgentAnswer {
  const apart = thirteenthNetApart(ctx, req); // its own gross stated, its net asked (thirteenth-net-apart.ts)
  if (apart) return apart;
  // "quanto fa in tutto il minimo del 2026, gennaio-dicembre, tredicesima compresa?" (year-minimum-total.ts)
  const yearTotal = base ? yearMinimumTotal(ctx, req, base) : undefined;
  if (yearTotal) return yearTotal;
  const fourteenth = fourteenthAsked(ctx.message, ctx.history?.at(-1));
  const which = fourteenth ? '14ª' : '13ª';
  const name = fourteenth ? 'quattordicesima' : 'tredicesima';
  const ccnl = base?.ccnl ?? agreementOf(ctx, req);
  const extra = ccnl?.monthly_payments.extra?.find(
    (e) => e.name.toLowerCase().includes(fourteenth ? '14' : '13') || e.name.toLowerCase().includes(name),
  );
  // The 13th's twelfths by the agreement's month rule ("oltre 15 giorni"); the 14th keeps the common one.
  const threshold = fourteenth ? 15 : monthThreshold(ccnl);
  const citations = ccnl?.monthly_payments.text
    ? citeSources(
        ccnl,
        `Mensilità del ${ccnl.short_name}: ${ccnl.monthly_payments.text}`,
        null,
        ccnl.monthly_payments.sources,
        1,
      )
    : [];
  const method = `La ${name} matura 1/12 della retribuzione mensile per ogni mese lavorato (${fractionWords(threshold)} conta come mese intero), ${fourteenth ? 'di solito da luglio a giugno, dove il CCNL la prevede' : 'da gennaio a dicembre'}.`;
  const paid = extra?.paid
    ? `Nel ${ccnl?.short_name} si paga ${extra.paid}.`
    : ccnl?.monthly_payments.text
      ? `Nel ${ccnl.short_name}: ${ccnl.monthly_payments.text}`
      : '';
  // A level of an agreement without pay tables: the gap first, then the rule it would be computed by.
  if (!base && ccnl && req.slots.level && !hasPayTables(ccnl))
    return compose({
      answer: `${noTablesSentence(ccnl, bold)} ${withoutTablesOffer(`la ${name}`)}`,
      steps: [
        method,
        ...(paid ? [paid] : []),
        '',
        'Indica il lordo mensile e i mesi lavorati, o la data di assunzione.',
      ],
      citations,
      related: withoutTablesQuestions(ccnl),
    });
  if (!base)
    return compose({
      answer:
        rateiShareOpening(
          req,
          name,
          ratePeriodYear(fourteenth, yearOf(ctx, req), req.slots.hireDate, req.slots.endDate),
          threshold,
        ) ??
        `La ${name} vale ${bold('un dodicesimo (1/12) della retribuzione mensile per ogni mese lavorato')}: con l'anno intero, una mensilità piena.`,
      steps: [
        // "assunta a marzo: le spetta intera?": the months from the start month (partial-year.ts).
        ...[partialYearShare(readable(ctx.message), name)].filter((s): s is string => s !== undefined),
        method,
        ...(paid ? [paid] : []),
        '',
        'Indica il lordo mensile (o CCNL e livello) e i mesi lavorati, o la data di assunzione, per l’importo.',
      ],
      citations,
      related: related(ctx.message),
    });
  const hire = req.slots.hireDate;
  const end = req.slots.endDate;
  const year = ratePeriodYear(fourteenth, yearOf(ctx, req), hire, end, readable(ctx.message));
  const period = fourteenth
    ? { start: `${year - 1}-07-01`, end: `${year}-06-30` }
    : { start: `${year}-01-01`, end: `${year}-12-31` };
  // "EDR compreso": an item paid on the 13 instalments is part of the month the rateo is a twelfth of.
  // (So is a household worker's board and lodging allowance told beside her pay: extra-month-paid-items.ts.)
  const items = itemsOnExtraMonth(ctx, req, base, fourteenth) ?? boardOnExtraMonth(ctx, base, fourteenth);
  // Not rounded: a part-time share of the month (1.484,5275) keeps its decimals until the rateo.
  const monthly = base.monthly + (items?.amount ?? 0);
  const worked = computed(ctx, () =>
    additionalMonthProRata({
      which,
      monthly,
      threshold,
      ...(req.slots.monthsWorked !== undefined
        ? { months: Math.min(req.slots.monthsWorked, 12) }
        : hire || end
          ? {
              // Hired during the period, or leaving before its end (a resignation): the months in between.
              worked: {
                from: hire && hire.localeCompare(period.start) > 0 ? hire : period.start,
                to: end && end.localeCompare(period.end) < 0 ? end : period.end,
              },
              period,
            }
          : { months: 12 }),
    }),
  );
  if (isAnswer(worked)) return worked;
  const parts = workedParts(worked);
  const months = worked.result.months;
  const rateo = cents(worked.result.amount);
  // "quanto fa in tutto con lo stipendio del mese": a whole month's pay with the rateo (hired on the 1st).
  const withPay = asksWithMonthPay(ctx.message) && (!hire || hire.endsWith('-01'));
  // Maternity or parental leave told in the year: months that count (extra-month-leave.ts).
  const leave = fourteenth ? undefined : leaveInThirteenth(ctx.message, ctx.history, year, ccnl);
  const closes = base.label.endsWith(')');
  const label = items
    ? `${closes ? base.label.slice(0, -1) : base.label}, più ${items.label}${closes ? ')' : ''}`
    : base.label;
  return compose({
    answer: `Con ${label}, la ${name} per ${months} ${months === 1 ? 'mese' : 'mesi'}${months > 0 && months < 12 ? ` (${months}/12)` : ''} è di ${bold(euro(rateo))} lordi${withPay ? `; con lo stipendio del mese (${euro(monthly)}) fa in tutto ${bold(euro(cents(monthly + rateo)))} lordi` : ''}.${contributionsOnExtraMonth(ctx.message, ctx.history, year, rateo, name, isDomestic(ccnl)) ?? ''}${leave ? ` ${leave.sentence}` : ''}${fourteenth ? '' : payerBesideAmount(ctx, ccnl)}`,
    steps: [
      method,
      ...(leave?.steps ?? []),
      ...(paid ? [paid] : []),
      ...(items
        ? [`Retribuzione mensile: ${euro(cents(base.monthly))} + ${items.label} = ${euro(monthly)}.`]
        : []),
      '',
      ...parts.steps,
      ...(withPay
        ? ['', `Totale del mese: ${euro(monthly)} + ${euro(rateo)} = ${euro(cents(monthly + rateo))}.`]
        : []),
    ],
    assumptions: [
      ...base.assumptions.filter((a) => !a.includes('mensilità')),
      ...(hire ? [`Assunzione dal ${italianDate(hire)}.`] : []),
      ...(end ? [`Ultimo giorno di lavoro il ${italianDate(end)}.`] : []),
      ...(req.slots.monthsWorked === undefined && !hire && !end ? ['Anno intero lavorato.'] : []),
      ...parts.assumptions,
      'Importo lordo: la mensilità aggiuntiva è tassata senza detrazioni.',
    ],
    citations: [...base.citations, ...citations, ...(leave?.citations ?? [])],
    related: related(ctx.message),
  });
}
