import { euro, MONTH_NAMES, percent } from '../kb/format.js';
import { cents, isTaxYear, payrollThresholds } from '../payroll/index.js';
import { grossIrpef } from '../payroll/net-pay.js';
import { TAX_YEARS, type TaxYear, YEAR_RULES } from '../payroll/rules.js';
import { GROSS_TAX } from '../reader/asked-topic.js';
import type { TypedRequest } from '../reader/request.js';
import { readable } from '../reader/text.js';
import type { AgentAnswer } from './answer.js';
import { bold, compose } from './compose.js';
import type { AgentContext } from './context.js';
import { yearOf } from './pay-base.js';
import { sourceCitations } from './worked.js';

const RELATED = [
  'Quanto costa all’azienda un dipendente con RAL di 30.000 €?',
  'Quali sono gli scaglioni IRPEF del 2026?',
  'Quanto TFR matura in un anno con una RAL di 30.000 €?',
];

/** A payslip's month ("busta di ottobre", "cedolino", "imponibile del mese"): its taxable pay is the month's. */
const MONTH_PAYSLIP = new RegExp(
  String.raw`\b(?:busta|cedolino|mensil\w*|al mese|del mese|(?:di|a|ad) (?:${MONTH_NAMES}))\b`,
);
/** "imponibile annuo", "reddito annuale", "all'anno": the year's taxable income, whatever else is said. */
const YEARLY =
  /\b(?:imponibile|reddito)\s+(?:\w+\s+)?annu\w*|\bannual\w*|\ball'anno\b|\bral\b|\breddito complessivo\b/;
/** A subject of its own in a follow-up: "e il netto?", "e le detrazioni?" ask something else than the gross tax. */
const OWN_SUBJECT =
  /\birpef\b|detrazion|scaglion|aliquot|\bnett\w*|\binps\b|contribut|addizional|cuneo|integrativ|\btfr\b|\bcost\w*/;

/**
 * The gross IRPEF asked: named in the question, or in the turn before when the follow-up only changes the year or
 * the income ("Stesso imponibile per l'anno d'imposta 2025?", "e con 35.000?").
 */
export function grossTaxAsked(text: string, history?: readonly string[]): boolean {
  if (GROSS_TAX.test(text)) return true;
  const before = history?.at(-1);
  return (
    before !== undefined && text.length < 90 && !OWN_SUBJECT.test(text) && GROSS_TAX.test(readable(before))
  );
}

/** No month's taxable pay reaches this: a larger figure is the year's. */
const MONTHLY_CEILING = 20_000;

/**
 * The gross IRPEF on a taxable income, bracket by bracket, for the tax year asked. A payslip's month
 * ("busta di ottobre: imponibile fiscale 2.000, IRPEF lorda 460: torna?") is annualised (× 12), taxed on the
 * year's brackets and divided by 12, as the withholding is; an IRPEF the payslip states is checked against it.
 */
