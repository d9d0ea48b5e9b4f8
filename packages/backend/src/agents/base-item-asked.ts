import { baseComponent } from '../kb/pay-items.js';
import type { PayRow } from '../kb/schema.js';

/**
 * "Paga base nazionale mensile spettante?", "a quanto ammonta la retribuzione tabellare?": the base item of a row
 * of several items (the FIPE's paga base beside its contingenza, the Logistica's tabellare beside its EPA) is the
 * figure asked, not the whole minimum. A question that also names another item, the minimum or a total asks
 * more than the base item: undefined, as it is for a row of one item (the Metalmeccanici's minimo tabellare).
 */
const BASE_ASKED = /\bpaga base\b|\bpaga tabellare\b|\bretribuzione (?:base|tabellare)\b/;
const MORE_ASKED =
  /contingenz|\be\.?d\.?r\.?(?![a-z])|\be\.?p\.?a\.?(?![a-z])|\belement\w*|\bminim\w*|\btotal\w*|\bcomplessiv\w*|\bin tutto\b|\bscatt\w*|\bsuperminim\w*|\bnett\w*|\bindennit\w*/;

// "solo la paga base, la contingenza la guardo dopo", "senza contingenza": the other items named to be left out.
const ONLY_BASE =
  /\bsolo (?:la |di |della )?(?:paga base|paga tabellare|retribuzione (?:base|tabellare))\b(?!,? (?:e|piu|con|insieme)\b)|\b(?:senza|tranne|esclus[oa]|eccetto) (?:la )?contingenz/;

export function baseItemAsked(row: PayRow, text: string): PayRow['components'][number] | undefined {
  if (!BASE_ASKED.test(text) || (MORE_ASKED.test(text) && !ONLY_BASE.test(text))) return undefined;
  return baseComponent(row);
}

/**
 * The item's name as the opening says it: as the question names it ("retribuzione tabellare" for the Logistica's
 * "minimo contrattuale"), else its label when that names it ("paga base"), else "paga base (minimo (TEM))".
 */
export function baseItemName(item: { label: string }, question = ''): string {
  const asked = BASE_ASKED.exec(question)?.[0];
  if (asked) return asked;
  const label = item.label.split(' (')[0]?.toLowerCase() ?? '';
  return /^(?:paga|retribuzione)\b/.test(label) ? label : `paga base (${item.label})`;
}

/** The item's name at the head of a table line: "Paga base". */
export const baseItemTitle = (item: { label: string }, question = '') => {
  const name = baseItemName(item, question);
  return `${name.charAt(0).toUpperCase()}${name.slice(1)}`;
};
