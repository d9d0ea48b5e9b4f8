import { euro, percent } from '../kb/format.js';
import { payrollThresholds } from '../payroll/index.js';
import {
  cents,
  employeeDeduction,
  extraDeduction,
  grossIrpef,
  integrativeTreatment,
  taxFreeSum,
} from '../payroll/net-pay.js';
import { type TaxYear, YEAR_RULES } from '../payroll/rules.js';
import { askedClause } from '../reader/asking-clause.js';
import type { TypedRequest } from '../reader/request.js';
import type { AgentAnswer } from './answer.js';
import { bold, compose } from './compose.js';
import { incomeOf } from './rules-at-income.js';
import { sourceCitations } from './worked.js';

// "IRPEF lorda … IRPEF netta", "imposta lorda, detrazioni e imposta netta": the year-end chain asked item by item
// (the reader writes "lorda" as "lordo").
const GROSS_NAMED = /\b(?:irpef|imposta) lord[oa]\b/;
const NET_NAMED = /\b(?:irpef|imposta) nett\w*\b/;
const DEDUCTION_NAMED = /\bdetrazion/;
const INCOME_NAMED = /\bimponibil\w* fiscal\w*|\breddito complessivo\b|\bconguagli\w*/;
// "RAL 26.000 … mi serve solo l'IRPEF netta annua": a yearly pay the contributions come off first.
const PAY_NAMED = /\bral\b|\bretribuzion\w* (?:annu|lord)\w*|\blordo annu\w*|\bstipendio annu\w*/;
const GROSS_AS_CONDITION =
  /\b(?:irpef|imposta) lord[oa] (?:\w+ ){0,2}?(?:supera|superiore|maggiore|piu alta|inferiore|minore|capiente)/;

/** Whether the question asks the IRPEF chain of the conguaglio: the gross tax and the deductions or the net tax. */
export function asksIrpefChain(text: string): boolean {
  // "Conguaglio 2026: imponibile fiscale 36.000 … IRPEF netta e ulteriore detrazione cuneo?": the net tax asked on
  // a taxable income is the same chain, the gross tax its first step.
  // (Two years weighed, "l'IRPEF netta dei due anni e la differenza", are the years' comparison, not one chain.)
  const years = new Set(text.match(/\b20\d\d\b/g) ?? []);
  const twoYears = years.size >= 2 && /\bdue anni\b|\bdifferenza\b|\brisparmi\w*|\brispetto al\b/.test(text);
  if (NET_NAMED.test(text) && INCOME_NAMED.test(text) && !/\bbusta\b|\bcedolino\b/.test(text) && !twoYears)
    return true;
  // "RAL 2026 di 26.000 €: mi serve solo l'IRPEF netta annua, addizionali escluse": the net tax asked on a yearly
  // pay is the same chain, the contributions its first step. (The contributions asked beside it are
  // inps-and-irpef.ts; a net tax stated as a figure to check is not what the asking clause names.)
  // (A parenthesis is an aside, and "art. 13" ends no sentence.)
  const asked = askedClause(text.replace(/\([^)]*\)/g, ' ').replace(/\b(art|n|c|co|lett)\. (?=\d)/g, '$1 '));
  if (
    NET_NAMED.test(asked) &&
    PAY_NAMED.test(text) &&
    !/\binps\b|contribut|\bin tasca\b|\b(?:resta|rimane)\b/.test(asked) &&
    !/\bbusta\b|\bcedolino\b/.test(text) &&
    !twoYears
  )
    return true;
  // "IRPEF lorda superiore alla detrazione: spetta il trattamento integrativo?" states the tax as a condition.
  // A month's payslip checked ("busta di ottobre … irpef lorda 460 prima delle detrazioni: torna?") is gross-tax.ts.
  if (!GROSS_NAMED.test(text) || GROSS_AS_CONDITION.test(text) || /\bbusta\b|\bcedolino\b/.test(text))
    return false;
  const deductions = text.replace(/\bprima (?:delle |di )?detrazion\w*/g, ' ');
  return NET_NAMED.test(text) || (DEDUCTION_NAMED.test(deductions) && !/integrativ/.test(text));
}

