/**
 * A payslip checked against the agreement's minimum ("il lordo è giusto per il mio livello?", "mi pagano il
 * minimo?"): the minimum is the sum of the table's items (paga base, contingenza, terzo elemento…), which a
 * payslip states line by line, so the figure to compare is their sum, never the paga base alone; and a
 * part-time payslip ("Part-time 50%", "part time al 60%") is held to the minimum in proportion.
 */
import { euro, figureValue } from '../kb/format.js';
import type { StatedFigure } from './compliance.js';
import type { LabelledValue } from './labelled-values.js';

// The items that make up an agreement's monthly minimum, as payslips label them (after the payroll code a
// line may keep: "0003 3° Elemento").
const TABLE_ITEM =
  /^(?:[A-Z]?\d{2,5}\s+)?(?:paga base|paga tabellare|retribuzione (?:base|tabellare)|minimo (?:tabellare|contrattuale|conglobato)|contingenza|indennit[aà] di contingenza|(?:terzo|3[°o]?) elemento|e\.?d\.?r\.?|elemento distinto|e\.?p\.?a\.?)\b/i;

/** The sum of the table's items a document states, when it states at least two of them with a figure. */
export function tableItemsFigure(values: readonly LabelledValue[]): StatedFigure | undefined {
  const items = values.filter((v) => TABLE_ITEM.test(v.label.trim()) && figureValue(v.value) > 0);
  if (items.length < 2) return undefined;
  const value = Math.round(items.reduce((s, v) => s + figureValue(v.value), 0) * 100) / 100;
  const parts = items.map((v) => `${v.label.toLowerCase()} ${v.value} €`).join(' + ');
  return { topic: 'minimi', text: `${euro(value)} di voci del minimo (${parts})`, value, unit: 'euro' };
}

// A letter's pay sentence listing the items inline ("paga base € 1.136,07, contingenza € 521,94, terzo elemento
// € 2,07, per un totale di € 1.660,08"): each item's label then its figure, and the total it states.
const INLINE_ITEM =
  /\b(paga base|paga tabellare|retribuzione (?:base|tabellare)|minimo (?:tabellare|contrattuale|conglobato)|(?:indennit[aà] di )?contingenza|(?:terzo|3°) elemento|e\.?d\.?r\.?|elemento distinto(?: della retribuzione)?)\b[^\d\n;]{0,12}?(\d{1,3}(?:\.\d{3})*,\d{2})(?!\d|,\d)/gi;
const INLINE_TOTAL =
  /\b(?:per un )?total[ei](?: (?:mensile|lordo|complessivo))?(?: di| pari a)?\s*(?:€|euro)?\s*(\d{1,3}(?:\.\d{3})*,\d{2})(?!\d|,\d)/i;

/**
 * The minimum's items a sentence lists inline, weighed as the total the sentence states (else their sum), never
 * as the first item alone: the whole minimum is what a pay is held to.
 */
export function inlineItemsFigure(sentence: string): StatedFigure | undefined {
  const items = [...sentence.matchAll(INLINE_ITEM)];
  if (items.length < 2) return undefined;
  const sum = Math.round(items.reduce((s, m) => s + figureValue(m[2] ?? ''), 0) * 100) / 100;
  const total = INLINE_TOTAL.exec(sentence)?.[1];
  const value = total ? figureValue(total) : sum;
  // (A total that is not the items' sum holds something else too: not the minimum's items alone.)
  if (Math.abs(value - sum) > 0.015) return undefined;
  const parts = items.map((m) => `${(m[1] ?? '').toLowerCase()} ${m[2]} €`).join(' + ');
  return { topic: 'minimi', text: `${euro(value)} di voci del minimo (${parts})`, value, unit: 'euro' };
}

const PART_TIME = /part[\s-]?time(?:\s+(?:orizzontale|verticale|misto))?\s*(?:al\s+)?(\d{1,2})\s*%/i;

/** The part-time share a document states ("Part-time 50%" → 0.5), else 1. */
export function partTimeShare(text: string): number {
  const m = PART_TIME.exec(text);
  const pct = m ? Number(m[1]) : 100;
  return pct > 0 && pct < 100 ? pct / 100 : 1;
}