export function grossTax(ctx: AgentContext, req: TypedRequest): AgentAnswer | undefined {
  const figures = req.slots.amounts.filter((a) => !a.perHour).map((a) => a.value);
  const income = Math.max(...figures.filter((v) => v >= 1000), Number.NEGATIVE_INFINITY);
  if (!Number.isFinite(income)) return undefined;
  const text = readable(ctx.message);
  const monthly = income < MONTHLY_CEILING && MONTH_PAYSLIP.test(text) && !YEARLY.test(text);
  const stated = monthly ? figures.find((v) => v !== income && v < income) : undefined;
  const asked = yearOf(ctx, req);
  const year: TaxYear = isTaxYear(asked) ? asked : 2026;
  const yearly = monthly ? income * 12 : income;
  const lines: string[] = [];
  let from = 0;
  for (const bracket of YEAR_RULES[year].irpefBrackets) {
    const to = bracket.upTo ?? Number.POSITIVE_INFINITY;
    if (yearly > from) {
      const part = Math.min(yearly, to) - from;
      lines.push(
        `- ${percent(bracket.ratePct)} su ${euro(part)} (da ${euro(from)} a ${euro(Math.min(yearly, to))}) = ${euro(cents((part * bracket.ratePct) / 100))}`,
      );
    }
    from = to;
  }
  const annualTax = cents(grossIrpef(yearly, year));
  const tax = monthly ? cents(grossIrpef(yearly, year) / 12) : annualTax;
  const verdict =
    stated === undefined
      ? ''
      : Math.abs(stated - tax) <= 1
        ? ` La cifra in busta (${euro(stated)}) torna.`
        : ` La busta indica ${euro(stated)}: ${euro(cents(Math.abs(stated - tax)))} ${stated > tax ? 'in più' : 'in meno'} del calcolo.`;
  // "il gestionale usa ancora il 35% tra 28.000 e 50.000 nel 2026": a rate the year does not have is corrected.
  const rates = YEAR_RULES[year].irpefBrackets.map((b) => b.ratePct);
  const wrongRate = [...text.matchAll(/(\d{1,2}(?:,\d+)?)\s*%/g)]
    .map((m) => Number((m[1] ?? '').replace(',', '.')))
    .find((rate) => rate >= 20 && rate <= 50 && !rates.includes(rate));
  const rateNote =
    wrongRate === undefined
      ? ''
      : ` Le aliquote ${year} sono ${rates.map((r) => percent(r)).join(', ')}: il ${percent(wrongRate)} non è un'aliquota del ${year}.`;
  // "quanto è con le regole 2026 e quanto era con quelle 2025?": both years named, the difference is what the
  // comparison asks for, stated beside the two taxes.
  const other = monthly
    ? undefined
    : TAX_YEARS.find((y) => y !== year && new RegExp(String.raw`\b${y}\b`).test(text));
  const otherTax = other === undefined ? undefined : cents(grossIrpef(yearly, other));
  const difference =
    other === undefined || otherTax === undefined
      ? ''
      : ` Con le regole ${other} era di ${bold(euro(otherTax))}: la differenza è di ${bold(euro(cents(Math.abs(otherTax - annualTax))))} l'anno (${annualTax < otherTax ? `meno imposta nel ${year}` : annualTax > otherTax ? `più imposta nel ${year}` : 'nessuna variazione'}).`;
  return compose({
    answer: monthly
      ? `L'IRPEF lorda ${year} del mese su un imponibile di ${euro(income)} è di ${bold(euro(tax))}, prima di detrazioni e ulteriori riduzioni.${verdict}${rateNote}`
      : `L'IRPEF lorda ${year} su un imponibile di ${euro(income)} è di ${bold(euro(tax))}, prima di detrazioni e ulteriori riduzioni.${difference}${rateNote}`,
    steps: [
      ...(monthly ? [`Imponibile del mese annualizzato: ${euro(income)} × 12 = ${euro(yearly)}.`] : []),
      `Scaglioni IRPEF ${year}, applicati per parti:`,
      ...lines,
      `Totale IRPEF lorda${monthly ? ' annua' : ''}: ${euro(annualTax)}.`,
      ...(other !== undefined && otherTax !== undefined
        ? [
            `IRPEF lorda con gli scaglioni ${other}: ${euro(otherTax)}; differenza ${euro(otherTax)} − ${euro(annualTax)} = ${euro(cents(otherTax - annualTax))}.`,
          ]
        : []),
      ...(monthly ? [`IRPEF lorda del mese: ${euro(annualTax)} / 12 = ${euro(tax)}.`] : []),
    ],
    assumptions: [
      ...(isTaxYear(asked) ? [] : [`Regole del ${asked} non disponibili: ho usato quelle del 2026.`]),
      ...(monthly
        ? [
            'Imponibile mensile costante per tutto l’anno: il sostituto d’imposta applica gli scaglioni annui all’imponibile annualizzato; il conguaglio di fine anno ricalcola l’imposta sul reddito effettivo.',
          ]
        : []),
      "L'importo è l'imposta lorda: l'IRPEF netta si ottiene togliendo le detrazioni (lavoro dipendente, familiari, cuneo).",
    ],
    citations: sourceCitations([
      ...payrollThresholds(year, 'irpef').sources,
      ...(other === undefined ? [] : payrollThresholds(other, 'irpef').sources),
    ]),
    related: RELATED,
  });
}
