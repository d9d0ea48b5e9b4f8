/**
 * Session 42: a payslip's table items summed as the question names them ("quanto dovrebbe fare paga base +
 * contingenza?" on a payslip that also prints an EDR): only the items named are the figure weighed, so a line
 * the table's minimum leaves out (the Multiservizi EDR, paid on 13 months) is not added to them. A question that
 * names fewer than two kinds of item leaves the document's items as they are.
 * (The national third element, "3° Elemento 2,07", is part of the minimum it is weighed against: kept even when
 * the question names only "paga base e contingenza", as the table's minimum holds it.)
 */
const PART_OF_MINIMUM = new Set(['terzo']);
const KINDS: readonly [string, RegExp][] = [
  [
    'base',
    /\bpaga base\b|\bretribuzione (?:base|tabellare)\b|\bminimo (?:contrattuale|tabellare)\b|\btabellare\b/,
  ],
  ['contingenza', /\bcontingenz\w*/],
  ['edr', /\be\.?d\.?r\.?(?![a-z])|\belemento distinto/],
  ['epa', /\be\.?p\.?a\.?(?![a-z])|\belemento professionale/],
  ['terzo', /\b(?:terzo|3°?|3) elem\w*/],
];

const kindOf = (label: string) => KINDS.find(([, pattern]) => pattern.test(label.toLowerCase()))?.[0];

export function itemsNamedOnly<T extends { label: string }>(
  items: readonly T[],
  question: string,
): readonly T[] {
  const named = new Set(KINDS.filter(([, pattern]) => pattern.test(question)).map(([kind]) => kind));
  if (named.size < 2) return items;
  const kept = items.filter((item) => {
    const kind = kindOf(item.label);
    return kind !== undefined && (named.has(kind) || PART_OF_MINIMUM.has(kind));
  });
  return kept.length >= 2 ? kept : items;
}

/** "Paga base (tabellare)": a label whose brackets only restate the item is that item ("Paga base"). */
export const plainLabels = <T extends { label: string }>(values: readonly T[]): T[] =>
  values.map((v) => ({
    ...v,
    label: v.label.replace(/\s*\((?:tabellare|minimo(?: tabellare)?|base)\)\s*$/i, ''),
  }));
