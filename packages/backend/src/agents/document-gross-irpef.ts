/**
 * A year-end statement's gross IRPEF checked ("Verifichi l'IRPEF lorda del conguaglio allegato: è corretta?"):
 * the tax on the statement's annual taxable income at the brackets of its tax year (payroll rules §2), against
 * the figure it prints. When the printed figure is another year's brackets' (the 2025 35% used in 2026), that is
 * said: it is the usual cause.
 *
 *   documentGrossIrpef(ctx): AgentAnswer | undefined
 */

import { labelledValues } from '../documents/labelled-values.js';
import { indexOf, passagesText } from '../kb/documents.js';
import { euro, figureValue, percent } from '../kb/format.js';
import { payrollThresholds } from '../payroll/index.js';
import { cents, extraDeduction, grossIrpef } from '../payroll/net-pay.js';
import { CUNEO, isTaxYear, TAX_YEARS, type TaxYear, YEAR_RULES } from '../payroll/rules.js';
import { readable } from '../reader/text.js';
import { type AgentAnswer, citePassage } from './answer.js';
import { bold, compose } from './compose.js';
import type { AgentContext } from './context.js';
import { sourceCitations } from './worked.js';

export { documentRalTax } from './document-ral-tax.js';

const ANNUAL_INCOME = /\bimponibile (?:fiscale|irpef)\b/i;
const GROSS_TAX = /\b(?:irpef|imposta) lord[ao]\b/i;
// The gross tax named and checked: "verifichi l'IRPEF lorda", "l'imposta lorda è giusta?", "torna?".
const ASKS_GROSS = /\b(?:irpef|imposta) lord[oa]\b/;
const ASKS_CHECK = /\b(?:corrett\w*|giust\w*|esatt\w*|torna\w*|verific\w*|controll\w*|sbagliat\w*|errat\w*)/;
const TAX_YEAR = /\b(?:anno|periodo) d'imposta (20\d\d)\b/i;
// (Or the statement's heading, "PROSPETTO CONGUAGLIO FISCALE 2026", or the rules the question names, "con le
// regole 2026".)
const HEADING_YEAR = /\b(?:conguaglio(?: fiscale)?(?: di fine anno)?|certificazione unica|cu)\s+(20\d\d)\b/i;
const RULES_YEAR = /\b(?:regole|aliquote|scaglioni|norme)(?: (?:del|per il|in vigore nel))? (20\d\d)\b/;
// The cuneo's additional deduction asked beside it ("IRPEF lorda e ulteriore detrazione non tornano").
const EXTRA_ASKED = /\bulteriore detrazione\b/i;
const EXTRA_LABEL = /\bulteriore detrazione\b|\bdetrazione (?:aggiuntiva|cuneo)\b/i;

/** The brackets' rates of a year, as the statement would read them ("23%, 35% e 43%"). */
function rates(year: TaxYear): string {
  return YEAR_RULES[year].irpefBrackets.map((b) => percent(b.ratePct)).join(', ');
}

