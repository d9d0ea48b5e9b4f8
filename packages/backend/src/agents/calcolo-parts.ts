import { euro, italianDate, NOT_AVAILABLE } from '../kb/format.js';
import type { LevelPay } from '../kb/pay.js';
import { findLevel, tableAt } from '../kb/pay.js';
import { noTablesSentence, withoutTablesOffer, withoutTablesQuestions } from '../kb/pay-gap.js';
import type { Ccnl } from '../kb/schema.js';
import { cents } from '../payroll/net-pay.js';
import type { TaxYear } from '../payroll/rules.js';
import type { TypedRequest } from '../reader/request.js';
import { readable } from '../reader/text.js';
import { type AgentAnswer, type Citation, citeSources, finishAnswer, pickQuestions } from './answer.js';
import type { AgentContext } from './context.js';
import { surchargeOf } from './net-steps.js';
import { isDomestic } from './pay-base.js';
import { PAYSLIP_FIELDS, type PayslipField } from './payslip.js';
import { statedMunicipalRate, statedRegionalRate } from './stated-municipal-rate.js';

/**
 * The parts of calcolo's answer: the payslip fields read from the request, a level typed as the agreement's
 * code, the question for a missing field, the surcharges, the tables' sources and the answer when an agreement
 * has no pay table.
 */

/**
 * The hire the question tells ("assunta a marzo 2020") is the service, not the date of the tables: the pay is
 * today's (or the date the question asks) unless the reader read a date of its own.
 */
export function withoutHireDate(fields: Fields, slots: TypedRequest['slots'] | undefined): Fields {
  if (!slots?.hireDate || slots.date || fields.data !== slots.hireDate) return fields;
  const { data: _hire, ...rest } = fields;
  return rest;
}

/** The payslip fields the reader found in the question and the conversation (a follow-up keeps them). */
export function fieldsFromRequest(ctx: AgentContext, ccnl: Ccnl): Fields {
  const slots = ctx.request?.slots;
  if (!slots) return {};
  const out: Fields = {};
  if (slots.level) out.livello = slots.level;
  if (slots.date) out.data = slots.date;
  else if (slots.taxYear && String(slots.taxYear) !== ctx.today.slice(0, 4))
    // A year asked without a date: the tables of its last day (or first, for a year ahead).
    out.data =
      slots.taxYear < Number(ctx.today.slice(0, 4)) ? `${slots.taxYear}-12-31` : `${slots.taxYear}-01-01`;
  if (slots.taxYear) out.anno_fiscale = String(slots.taxYear);
  if (slots.seniorityIncrements !== undefined) out.scatti = String(slots.seniorityIncrements);
  if (slots.seniorityYears !== undefined) out.anzianita_anni = String(slots.seniorityYears);
  if (slots.partTimePercent !== undefined) out.part_time = String(slots.partTimePercent);
  // "part-time 24 ore": the hours over the agreement's full time give the share (domestic work is paid by the hour).
  else if (slots.weeklyHours !== undefined && !isDomestic(ccnl))
    out.ore_settimanali = String(slots.weeklyHours);
  if (slots.region) out.regione = slots.region;
  if (slots.municipality) out.comune = slots.municipality;
  // "Siamo in Veneto: metta 1,23% di regionale e 0,8% di comunale": the rates given beat the tables'.
  if (slots.region || slots.municipality || /\baddizional/.test(readable(ctx.message))) {
    const regional = statedRegionalRate(ctx, slots);
    const municipal = statedMunicipalRate(ctx, slots);
    if (regional !== undefined) out.addizionale_regionale = String(regional);
    if (municipal && !municipal.exemptionThreshold) out.addizionale_comunale = String(municipal.ratePct);
  }
  const superminimo = slots.amounts.find((a) => a.kind === 'superminimo');
  if (superminimo) out.superminimo = String(superminimo.value);
  return out;
}

/** calcolo's answer also says which payslip fields to remember for the next question. */
export interface CalcoloAnswer extends AgentAnswer {
  /** Values to remember for the conversation's next question; null forgets a field. */
  payslipUpdates: Partial<Record<PayslipField, string | null>>;
}

export const FIELD_LIST = (Object.keys(PAYSLIP_FIELDS) as PayslipField[])
  .map((f) => `${f} (${PAYSLIP_FIELDS[f]})`)
  .join(', ');

// The rate of the 2% inflation example of the payroll rules (§7), shown as such.
export const EXAMPLE_INFLATION_PCT = 2;

export type Fields = Partial<Record<PayslipField, string>>;

/** A stored or typed level ("4", "quarto", "C3", "3 super") as the agreement's code; undefined if none. */
export function resolveLevel(ccnl: Ccnl, value: string): string | undefined {
  const exact = ccnl.levels.find((l) => l.level.toLowerCase() === value.toLowerCase());
  return exact?.level ?? findLevel(ccnl, `livello ${value}`) ?? findLevel(ccnl, value);
}