/**
 * The year-end IRPEF on an income (payroll rules §0 steps 3–5, §2–§4): gross tax by brackets, the art. 13
 * deduction, the cuneo's further deduction, the net tax; the cuneo's tax-free sum and the trattamento
 * integrativo when the income is low enough for them. A whole year, no dependants.
 */
export function irpefChain(
  req: TypedRequest,
  year: TaxYear,
  text: string,
  incomeText: string,
  related: string[],
): AgentAnswer | undefined {
  if (!asksIrpefChain(text)) return undefined;
  const base = incomeOf(req, incomeText, year);
  if (!base || base.income < 1_000) return undefined;
  const { income } = base;
  const gross = cents(grossIrpef(income, year));
  const d13 = cents(employeeDeduction(income));
  const extra = cents(extraDeduction(income));
  const net = cents(Math.max(0, gross - d13 - extra));
  const sum = taxFreeSum(income, income);
  const integrative = cents(integrativeTreatment(income, grossIrpef(income, year)));
  let from = 0;
  const bracketSteps: string[] = [];
  for (const b of YEAR_RULES[year].irpefBrackets) {
    const top = b.upTo === null ? income : Math.min(income, b.upTo);
    if (top > from)
      bracketSteps.push(
        `(${euro(cents(top - from))} × ${percent(b.ratePct)} = ${euro(cents(((top - from) * b.ratePct) / 100))})`,
      );
    if (b.upTo === null || income <= b.upTo) break;
    from = b.upTo;
  }
  const answer = [
    `Nel ${year}, con un reddito imponibile di ${euro(income)}, l'IRPEF netta annua è di ${bold(euro(net))}: IRPEF lorda ${bold(euro(gross))}, detrazione per lavoro dipendente ${bold(euro(d13))}, ulteriore detrazione del cuneo fiscale ${bold(euro(extra))}.`,
    ...(sum.amount > 0 || integrative > 0
      ? [
          `A conguaglio spettano inoltre${sum.amount > 0 ? ` la somma esente del cuneo di ${bold(euro(cents(sum.amount)))}` : ''}${sum.amount > 0 && integrative > 0 ? ' e' : ''}${integrative > 0 ? ` il trattamento integrativo di ${bold(euro(integrative))}` : ''}.`,
        ]
      : []),
  ].join('\n');
  const steps = [
    ...base.steps,
    `IRPEF lorda ${year}: ${bracketSteps.join(' + ')} = ${euro(gross)}.`,
    `Detrazione per lavoro dipendente (art. 13 TUIR), anno intero: ${euro(d13)}.`,
    extra > 0
      ? `Ulteriore detrazione del cuneo fiscale (L. 207/2024, reddito tra 20.000,00 € e 40.000,00 €): ${euro(extra)}.`
      : 'Ulteriore detrazione del cuneo fiscale: non spetta a questo reddito (vale tra 20.000,00 € e 40.000,00 €).',
    `IRPEF netta: ${euro(gross)} − ${euro(d13)} − ${euro(extra)} = ${euro(net)} (le detrazioni non danno rimborso oltre l'imposta).`,
  ];
  const sources = (['irpef', 'detrazioni', 'cuneo', 'trattamento_integrativo'] as const).flatMap(
    (t) => payrollThresholds(year, t).sources,
  );
  const citations = sourceCitations(sources).filter(
    (c, i, all) => all.findIndex((x) => x.url === c.url) === i,
  );
  return compose({
    answer,
    steps,
    assumptions: [
      ...base.assumptions,
      'Lavoro dipendente per tutto l’anno (365 giorni), nessun altro reddito, nessun familiare a carico; addizionali escluse.',
    ],
    citations,
    related,
  });
}
