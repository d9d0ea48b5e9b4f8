import { euro } from '../kb/format.js';
import { localTaxes } from '../payroll/local-taxes.js';
import { cents, netPay } from '../payroll/net-pay.js';
import type { TaxYear } from '../payroll/rules.js';
import type { SurchargeTables } from '../payroll/surcharges.js';
import type { TypedRequest } from '../reader/request.js';
import { readable } from '../reader/text.js';
import type { AgentAnswer } from './answer.js';
import { bold, compose, table } from './compose.js';
import { amount } from './pay-base.js';
import { sourceCitations } from './worked.js';

/**
 * "quanto pagherebbe di addizionale regionale in Campania rispetto al Veneto?": the regional surcharge of the
 * same pay in each region named, side by side, on the same IRPEF taxable income (payroll rules §5).
 */

const REGIONS: [string, RegExp][] = [
  ['Abruzzo', /\babruzzo\b/],
  ['Basilicata', /\bbasilicata\b/],
  ['Calabria', /\bcalabria\b/],
  ['Campania', /\bcampania\b/],
  ['Emilia-Romagna', /\bemilia[- ]?romagna\b/],
  ['Friuli-Venezia Giulia', /\bfriuli\b/],
  ['Lazio', /\blazio\b/],
  ['Liguria', /\bliguria\b/],
  ['Lombardia', /\blombardia\b/],
  ['Marche', /\bmarche\b/],
  ['Molise', /\bmolise\b/],
  ['Piemonte', /\bpiemonte\b/],
  ['Puglia', /\bpuglia\b/],
  ['Sardegna', /\bsardegna\b/],
  ['Sicilia', /\bsicilia\b/],
  ['Toscana', /\btoscana\b/],
  ['Umbria', /\bumbria\b/],
  ["Valle d'Aosta", /\bvalle d'?aosta\b/],
  ['Veneto', /\bveneto\b/],
];

/** The regions a text names, in the order named. */
function regionsNamed(text: string): string[] {
  return REGIONS.map(([name, pattern]) => ({ name, at: text.search(pattern) }))
    .filter((r) => r.at >= 0)
    .sort((a, b) => a.at - b.at)
    .map((r) => r.name);
}

export function twoRegionsSurcharge(
  tables: SurchargeTables,
  message: string,
  req: TypedRequest,
  year: TaxYear,
): AgentAnswer | undefined {
  const text = readable(message);
  if (!/\bregional\w*/.test(text)) return undefined;
  const regions = regionsNamed(text);
  const ral = amount(req, 'ral');
  if (regions.length !== 2 || ral === undefined) return undefined;
  const each = regions.map((region) => {
    const local = localTaxes(tables, { region }, year);
    const rule = local.regional?.rule;
    const pay = rule ? netPay({ ral, year, regional: rule, municipal: null }) : undefined;
    return { region, local, pay, value: pay?.regionalSurcharge ?? undefined };
  });
  const [first, second] = each;
  if (first?.value == null || second?.value == null || !first.pay) return undefined;
  const a = cents(first.value);
  const b = cents(second.value);
  const gap = cents(Math.abs(a - b));
  const which = a > b ? first.region : second.region;
  return compose({
    answer: `Con una RAL di ${euro(ral)}, nel ${year} l'addizionale regionale è di ${bold(euro(a))} in ${first.region} e di ${bold(euro(b))} in ${second.region}${gap > 0 ? `: ${euro(gap)} l'anno in più in ${which}` : ': la stessa'}.`,
    steps: table([
      ['Imponibile IRPEF (RAL meno contributi INPS)', euro(cents(first.pay.taxable))],
      [`Addizionale regionale ${first.region}`, euro(a)],
      [`Addizionale regionale ${second.region}`, euro(b)],
      ['Differenza', euro(gap)],
    ]),
    assumptions: [
      "Stesso imponibile IRPEF nelle due regioni: conta la residenza al 1° gennaio dell'anno.",
      ...each.flatMap((e) => e.local.assumptions),
    ],
    unanswerable: each.flatMap((e) => e.local.gaps),
    citations: sourceCitations(each.flatMap((e) => e.local.sources)),
    related: [`Con una RAL di ${euro(ral)} in ${first.region} quanto prendo netto nel ${year}?`],
  });
}
