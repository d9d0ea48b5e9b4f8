import { euro, NOT_AVAILABLE, percent } from '../kb/format.js';
import { lookupSource } from '../payroll/local-taxes.js';
import { findCity, type SurchargeLookup, type SurchargeTables } from '../payroll/surcharges.js';
import type { Citation } from './answer.js';
import { bold } from './compose.js';
import { sourceCitations } from './worked.js';

/** How many years back an earlier rate is looked for. */
const YEARS_BACK = 3;

/** A lookup's rates in words: "1,014%", "da 0,00 € a 15.000,00 € 0,8%; oltre 15.000,00 € 0,9%". */
const ratesOf = (lookup: SurchargeLookup): string =>
  (lookup.rule?.brackets ?? [])
    .map((b) =>
      b.to === null
        ? `${b.from ? `oltre ${euro(b.from)} ` : ''}${percent(b.ratePct)}`
        : `da ${euro(b.from)} a ${euro(b.to)} ${percent(b.ratePct)}`,
    )
    .join('; ');

/**
 * "e nel 2026 l'addizionale comunale di Palermo quanto è?" when the tables hold the comune but not that year's
 * rate (unresolved, `gap`): the year's rate is not available, with the tables' reason; when the conversation
 * quoted the latest earlier year's rate (`said`: its turns), that rate as sourced, said as that year's and never
 * applied to the year asked. Undefined when the tables do not hold the comune for the year, or hold its rate.
 */
export function municipalYearGap(
  tables: SurchargeTables,
  city: string,
  year: number,
  said: readonly string[] = [],
): { sentence: string; citations: Citation[] } | undefined {
  const asked = findCity(tables, city, year);
  if (!asked || asked.rule) return undefined;
  const reason = asked.gap ? ` ${asked.gap.replace(/\.?$/, '.')}` : '';
  let earlier: { year: number; lookup: SurchargeLookup } | undefined;
  for (let y = year - 1; y >= year - YEARS_BACK && !earlier; y--) {
    const lookup = findCity(tables, city, y);
    if (lookup?.rule && !lookup.derived) earlier = { year: y, lookup };
  }
  // The earlier rate is said only when the conversation quoted it ("nel 2025 … comunale 1,014%"): then the answer
  // tells whose year it is. Otherwise no rate out of force is given (the tables' gap says none either).
  const quoted = said.join(' ').replace(/\s+/g, ' ');
  if (
    earlier &&
    !(
      earlier.lookup.rule?.brackets.length === 1 &&
      quoted.includes(percent(earlier.lookup.rule.brackets[0]?.ratePct ?? 0).replace(/\s?%$/, ''))
    )
  )
    earlier = undefined;
  const sentence = [
    `Addizionale comunale ${asked.place} ${year}: ${NOT_AVAILABLE}.${reason}`,
    earlier
      ? `Nel ${earlier.year} era ${bold(ratesOf(earlier.lookup))}: non la applico al ${year}, perché l'aliquota può cambiare da un anno all'altro.`
      : '',
  ]
    .filter(Boolean)
    .join(' ');
  const sources = [
    ...(earlier ? [lookupSource(earlier.lookup, earlier.lookup.appliesFrom ?? `${earlier.year}-01-01`)] : []),
    lookupSource(asked, asked.appliesFrom ?? `${year}-01-01`),
  ].filter((s) => s.url);
  return { sentence, citations: sourceCitations(sources) };
}
