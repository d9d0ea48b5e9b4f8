import { euro, NOT_AVAILABLE, percent } from '../kb/format.js';
import { cents, type NetPay, netPay, type SurchargeRule } from '../payroll/net-pay.js';
import { EXTRA_INPS_RATE_PCT, RULE_SOURCES, type TaxYear, YEAR_RULES } from '../payroll/rules.js';
import { findCity, findRegion, type SurchargeLookup } from '../payroll/surcharges.js';
import type { Citation } from './answer.js';
import type { AgentContext } from './context.js';

export interface Surcharge {
  rule: SurchargeRule | null;
  label: string;
  lookup?: SurchargeLookup;
  note?: string;
}

/** The regional or municipal surcharge of a place (or of a rate the user gave), for a tax year. */
export function surchargeOf(
  ctx: Pick<AgentContext, 'kb'>,
  kind: 'regionale' | 'comunale',
  place: string | undefined,
  /** The rate the user gave, as a payslip field ("0.7") or with its exemption threshold as said. */
  rate: string | { ratePct: number; exemptionThreshold?: number } | undefined,
  year: TaxYear,
  /** How the user can give the rate when the table lacks it. */
  howToInclude = "indicane l'aliquota per includerla",
): Surcharge {
  if (rate !== undefined) {
    const { ratePct, exemptionThreshold } = typeof rate === 'string' ? { ratePct: Number(rate) } : rate;
    return {
      rule: { brackets: [{ from: 0, to: null, ratePct }], exemptionThreshold: exemptionThreshold ?? null },
      label: `aliquota indicata ${percent(ratePct)}${exemptionThreshold ? `, esenzione fino a ${euro(exemptionThreshold)}` : ''}`,
    };
  }
  if (!place) return { rule: null, label: '' };
  const lookup =
    kind === 'regionale'
      ? findRegion(ctx.kb.surcharges, place, year)
      : findCity(ctx.kb.surcharges, place, year);
  if (lookup?.rule) return { rule: lookup.rule, label: lookup.place, lookup };
  return {
    rule: null,
    label: place,
    note: `Addizionale ${kind} di ${place} per il ${year}: ${NOT_AVAILABLE}${lookup?.gap ? ` (${lookup.gap.replace(/\.$/, '')})` : ''}; ${howToInclude}.`,
  };
}

/** The sources of the tax and contribution rules of a year. */
export function ruleCitations(year: TaxYear): Citation[] {
  return RULE_SOURCES[year].map((source) => ({
    ccnl: `Regole fiscali e contributive ${year}`,
    article: source.topic,
    text: source.topic,
    url: source.url,
    date: source.date,
    confidence: 'high' as const,
  }));
}

export function surchargeCitations(year: TaxYear, surcharges: Surcharge[]): Citation[] {
  return surcharges.flatMap((s, i) =>
    s.lookup
      ? [
          {
            ccnl: `Addizionale ${i === 0 ? 'regionale' : 'comunale'} ${s.lookup.place} ${year}`,
            article: null,
            text: `${s.lookup.place}: ${s.lookup.note ?? 'aliquote della tabella delle addizionali'}`,
            url: s.lookup.sourceUrl,
            date: s.lookup.sourceDate,
            confidence: s.lookup.confidence,
          },
        ]
      : [],
  );
}

const minus = (v: number) => (cents(v) ? `−${euro(cents(v))}` : euro(0));
const plus = (v: number) => (cents(v) ? `+${euro(cents(v))}` : euro(0));