export function ask(
  ccnl: Ccnl,
  field: PayslipField,
  lines: string[],
  citations: Citation[],
  updates: Partial<Record<PayslipField, string | null>>,
): CalcoloAnswer {
  const body = [
    ...lines,
    '',
    `Indica il campo «${field}» (${PAYSLIP_FIELDS[field]}) e ricalcolo la stima con i dati aggiornati.`,
  ];
  return {
    ...finishAnswer(
      body,
      citations,
      [
        `Quali sono i minimi retributivi per livello nel ${ccnl.short_name}?`,
        `Quante mensilità prevede il ${ccnl.short_name} e quando si pagano?`,
        `Come funzionano gli scatti di anzianità nel ${ccnl.short_name}?`,
      ],
      {
        showAction: true,
        calcolaField: field,
      },
    ),
    payslipUpdates: updates,
  };
}

export function surchargeFor(
  kind: 'regionale' | 'comunale',
  fields: Fields,
  ctx: AgentContext,
  year: TaxYear,
) {
  const place = kind === 'regionale' ? fields.regione : fields.comune;
  // ("comunale 0,7% con esenzione fino a 15.000 €": a rate said with its threshold is no payslip field, yet the case's.)
  const rate =
    kind === 'regionale'
      ? fields.addizionale_regionale
      : (fields.addizionale_comunale ?? statedMunicipalRate(ctx, { municipality: place }));
  return surchargeOf(
    ctx,
    kind,
    place,
    rate,
    year,
    `indica l'aliquota nel campo «addizionale_${kind}» per includerla`,
  );
}

/** The sources of the tables in force on `date` (the minimums an answer lists). */
export function tableCitations(ccnl: Ccnl, date: string): Citation[] {
  const { current } = tableAt(ccnl, date);
  if (!current) return [];
  const when = italianDate(current.effective_from);
  return citeSources(
    ccnl,
    `Minimi del ${ccnl.short_name} dal ${when}`,
    `tabella minimi dal ${when}`,
    current.sources,
  );
}

/** A level's pay asked of an agreement with no pay table: the gap, and the calculation from a gross instead. */
export function noTablesAnswer(
  ccnl: Ccnl,
  updates: Partial<Record<PayslipField, string | null>>,
): CalcoloAnswer {
  const body = [
    `${noTablesSentence(ccnl, (t) => `**${t}**`)} ${withoutTablesOffer('il netto')}`,
    '',
    'Scrivi nella domanda il lordo mensile o la RAL, con le mensilità, e ricalcolo la stima.',
  ];
  return { ...finishAnswer(body, [], withoutTablesQuestions(ccnl)), payslipUpdates: updates };
}

export function rows(table: [string, string][]): string[] {
  return ['| Voce | Importo |', '| --- | ---: |', ...table.map(([a, b]) => `| ${a} | ${b} |`)];
}

/**
 * The part-time share is told either as a percentage or as weekly hours: the one the turn states replaces the
 * other the conversation kept ("24 ore" then "e se riduciamo a 20 ore?" is no longer the 60% remembered).
 */
export function staleHoursShare(
  fromMessage: Partial<Record<PayslipField, string>>,
): 'part_time' | 'ore_settimanali' | undefined {
  if (fromMessage.ore_settimanali !== undefined && fromMessage.part_time === undefined) return 'part_time';
  if (fromMessage.part_time !== undefined && fromMessage.ore_settimanali === undefined)
    return 'ore_settimanali';
  return undefined;
}

/**
 * The monthly gross alone when the agreement's number of monthly payments is not verified: the annual gross and
 * the net are the gap, with the month's items, the table's date and the notes.
 */
export function unknownPaymentsAnswer(
  ccnl: Ccnl,
  message: string,
  parts: {
    lead: string;
    monthly: number;
    table: [string, string][];
    pay: LevelPay;
    notes: string[];
    citations: Citation[];
  },
  updates: CalcoloAnswer['payslipUpdates'],
): CalcoloAnswer {
  const { lead, monthly, table, pay, notes, citations } = parts;
  const body = [
    `Stima per il ${lead}: lordo mensile ${euro(cents(monthly))}. Lordo annuo e netto: ${NOT_AVAILABLE} (${(ccnl.monthly_payments.gap ?? 'numero di mensilità non verificato').replace(/\.$/, '')}).`,
    '',
    ...rows(table),
    '',
    `Minimi in vigore dal ${italianDate(pay.table.effective_from)}.${pay.table.note ? ` ${pay.table.note}` : ''}`,
    ...notes.map((n) => `- ${n}`),
  ];
  return {
    ...finishAnswer(
      body,
      citations,
      pickQuestions(
        [
          `Quali sono i minimi retributivi per livello nel ${ccnl.short_name}?`,
          `Fino a quando è valido il ${ccnl.short_name}?`,
          `Quali mansioni rientrano nei livelli del ${ccnl.short_name}?`,
        ],
        message,
        3,
      ),
    ),
    payslipUpdates: updates,
  };
}
