import { euro, percent } from '../kb/format.js';
import { cents, netPay } from '../payroll/net-pay.js';
import { isTaxYear } from '../payroll/rules.js';
import type { TypedRequest } from '../reader/request.js';
import { readable } from '../reader/text.js';
import type { AgentAnswer } from './answer.js';
import { bold, compose, table } from './compose.js';
import type { AgentContext } from './context.js';
import { familyInput } from './dependants-net.js';
import { related } from './figure-answers.js';
import { ruleCitations } from './net-steps.js';
import { amount, yearOf } from './pay-base.js';

// The year's IRPEF the user read ("nella CU l'irpef netta è 3.118,69", "irpef trattenuta 2.100 €", "irpef: 2.450").
const IRPEF_TOLD =
  /\birpef(?: (?:nett\w*|dovut\w*|effettiv\w*|pagat\w*|trattenut\w*|a debito|annu\w*|totale))*(?: (?:nella|in|sulla|della|dalla) (?:cu|certificazione unica|730|busta\w*))?\s*(?:e|di|pari a|risulta|:|=)?\s*(?:€|euro)?\s*(\d{1,3}(?:\.\d{3})*(?:,\d{1,2})?|\d+(?:,\d{1,2})?)(?!\s*%)/;
// ("nella CU l'irpef netta", "in CU ho 3.118 di irpef"): the figure is the year's, not a month's.
const CU_OR_YEAR =
  /\bcu\b|\bcertificazione unica\b|\b730\b|\bconguaglio\b|\bnel (?:20\d\d|corso dell'anno)\b|\bannu\w*\b/;

const italianNumber = (raw: string) => Number(raw.replace(/\./g, '').replace(',', '.'));

/** The IRPEF figure of the year the text tells, read after the word IRPEF; undefined when none is. */
export function irpefTold(text: string): number | undefined {
  const raw = IRPEF_TOLD.exec(readable(text))?.[1];
  const value = raw ? italianNumber(raw) : undefined;
  return value !== undefined && value >= 50 ? value : undefined;
}

/**
 * A year's IRPEF checked against its RAL ("nel 2025 ho avuto RAL 26.000, inps 2.389,40, e nella CU l'irpef netta è
 * 3.118,69: è giusta?"): the net IRPEF the year's rules give on that RAL (INPS at the rate the user's contribution
 * shows), the difference with the figure told, and the deduction a difference of that size matches. Undefined when
 * the question gives no RAL, no IRPEF of the year, a month's gross, or a year with no tax rules.
 */
export function annualTaxCheck(ctx: AgentContext, req: TypedRequest): AgentAnswer | undefined {
  const ral = amount(req, 'ral');
  const told = irpefTold(ctx.message);
  if (ral === undefined || told === undefined || amount(req, 'monthly_gross') !== undefined) return undefined;
  if (told >= ral / 2 || !CU_OR_YEAR.test(readable(ctx.message))) return undefined;
  const year = yearOf(ctx, req);
  if (!isTaxYear(year)) return undefined;
  const inps = amount(req, 'inps');
  // The contribution told on the RAL gives its rate (9,19%, 9,49%); one out of range keeps the year's standard.
  const rate = inps !== undefined ? cents((inps / ral) * 10_000) / 100 : undefined;
  const inpsRatePct = rate !== undefined && rate >= 5 && rate <= 11 ? rate : undefined;
  const family = familyInput(req.slots.dependants);
  const result = netPay({
    ral,
    year,
    ...(inpsRatePct ? { inpsRatePct } : {}),
    ...(family ? { family } : {}),
  });
  const due = cents(result.netIrpef);
  const diff = cents(told - due);
  // A difference the size of one deduction says which one the figure left out.
  const matches = (
    [
      [result.extraDeduction, 'all’ulteriore detrazione del cuneo fiscale (redditi da 20.000 a 40.000 €)'],
      [result.employeeDeduction, 'alla detrazione per lavoro dipendente (art. 13 TUIR)'],
    ] as const
  ).find(([value]) => value > 0 && Math.abs(cents(value) - diff) < 1);
  const verdict =
    Math.abs(diff) < 1
      ? `${bold('Sì')}: con una RAL di ${euro(ral)} nel ${year} l’IRPEF netta dell’anno è ${bold(euro(due))}, come quella indicata (${euro(told)}).`
      : `${bold('No')}: con una RAL di ${euro(ral)} nel ${year} l’IRPEF netta dell’anno dovrebbe essere ${bold(euro(due))}; quella indicata (${euro(told)}) è ${diff > 0 ? 'più alta' : 'più bassa'} di ${bold(euro(Math.abs(diff)))}.${matches && diff > 0 ? ` La differenza corrisponde ${matches[1]}, che sembra non applicata.` : ''}`;
  const rows: [string, string][] = [
    ['Retribuzione annua lorda (RAL)', euro(cents(ral))],
    [
      `Contributi INPS a carico del lavoratore (${percent(result.inpsRatePct)})`,
      `−${euro(cents(result.contributions))}`,
    ],
    ['Imponibile IRPEF', euro(cents(result.taxable))],
    ['IRPEF lorda', euro(cents(result.grossIrpef))],
    ['Detrazione per lavoro dipendente (art. 13 TUIR)', `−${euro(cents(result.employeeDeduction))}`],
    [
      'Ulteriore detrazione cuneo fiscale (redditi da 20.000 a 40.000 €)',
      `−${euro(cents(result.extraDeduction))}`,
    ],
    ...(result.family
      ? [['Detrazioni per familiari a carico', `−${euro(cents(result.family.total))}`] as [string, string]]
      : []),
    ['**IRPEF netta dovuta**', `**${euro(due)}**`],
    ['IRPEF netta indicata', euro(told)],
    ['Differenza', `${diff > 0 ? '+' : diff < 0 ? '−' : ''}${euro(Math.abs(diff))}`],
  ];
  const inpsNote =
    inps !== undefined && Math.abs(cents(result.contributions) - inps) >= 1
      ? [
          `Contributi INPS indicati ${euro(inps)}: l’aliquota che ne risulta è fuori dall’intervallo usuale, ho usato quella standard.`,
        ]
      : [];
  return compose({
    answer: verdict,
    steps: [`Ricalcolo dell’IRPEF ${year} sulla RAL:`, ...table(rows)],
    assumptions: [
      `Lavoro dipendente per tutto il ${year}, nessun altro reddito${result.family ? '' : ' né familiari a carico'}.`,
      'L’IRPEF netta è quella dopo le detrazioni, prima delle addizionali regionale e comunale.',
      ...inpsNote,
    ],
    citations: ruleCitations(year),
    related: related(ctx.message),
  });
}
