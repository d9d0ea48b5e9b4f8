import { euro, percent } from '../kb/format.js';
import { payrollThresholds } from '../payroll/index.js';
import {
  cents,
  contributions,
  employeeDeduction,
  extraDeduction,
  grossIrpef,
  netPay,
} from '../payroll/net-pay.js';
import { type TaxYear, YEAR_RULES } from '../payroll/rules.js';
import { askedClause } from '../reader/asking-clause.js';
import type { TypedRequest } from '../reader/request.js';
import type { AgentAnswer } from './answer.js';
import { bold, compose } from './compose.js';
import { incomeOf } from './rules-at-income.js';
import { sourceCitations } from './worked.js';

/**
 * The net asked beside them ("quanto mi resta in tasca", "quanto prendo netto", "che netto resta"), or asked as
 * the figure the two withholdings lead to ("stima del netto annuo: solo INPS 9,19% e IRPEF", "calcolami il netto
 * annuale con INPS e IRPEF").
 */
const NET_TOO =
  /\b(?:stim\w*|calcol\w*)\b[^?.]{0,30}\bnett[oi]\b|\bnett[oi] (?:annu[oi]|annual[ei]|all'anno|dell'anno)\b|\bin tasca\b|\bquanto (?:mi |gli |le |ci )?(?:resta|rimane|restano|rimangono|porto a casa)\b|\bquanto (?:prendo|prende|prenderei|prenderebbe) (?:di )?nett|\b(?:che|quale|quanto) (?:e il |sarebbe il )?netto\b/;

/** The contributions and the tax both asked ("quanto va di contributi INPS e quanto di IRPEF?"). */
const INPS_AND_IRPEF = /(?:\binps\b|contribut)[^?]*\birpef\b|\birpef\b[^?]*(?:\binps\b|contribut)/;

/**
 * "come l'hai calcolato? quanto va di INPS e quanto di IRPEF?" after a net from a RAL: the two withholdings of
 * the year open the answer, each with its formula. Undefined unless the question asks both and a pay is known.
 */
export function inpsAndIrpef(
  req: TypedRequest,
  year: TaxYear,
  text: string,
  incomeText: string,
  related: string[],
): AgentAnswer | undefined {
  if (!INPS_AND_IRPEF.test(askedClause(text))) return undefined;
  const base = incomeOf(req, incomeText, year);
  if (!base?.ral) return undefined;
  const inps = cents(contributions(base.ral, year).total);
  const { income } = base;
  const tax = cents(grossIrpef(income, year));
  const deduction = cents(employeeDeduction(income));
  const extra = cents(extraDeduction(income));
  const net = cents(Math.max(0, tax - deduction - extra));
  // "quanto mi resta in tasca all'anno: quanti contributi … e quanta IRPEF": the net is the answer, the two
  // withholdings are how it is reached; the regional and municipal surcharges stay out, said so.
  const whole = netPay({ ral: base.ral, year });
  // The cuneo's tax-free sum and the trattamento integrativo are paid on top (income up to 20.000 / 15.000).
  const bonus = cents(whole.taxFreeSum + whole.integrativeTreatment);
  const takeHome = NET_TOO.test(text) ? cents(base.ral - inps - net + bonus) : undefined;
  const withholdings = `i contributi INPS a carico del lavoratore sono ${bold(euro(inps))} l'anno e l'IRPEF è di ${bold(euro(net))} l'anno (IRPEF lorda ${euro(tax)} meno le detrazioni)`;
  return compose({
    answer:
      takeHome === undefined
        ? `Nel ${year}, con una RAL di ${euro(base.ral)}, ${withholdings}.`
        : `Nel ${year}, con una RAL di ${euro(base.ral)}, ti restano netti ${bold(`${euro(takeHome)} l'anno`)} prima delle addizionali regionale e comunale: ${withholdings}.`,
    steps: [
      `Contributi INPS: ${euro(base.ral)} × ${percent(YEAR_RULES[year].inpsRatePct)} = ${euro(inps)}.`,
      `Reddito imponibile IRPEF: ${euro(base.ral)} − ${euro(inps)} = ${euro(income)}.`,
      `IRPEF lorda (scaglioni ${year}: ${YEAR_RULES[year].irpefBrackets.map((b) => `${percent(b.ratePct)}${b.upTo ? ` fino a ${euro(b.upTo)}` : ' oltre'}`).join(', ')}): ${euro(tax)}.`,
      `Detrazione per lavoro dipendente (art. 13 TUIR) ${euro(deduction)} e ulteriore detrazione del cuneo ${euro(extra)}.`,
      `IRPEF netta: ${euro(tax)} − ${euro(deduction)} − ${euro(extra)} = ${euro(net)}.`,
      ...(takeHome === undefined
        ? []
        : [
            bonus > 0
              ? `Netto annuo: ${euro(base.ral)} − ${euro(inps)} − ${euro(net)} + ${euro(bonus)} (somma esente del cuneo e trattamento integrativo) = ${euro(takeHome)}.`
              : `Netto annuo: ${euro(base.ral)} − ${euro(inps)} − ${euro(net)} = ${euro(takeHome)}.`,
          ]),
      'Le addizionali regionale e comunale si calcolano sullo stesso imponibile e si aggiungono all’IRPEF.',
    ],
    assumptions: base.assumptions,
    citations: sourceCitations([
      ...payrollThresholds(year, 'inps').sources,
      ...payrollThresholds(year, 'irpef').sources,
    ]),
    related,
  });
}
