import { euro } from '../kb/format.js';
import { cents, grossToNet as engineGrossToNet, isTaxYear } from '../payroll/index.js';
import { type TaxYear, YEAR_RULES } from '../payroll/rules.js';
import type { TypedRequest } from '../reader/request.js';
import { readable } from '../reader/text.js';
import type { AgentAnswer } from './answer.js';
import { bold, compose } from './compose.js';
import type { AgentContext } from './context.js';
import { computed, isAnswer, location, related } from './figure-answers.js';
import { isDomestic, type PayBase } from './pay-base.js';
import { surchargesNote } from './surcharges-note.js';
import { workedParts } from './worked.js';

/**
 * The same pay's net in two tax years weighed against each other ("di quanto aumenta il netto del 2026
 * rispetto al 2025?", "quanto prendo in più quest'anno che l'anno scorso con la stessa RAL?"): the difference
 * opens the answer, then each year's net ("quanto ci ha guadagnato quest'anno" asks the gain of the change too). A question naming one year, or a net without a comparison, is not it.
 */

const COMPARES =
  /\brispetto (?:a|al|all'|allo)\b|\bdifferenz|\bconfront|\bin piu\b|\bin meno\b|\bdi quanto (?:\w+ ){0,3}?(?:aument|cresc|sal|cal|cambi|diminu|vari)|\bquanto (?:\w+ ){0,2}?(?:cambia|varia|guadagn\w* in piu)\b|\bquanto (?:ci|ne) (?:\w+ ){0,2}?guadagn\w*/;
const LAST_YEAR = /\b(?:l'anno (?:scorso|prima|precedente)|anno passato)\b/;
const THIS_YEAR = /\bquest'anno\b|\bnel (?:20\d\d)\b/;

/** The two tax years a question weighs, oldest first, or undefined. */
export function yearsWeighed(message: string, today: string): [number, number] | undefined {
  const text = readable(message);
  if (!COMPARES.test(text)) return undefined;
  const years = [...new Set([...text.matchAll(/\b(20\d\d)\b/g)].map((m) => Number(m[1])))].filter(isTaxYear);
  if (years.length >= 2) {
    const sorted = years.sort((a, b) => a - b);
    return [sorted[0] as number, sorted.at(-1) as number];
  }
  const current = Number(today.slice(0, 4));
  // "quest'anno rispetto al 2025", "quanto prendo in più rispetto al 2025": the one year named against the current one.
  const named = years[0];
  if (
    years.length === 1 &&
    named !== undefined &&
    named < current &&
    /\bquest'? ?anno\b|\brispetto (?:a|al) 20\d\d\b/.test(text)
  )
    return isTaxYear(current) ? [named, current] : undefined;
  if (LAST_YEAR.test(text) && (THIS_YEAR.test(text) || years.length <= 1)) {
    const latest = years[0] ?? current;
    return isTaxYear(latest - 1) ? [latest - 1, latest] : undefined;
  }
  return undefined;
}

/**
 * The IRPEF brackets whose rate differs between the two years ("dal 2026 lo scaglione da 28.000,00 € a 50.000,00 €
 * passa dal 35% al 33%"): what changed, said beside the difference. Empty when the brackets are the same.
 */
export function bracketChange(older: TaxYear, newer: TaxYear): string {
  const before = YEAR_RULES[older].irpefBrackets;
  const after = YEAR_RULES[newer].irpefBrackets;
  if (before.length !== after.length) return '';
  const changes: string[] = [];
  after.forEach((bracket, i) => {
    const old = before[i];
    if (!old || old.upTo !== bracket.upTo || old.ratePct === bracket.ratePct) return;
    const from = i === 0 ? 0 : (after[i - 1]?.upTo ?? 0);
    const span = bracket.upTo === null ? `oltre ${euro(from)}` : `da ${euro(from)} a ${euro(bracket.upTo)}`;
    changes.push(`lo scaglione IRPEF ${span} passa dal ${old.ratePct}% al ${bracket.ratePct}%`);
  });
  return changes.length ? ` Dal ${newer} ${changes.join(', ')}.` : '';
}

type Row = (label: string, x: number, y: number) => [string, string, string, string];
type Taxes = { regionalSurcharge: number | null; municipalSurcharge: number | null };

/** The rows of the surcharges both years apply. */
function surchargeRows(a: Taxes, b: Taxes, row: Row): [string, string, string, string][] {
  const rows: [string, string, string, string][] = [];
  if (a.regionalSurcharge !== null && b.regionalSurcharge !== null)
    rows.push(row('Addizionale regionale', a.regionalSurcharge, b.regionalSurcharge));
  if (a.municipalSurcharge !== null && b.municipalSurcharge !== null)
    rows.push(row('Addizionale comunale', a.municipalSurcharge, b.municipalSurcharge));
  return rows;
}

// "netto annuo 2025 e 2026?", "il netto per il 2025 e per il 2026", "2025 vs 2026": both years asked side by side.
const TWO_YEARS = /\b(20\d\d)\s*(?:,|e|ed|vs\.?|contro|\/)\s*(?:(?:per |nel )?(?:il |l' ?anno )?)?(20\d\d)\b/;

/** The two tax years a question asks side by side without weighing them, oldest first, or undefined. */
export function yearsListed(message: string): [number, number] | undefined {
  const m = TWO_YEARS.exec(readable(message));
  if (!m) return undefined;
  const [a, b] = [Number(m[1]), Number(m[2])].sort((x, y) => x - y) as [number, number];
  return a !== b && isTaxYear(a) && isTaxYear(b) ? [a, b] : undefined;
}

export function netAcrossYears(ctx: AgentContext, req: TypedRequest, base: PayBase): AgentAnswer | undefined {
  if (isDomestic(base.ccnl)) return undefined;
  const weighed = yearsWeighed(ctx.message, ctx.today);
  const years = weighed ?? yearsListed(ctx.message);
  if (!years) return undefined;
  const where = location(req);
  const run = (year: number) =>
    computed(ctx, () =>
      engineGrossToNet(ctx.kb.surcharges, {
        year,
        ral: base.annual,
        payments: base.payments,
        ...(where ? { location: where } : {}),
      }),
    );
  const [older, newer] = years;
  const change = isTaxYear(older) && isTaxYear(newer) ? bracketChange(older, newer) : '';
  const before = run(older);
  const after = run(newer);
  if (isAnswer(before)) return before;
  if (isAnswer(after)) return after;
  const a = before.result;
  const b = after.result;
  const difference = cents(b.netAnnual - a.netAnnual);
  const sign = difference >= 0 ? 'più' : 'meno';
  const places = [b.local.regional?.place, b.local.municipal?.place].filter(Boolean);
  const place = places.length ? `, con le addizionali di ${places.join(' e ')}` : '';
  const partsA = workedParts(before);
  const partsB = workedParts(after);
  const row = (label: string, x: number, y: number): [string, string, string, string] => [
    label,
    euro(cents(x)),
    euro(cents(y)),
    euro(cents(y - x)),
  ];
  const contributions = (r: typeof a) => r.detail.contributions;
  const surcharges = surchargesNote(ctx, Boolean(where));
  return compose({
    answer: weighed
      ? `Con ${base.label}, il netto del ${newer} è di ${bold(`${euro(Math.abs(difference))} l'anno in ${sign}`)} rispetto al ${older} (${euro(cents(b.netAnnual))} contro ${euro(cents(a.netAnnual))}${place}; ${euro(cents(Math.abs(difference) / b.payments))} al mese su ${b.payments} mensilità).${change}`
      : `Con ${base.label}, il netto annuo stimato è di ${bold(euro(cents(a.netAnnual)))} nel ${older} (${euro(cents(a.netMonthly))} al mese su ${a.payments} mensilità) e di ${bold(euro(cents(b.netAnnual)))} nel ${newer} (${euro(cents(b.netMonthly))} al mese${place}): ${euro(Math.abs(difference))} l'anno in ${sign} nel ${newer}.${change}`,
    steps: [
      `Stesso lordo nei due anni (RAL ${euro(cents(b.ral))}):`,
      `| Voce | ${older} | ${newer} | Differenza |`,
      '| --- | ---: | ---: | ---: |',
      ...[
        row('Contributi INPS', contributions(a), contributions(b)),
        // "da dove viene la differenza (irpef vs addizionali)": each tax's share of the change.
        row('IRPEF netta', a.detail.netIrpef, b.detail.netIrpef),
        ...surchargeRows(a.detail, b.detail, row),
        row('Netto annuo', a.netAnnual, b.netAnnual),
        row('Netto mensile medio', a.netMonthly, b.netMonthly),
      ].map((cells) => `| ${cells.join(' | ')} |`),
      '',
      `Dal lordo al netto, anno fiscale ${newer}:`,
      ...partsB.steps,
      '',
      `Dal lordo al netto, anno fiscale ${older}:`,
      ...partsA.steps,
    ],
    assumptions: [...base.assumptions, ...surcharges.kept(partsB.assumptions), ...surcharges.assumptions],
    unanswerable: surcharges.kept(partsB.unanswerable),
    citations: [...base.citations, ...partsB.citations, ...partsA.citations],
    related: related(ctx.message),
  });
}