/** The art. 12 deductions for the dependants stated, one row each with its formula. */
function familyRows(result: NetPay): [string, string][] {
  const f = result.family;
  if (!f) return [];
  const rows: [string, string][] = [];
  if (f.spouseFormula)
    rows.push([`Detrazione coniuge a carico (art. 12 TUIR: ${f.spouseFormula})`, minus(f.spouse)]);
  if (f.childrenFormula)
    rows.push([
      `Detrazione figli a carico di 21-29 anni (art. 12 TUIR: ${f.childrenFormula})`,
      minus(f.children),
    ]);
  if (f.ascendantsFormula)
    rows.push([
      `Detrazione ascendenti conviventi a carico (art. 12 TUIR: ${f.ascendantsFormula})`,
      minus(f.ascendants),
    ]);
  return rows;
}

/** Every step from the annual gross to the net, as table rows. */
export function netStepRows(
  result: NetPay,
  year: TaxYear,
  regional: Surcharge,
  municipal: Surcharge,
  payments: number,
  ralLabel = 'Retribuzione annua lorda (RAL)',
): [string, string][] {
  const rules = YEAR_RULES[year];
  const brackets = rules.irpefBrackets.map((b) => b.ratePct).join('/');
  const steps: [string, string][] = [
    [ralLabel, euro(cents(result.ral))],
    [
      `Contributi INPS a carico del lavoratore (${percent(result.inpsRatePct)}${result.extraContribution ? ` più ${percent(EXTRA_INPS_RATE_PCT)} oltre ${euro(rules.firstBand)}` : ''})`,
      minus(result.contributions),
    ],
    ['Imponibile IRPEF', euro(cents(result.taxable))],
    [`IRPEF lorda (scaglioni ${year}: ${brackets}%)`, euro(cents(result.grossIrpef))],
    ['Detrazione per lavoro dipendente (art. 13 TUIR)', minus(result.employeeDeduction)],
    ['Ulteriore detrazione cuneo fiscale (redditi da 20.000 a 40.000 €)', minus(result.extraDeduction)],
    ...familyRows(result),
    ['IRPEF netta', euro(cents(result.netIrpef))],
  ];
  if (result.regionalSurcharge !== null)
    steps.push([`Addizionale regionale (${regional.label})`, minus(result.regionalSurcharge)]);
  if (result.municipalSurcharge !== null)
    steps.push([`Addizionale comunale (${municipal.label})`, minus(result.municipalSurcharge)]);
  steps.push(
    [
      `Somma esente cuneo fiscale (redditi fino a 20.000 €${result.taxFreeSumRatePct ? `, ${percent(result.taxFreeSumRatePct)}` : ''})`,
      plus(result.taxFreeSum),
    ],
    ['Trattamento integrativo', plus(result.integrativeTreatment)],
    ['**Netto annuo stimato**', `**${euro(cents(result.net))}**`],
    [
      `Netto mensile medio (÷ ${String(payments).replace('.', ',')} mensilità)`,
      euro(cents(result.net / payments)),
    ],
  );
  return steps;
}

/** The net of an annual gross for a year and place. */
export function computeNet(
  ctx: Pick<AgentContext, 'kb'>,
  ral: number,
  year: TaxYear,
  place: { region?: string | undefined; municipality?: string | undefined },
): { result: NetPay; regional: Surcharge; municipal: Surcharge } {
  const regional = surchargeOf(ctx, 'regionale', place.region, undefined, year);
  const municipal = surchargeOf(ctx, 'comunale', place.municipality, undefined, year);
  return {
    result: netPay({ ral, year, regional: regional.rule, municipal: municipal.rule }),
    regional,
    municipal,
  };
}

/** The annual gross whose net is `net` (bisection on the engine's own net: every figure stays the engine's). */
export function grossForNet(
  ctx: Pick<AgentContext, 'kb'>,
  net: number,
  year: TaxYear,
  place: { region?: string | undefined; municipality?: string | undefined },
): number {
  let low = net;
  let high = net * 3 + 10_000;
  for (let i = 0; i < 60 && high - low > 0.005; i++) {
    const mid = (low + high) / 2;
    if (computeNet(ctx, mid, year, place).result.net < net) low = mid;
    else high = mid;
  }
  return cents(high);
}