export function documentGrossIrpef(ctx: AgentContext): AgentAnswer | undefined {
  const question = readable(ctx.message);
  if (!ASKS_GROSS.test(question) || !ASKS_CHECK.test(question)) return undefined;
  for (const document of ctx.documents) {
    const passages = indexOf(document).passages;
    const values = labelledValues(passages);
    const income = values.find((v) => ANNUAL_INCOME.test(v.label));
    const printed = values.find((v) => GROSS_TAX.test(v.label));
    if (!income || !printed) continue;
    const text = passagesText(document);
    const year = Number(
      TAX_YEAR.exec(text)?.[1] ??
        HEADING_YEAR.exec(text)?.[1] ??
        /\b(?:nel|del|per il) (20\d\d)\b/.exec(question)?.[1] ??
        RULES_YEAR.exec(question)?.[1] ??
        0,
    );
    if (!isTaxYear(year)) continue;
    const taxable = figureValue(income.value);
    const stated = figureValue(printed.value);
    if (taxable < 1_000 || stated <= 0) continue;
    const due = cents(grossIrpef(taxable, year));
    const right = Math.abs(due - stated) <= 1;
    // The year whose brackets give the printed figure, when not the statement's own.
    const other = TAX_YEARS.find((y) => y !== year && Math.abs(cents(grossIrpef(taxable, y)) - stated) <= 1);
    const file = `«${document.fileName}»`;
    const opening = right
      ? `${bold('Sì')}: l'IRPEF lorda ${year} su un imponibile di ${euro(taxable)} è ${bold(euro(due))}, come riporta il prospetto ${file}.`
      : `${bold('No')}: l'IRPEF lorda ${year} su un imponibile di ${euro(taxable)} è ${bold(euro(due))}, non ${euro(stated)} come riporta il prospetto ${file} (${euro(cents(Math.abs(stated - due)))} ${stated > due ? 'in più' : 'in meno'}).`;
    const extra = extraDeductionLine(question, values, taxable, year);
    let from = 0;
    const steps = [`Scaglioni IRPEF ${year} (${rates(year)}), applicati per parti:`];
    for (const bracket of YEAR_RULES[year].irpefBrackets) {
      const to = bracket.upTo ?? Number.POSITIVE_INFINITY;
      if (taxable > from) {
        const part = Math.min(taxable, to) - from;
        steps.push(
          `- ${percent(bracket.ratePct)} su ${euro(part)} (da ${euro(from)} a ${euro(Math.min(taxable, to))}) = ${euro(cents((part * bracket.ratePct) / 100))}`,
        );
      }
      from = to;
    }
    steps.push(`Totale IRPEF lorda ${year}: ${euro(due)}.`);
    if (!right && other !== undefined)
      steps.push(
        `La cifra del prospetto (${euro(stated)}) è quella che danno gli scaglioni del ${other} (${rates(other)}): il calcolo non applica le aliquote del ${year}.`,
      );
    if (!right)
      steps.push(
        "Corretta l'IRPEF lorda, vanno ricalcolate anche l'IRPEF netta e il conguaglio che ne dipendono.",
      );
    const first = passages[0];
    return compose({
      answer: extra ? `${opening} ${extra}` : opening,
      steps,
      assumptions: [
        "L'IRPEF lorda è l'imposta prima delle detrazioni: le detrazioni del prospetto non entrano in questo controllo.",
      ],
      citations: [
        ...(first ? [citePassage(first, `Documento caricato: ${document.fileName}`)] : []),
        ...sourceCitations(payrollThresholds(year, 'irpef').sources),
      ],
      related: [],
    });
  }
  return undefined;
}

/**
 * Session 46 (fixs46o): the cuneo's additional deduction (L. 207/2024) asked beside the gross tax: the amount due
 * on the statement's income for a whole year, against the figure it prints.
 */
function extraDeductionLine(
  question: string,
  values: readonly { label: string; value: string }[],
  income: number,
  year: number,
): string | undefined {
  if (!EXTRA_ASKED.test(question) || year < 2025) return undefined;
  const printed = values.find((v) => EXTRA_LABEL.test(v.label));
  if (!printed) return undefined;
  const stated = figureValue(printed.value);
  const due = cents(extraDeduction(income));
  const right = Math.abs(due - stated) <= 1;
  return right
    ? `L'ulteriore detrazione (L. 207/2024) su ${euro(income)} è ${bold(euro(due))}, come riporta il prospetto.`
    : `L'ulteriore detrazione (L. 207/2024) su ${euro(income)} è ${bold(euro(due))}, non ${euro(stated)}: sopra ${euro(CUNEO.extraDeductionFull)} cala fino ad azzerarsi a ${euro(CUNEO.extraDeductionTo)} (${euro(CUNEO.extraDeductionAmount)} × (${euro(CUNEO.extraDeductionTo)} − reddito) ÷ ${euro(CUNEO.extraDeductionTo - CUNEO.extraDeductionFull)}).`;
}
