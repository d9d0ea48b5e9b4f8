import { euro, italianDate } from '../kb/format.js';
import { levelItemsAt } from '../kb/level-items.js';
import type { Ccnl, PayRow, PayTable } from '../kb/schema.js';
import { fold } from '../reader/text.js';
import { type Citation, citeSources } from './answer.js';
import { apartPartsAsked, summedPartsAsked, summedPartsMissing } from './excluded-components.js';
import { namedPartsOpening } from './named-parts-sum.js';
import { levelAfterOf } from './shared/levels.js';

/**
 * "Paga minima mensile compresa contingenza e EDR?": a part asked summed to the minimum that the minimum table
 * does not hold, but that another published table of the agreement prints beside the same level's minimum (the
 * Alimentari EDR of 10,33 € in the apprentices' table from 1 January 2026, which gives minimum, contingency and
 * EDR of each level paid): the answer opens with the total with that part, and the minimum follows as it is.
 * The minimum asked alone is unchanged; a part no table holds stays said as missing (excluded-components.ts).
 */

/**
 * A level item (the Alimentari IAR) named in a sum the question asks ("sommando minimo, contingenza e IAR",
 * "minimo + contingenza + IAR", "compreso l'IAR"), and not left out ("esclusa la IAR").
 */
function itemSummed(short: string, asked: string): boolean {
  const text = fold(asked);
  const name = short.toLowerCase();
  const summed = new RegExp(
    String.raw`\b(?:somm\w*|compres\w*|inclus\w*|comprensiv\w*|compreso|totale|piu|con)\b[^.?!]{0,60}\b${name}\b|\+\s*(?:l'|la |il )?${name}\b`,
  );
  const left = new RegExp(
    String.raw`\b(?:senza|esclus\w*|escludendo|tranne|eccetto|non (?:compres\w*|inclus\w*|contare|considerare))\b[^.?!]{0,40}\b${name}\b`,
  );
  return summed.test(text) && !left.test(text);
}

interface HeldPart {
  label: string;
  amount: number;
  from: string;
  sources: PayTable['sources'];
}

/** The part in the apprentices' table in force on `date`, printed beside the minimum of `level` paid. */
function heldInSteps(ccnl: Ccnl, level: string, date: string, pattern: RegExp): HeldPart | undefined {
  const steps = ccnl.apprenticeship.level_steps;
  if (!steps || steps.effective_from > date) return undefined;
  for (const row of steps.rows)
    for (const step of row.steps) {
      if (step.paid_as !== level) continue;
      const part = step.components?.find((c) => pattern.test(fold(c.label)));
      if (part)
        return { label: part.label, amount: part.amount, from: steps.effective_from, sources: steps.sources };
    }
  return undefined;
}

/** The minimum's line, opened by the total with the parts asked that another table holds; and its citations. */
export function summedTotalFirst(
  ccnl: Ccnl,
  level: string,
  date: string,
  pay: { row: PayRow; table: PayTable },
  asked: string,
  line: string,
): { text: string; citations: Citation[] } {
  const table = citeSources(
    ccnl,
    line,
    `tabella minimi dal ${italianDate(pay.table.effective_from)}`,
    pay.table.sources,
  );
  // ("paga base + contingenza" of a row that also holds the terzo elemento: the parts named summed, named-parts-sum.ts.)
  const named = namedPartsOpening(ccnl, level, date, pay, asked);
  if (named) return { text: `${named} ${line}`, citations: table };
  // ("paga base + contingenza + EDR" where the row holds the EDR apart from the monthly minimum, on its own
  // payments: the total with it opens, as the user sums it.)
  const apart = apartPartsAsked(pay.row.components, asked);
  if (apart.length) {
    const total = pay.row.amount + apart.reduce((s, c) => s + c.amount, 0);
    const sum = pay.row.components.map((c) => `${c.label} ${euro(c.amount)}`).join(' + ');
    const names = apart.map((c) => c.label.replace(/\s*\(.*\)$/, ''));
    const paid = apart.map((c, i) => `${names[i]} pagato su ${c.payments} mensilità`).join(', ');
    const opening = `Nel ${ccnl.short_name} il minimo mensile lordo del ${levelAfterOf(ccnl, level)} al ${italianDate(date)}, con ${names.join(' e ')}, è **${euro(total)}** (${sum}; ${paid}, che la tabella tiene fuori dal minimo mensile).`;
    return { text: `${opening} ${line}`, citations: table };
  }
  // ("sommando minimo, contingenza e IAR": the level's monthly items beside the minimum, asked in the sum.)
  const items = levelItemsAt(ccnl, level, date).filter(
    (i): i is typeof i & { amount: number } => i.amount !== undefined && itemSummed(i.item.short, asked),
  );
  if (items.length) {
    const total = pay.row.amount + items.reduce((s, i) => s + i.amount, 0);
    const sum = [
      ...pay.row.components.filter((c) => !c.payments).map((c) => `${c.label} ${euro(c.amount)}`),
      ...items.map((i) => `${i.item.short} ${euro(i.amount)}`),
    ].join(' + ');
    const names = items.map((i) => i.item.short).join(' e ');
    const opening = `Nel ${ccnl.short_name} la retribuzione mensile lorda minima del ${levelAfterOf(ccnl, level)} al ${italianDate(date)}, con ${names}, è **${euro(total)}** (${sum}).`;
    const cited = items.flatMap((i) =>
      citeSources(ccnl, opening, `${i.item.short} dal ${italianDate(i.item.effective_from)}`, i.item.sources),
    );
    return { text: `${opening} ${line}`, citations: [...table, ...cited] };
  }
  const besides = levelItemsAt(ccnl, level, date).map(({ item }) => item.short);
  const missing = summedPartsAsked(pay.row.components, besides, asked);
  const held = missing.map((m) => heldInSteps(ccnl, level, date, m.pattern));
  if (!missing.length || held.some((h) => h === undefined)) return { text: line, citations: table };
  const parts = held as HeldPart[];
  const total = pay.row.amount + parts.reduce((s, p) => s + p.amount, 0);
  const sum = [
    ...pay.row.components.filter((c) => !c.payments).map((c) => `${c.label} ${euro(c.amount)}`),
    ...parts.map((p) => `${p.label} ${euro(p.amount)}`),
  ].join(' + ');
  const names = missing.map((m) => m.name).join(' e ');
  const opening = `Nel ${ccnl.short_name} la paga minima mensile lorda del ${levelAfterOf(ccnl, level)} al ${italianDate(date)}, con ${names}, è **${euro(total)}** (${sum}); ${parts.map((p) => p.label).join(' e ')} dalla tabella retributiva dal ${italianDate(parts[0]?.from ?? date)}, che lo riporta accanto a minimo e contingenza.`;
  const rest = line.replace(summedPartsMissing(pay.row.components, besides, asked), '');
  return {
    text: `${opening} ${rest}`,
    citations: [
      ...citeSources(
        ccnl,
        opening,
        `${names} dal ${italianDate(parts[0]?.from ?? date)}`,
        parts[0]?.sources ?? [],
      ),
      ...table,
    ],
  };
}
