/**
 * The monthly items per level beside the minimum (the Alimentari IAR) in the pay a calculation starts from: a
 * consultant counts them in the 13th, the 14th, the TFR and so in a year's pay, its cost and its net, never in
 * a minimum asked, the hourly pay or overtime, and not when the user leaves them out ("niente IAR", "considera
 * solo minimo + contingenza").
 */

import { euro, italianDate } from '../kb/format.js';
import { levelItemsAt } from '../kb/level-items.js';
import type { Ccnl } from '../kb/schema.js';
import type { Intent } from '../reader/request.js';
import { readable } from '../reader/text.js';
import type { Citation } from './answer.js';
import { citeSources } from './answer.js';
import { summedPartsMissing } from './excluded-components.js';
import { levelName } from './shared/levels.js';

/** The calculations whose pay carries the items: the extra months, the TFR, a year's pay, cost and net. */
const COUNTED: ReadonlySet<Intent> = new Set(['thirteenth_pro_rata', 'tfr', 'employer_cost', 'gross_to_net']);

const LEFT_OUT = (short: string) =>
  new RegExp(
    `\\b(?:niente|senza|esclus[oaie]|escludendo|tranne|non (?:considerare|contare|calcolare|includere)|no)\\b[^.?!]{0,40}\\b${short}\\b|\\b${short}\\b[^.?!]{0,20}\\b(?:esclus[oaie]|a parte|non (?:compres[oa]|inclus[oa]))\\b`,
  );
/** "considera solo minimo + contingenza", "calcola sul solo minimo": the user's own base for the exercise. */
const ONLY_MINIMUM =
  /\b(?:consider\w*|cont\w*|calcol\w*|us\w*|prend\w*|pagat\w*|retribuit\w*|per semplicita)\b[^.?!]{0,25}\bsol[oa]\b[^.?!]{0,10}\b(?:il )?minim[oi]\b|\b(?:stipendio|retribuzione|paga) minim[oa]\b|\b(?:sul|al|col) solo minimo\b|(?<!\bnon )\bsolo (?:il )?minimo (?:tabellare|contrattuale|conglobato)\b/;
/** "(minimo + contingenza, 14 mensilità)": the user lists the monthly items counted, and this item is not one. */
const LISTED_ITEMS = /\bminimo (?:\+ ?|piu |e )contingenza\b/;
const PAYSLIP_SHOWS = /\b(?:busta|cedolino)\b[^.?!]{0,25}\bminimo (?:\+ ?|piu |e )contingenza\b/;

export interface ItemsOnBase {
  total: number;
  label: string;
  /** Each item counted, as a payslip row: "IAR (incremento aggiuntivo della retribuzione)", 85,41. */
  parts: [string, number][];
  assumptions: string[];
  citations: Citation[];
}

/** The items to add to a level's monthly pay for this calculation; undefined when none applies. */
export function levelItemsOnBase(
  ccnl: Ccnl,
  level: string,
  date: string,
  intent: Intent,
  texts: readonly string[],
): ItemsOnBase | undefined {
  const items = levelItemsAt(ccnl, level, date);
  if (!items.length || !COUNTED.has(intent)) return undefined;
  const message = readable(texts[0] ?? '');
  const all = texts.map(readable);
  const name = levelName(ccnl, level);
  let total = 0;
  const labels: string[] = [];
  const parts: [string, number][] = [];
  const assumptions: string[] = [];
  const citations: Citation[] = [];
  for (const { item, amount } of items) {
    const short = item.short.toLowerCase();
    const what = `${item.short} (${item.label})`;
    if (amount === undefined) {
      assumptions.push(
        `L'${what} del ${name} dal ${italianDate(item.effective_from)} non è nella base di conoscenza: il calcolo non lo comprende.`,
      );
      continue;
    }
    const leftOut = all.some((t) => LEFT_OUT(short).test(t));
    // ("prendo solo i minimi (minimo, contingenza e IAR)": the item named among the minimums is counted.)
    const named = new RegExp(`\\b${short}\\b`).test(message);
    if (
      leftOut ||
      (ONLY_MINIMUM.test(message) && !named) ||
      (LISTED_ITEMS.test(message) &&
        // ("in busta ha solo minimo e contingenza … quanto dovrebbe prendere": what the payslip shows, not the
        // exercise's base: the item is still due, h17)
        !PAYSLIP_SHOWS.test(message) &&
        !new RegExp(`\\b${short}\\b`).test(message))
    ) {
      assumptions.push(
        `Escluso l'${what} di ${euro(amount)} al mese, ${leftOut ? 'come chiesto' : 'perché la domanda chiede il solo minimo'}: si paga ogni mese accanto al minimo e incide su tredicesima, quattordicesima e TFR.`,
      );
      continue;
    }
    total += amount;
    labels.push(`${item.short} ${euro(amount)}`);
    parts.push([what, amount]);
    assumptions.push(
      `Compreso l'${what} del ${name}: ${euro(amount)} al mese dal ${italianDate(item.effective_from)}. Non fa parte del minimo ma si paga ogni mese e incide su tredicesima, quattordicesima e TFR (non su straordinari e paga oraria).`,
    );
    citations.push(
      ...citeSources(
        ccnl,
        `${item.short} ${name}: ${euro(amount)} al mese dal ${italianDate(item.effective_from)}`,
        `${item.short} dal ${italianDate(item.effective_from)}`,
        item.sources,
      ),
    );
  }
  return { total, label: labels.join(', '), parts, assumptions, citations };
}

/** Beside a minimum asked: the items paid every month that are not part of it, named with their amount. */
export function itemsBesideMinimum(ccnl: Ccnl, level: string, date: string, asked?: AskedSum): string {
  // "minimo+contingenza+edr": a part asked summed that the table lacks is said missing (excluded-components.ts).
  const missing = asked
    ? summedPartsMissing(
        asked.components,
        levelItemsAt(ccnl, level, date).map(({ item }) => item.short),
        asked.text,
      )
    : '';
  return `${missing}${levelItemsAt(ccnl, level, date)
    .flatMap(({ item, amount }) =>
      amount === undefined
        ? []
        : [
            ` Accanto al minimo si paga ogni mese l'${item.short} (${item.label}) di ${euro(amount)}, che non fa parte del minimo e incide solo su ${item.counts_in
              .map((c) => (c === 'tfr' ? 'TFR' : c))
              .join(', ')
              .replace(/, ([^,]+)$/, ' e $1')}.`,
          ],
    )
    .join('')}`;
}

/** The level's parts and the question, for a sum of parts asked beside the minimum. */
interface AskedSum {
  components: Parameters<typeof summedPartsMissing>[0];
  text: string;
}
