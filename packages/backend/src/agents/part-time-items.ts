import { euro, figureValue, percent } from '../kb/format.js';
import { baseComponent } from '../kb/pay-items.js';
import type { PayRow } from '../kb/schema.js';
import { cents } from '../payroll/net-pay.js';
import { fold } from '../reader/text.js';

/**
 * A part-timer's payslip weighed item by item: each table item it states (paga base, contingenza, terzo elemento)
 * against the same item of the level's row times the part-time share, so the item left on an old table shows
 * with the figure it should have ("paga base 533,88 € invece di 555,76 € (889,21 € × 62,5%)"). The sum against
 * the proportioned minimum says how much is short; this says where.
 */

// The words a payslip gives each item.
const LABELS: { key: 'base' | 'contingenza' | 'terzo'; label: string; words: RegExp }[] = [
  {
    key: 'base',
    label: 'paga base',
    words:
      /\b(?:paga base|retribuzione tabellare|retribuzione base|minimo tabellare)\b(?![^\n\d]{0,40}?contingenza)/i,
  },
  { key: 'contingenza', label: 'contingenza', words: /\b(?:indennit[aà] di )?contingenza\b/i },
  { key: 'terzo', label: 'terzo elemento', words: /\b(?:terzo|3°) elemento\b/i },
];

function rowItem(row: PayRow, key: 'base' | 'contingenza' | 'terzo') {
  if (key === 'base') return baseComponent(row);
  const word = key === 'terzo' ? /^terzo elemento/ : /contingenza/;
  return row.components.find((c) => word.test(fold(c.label)));
}

/**
 * The last figure after an item's label, before the next word (its amount, after a full-time reference and its
 * share: "Paga base p.t. 1.292,46 x 60% 775,48"); the text may come with its lines joined.
 */
function statedOn(text: string, words: RegExp): number | undefined {
  const m = words.exec(text);
  if (!m) return undefined;
  const after = text.slice(m.index + m[0].length);
  // (The item's figures end at the next word, or at an abbreviation after its first figure: "E.D.R. 6,46" is
  // another item's, on a line of its own or joined.)
  const first = after.search(/\d,\d{2}/);
  const rest = first < 0 ? -1 : after.slice(first).search(/\p{L}{3,}|\p{L}\./u);
  const word = after.search(/\p{L}{3,}/u);
  const end = rest < 0 ? word : word < 0 ? first + rest : Math.min(word, first + rest);
  const figures = (end < 0 ? after : after.slice(0, end)).match(/\d{1,3}(?:\.\d{3})*,\d{2}(?!\d|,\d)/g);
  const last = figures?.at(-1);
  return last ? figureValue(last) : undefined;
}

/**
 * The items the payslip states, each with its share of the row's same item; `fullTime`: the payslip gives its
 * items at full time ("importi tempo pieno"), each weighed against the row's whole item.
 */
function statedItems(text: string, row: PayRow, share: number, fullTime = false) {
  return LABELS.map((l) => {
    const item = rowItem(row, l.key);
    const stated = statedOn(text, l.words);
    return item && stated !== undefined
      ? { ...l, stated, due: fullTime ? item.amount : cents(item.amount * share), full: item.amount }
      : undefined;
  }).filter((r) => r !== undefined);
}

/**
 * How much the payslip's base item (paga base, retribuzione tabellare) falls short of its share of the row's
 * base item; 0 when it does not (or a cent of rounding), undefined when the payslip does not state it.
 */
export function partTimeBaseShort(
  text: string,
  row: PayRow,
  share: number,
  fullTime = false,
): number | undefined {
  if (row.components.length < 2 || share >= 1) return undefined;
  const base = statedItems(text, row, share, fullTime).find((r) => r.key === 'base');
  if (!base) return undefined;
  const short = cents((base.due - base.stated) * (fullTime ? share : 1));
  return short >= 0.015 ? short : 0;
}

/** The items sentence, or undefined when the payslip states fewer than two items or the table has no parts. */
export function partTimeItemsLine(
  text: string,
  row: PayRow,
  share: number,
  fullTime = false,
): string | undefined {
  if (row.components.length < 2 || share >= 1) return undefined;
  const pct = percent(cents(share * 100));
  const read = statedItems(text, row, share, fullTime);
  if (read.length < 2 || read.every((r) => Math.abs(r.stated - r.due) < 0.015)) return undefined;
  if (fullTime) return fullTimeItemsLine(read, share, pct);
  const parts = read.map((r) => {
    const gap = cents(r.stated - r.due);
    // (A cent either way is the rounding of the share.)
    return Math.abs(gap) < 0.015
      ? `${r.label} ${euro(r.stated)}: corrisponde (${euro(r.full)} × ${pct})`
      : `${r.label} ${euro(r.stated)} invece di **${euro(r.due)}** (${euro(r.full)} × ${pct}): ${euro(Math.abs(gap))} ${gap < 0 ? 'in meno' : 'in più'}`;
  });
  return `Voce per voce, al ${pct}: ${parts.join('; ')}.`;
}

/**
 * The items a payslip gives at full time ("importi tempo pieno"), each against the row's whole item; a gap is
 * what the part-timer misses each month at the share ("paga base 1.257,46 € invece di 1.292,46 €: 35,00 € in
 * meno a tempo pieno, 17,50 € al mese al 50%").
 */
function fullTimeItemsLine(
  read: { label: string; stated: number; due: number }[],
  share: number,
  pct: string,
): string {
  const parts = read.map((r) => {
    const gap = cents(r.stated - r.due);
    if (Math.abs(gap) < 0.015) return `${r.label} ${euro(r.stated)}: corrisponde`;
    const monthly = cents(Math.abs(gap) * share);
    return `${r.label} ${euro(r.stated)} invece di **${euro(r.due)}**: ${euro(Math.abs(gap))} ${gap < 0 ? 'in meno' : 'in più'} a tempo pieno, **${euro(monthly)}** al mese al ${pct}`;
  });
  return `Voce per voce, a tempo pieno come in busta: ${parts.join('; ')}.`;
}
