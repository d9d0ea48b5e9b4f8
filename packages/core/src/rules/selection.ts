/** Selection limits per agent (spec §5); parameters use the same limits. */
export interface SelectionLimits {
  min: number;
  max: number;
}

/** The picker's own default maximum when no agent limit applies (spec §5). */
export const PICKER_DEFAULT_MAX = 100;

export function selectionLimits(agent: string): SelectionLimits {
  switch (agent) {
    case 'calcolo':
    case 'inquadra':
      return { min: 1, max: 1 };
    case 'confronta':
      return { min: 1, max: 99 };
    default:
      return { min: 0, max: 99 };
  }
}

/** Selecting toggles an item; adding is blocked at the maximum (the same array comes back). */
export function togglePick<T>(
  selected: readonly T[],
  item: T,
  max: number = PICKER_DEFAULT_MAX,
): readonly T[] {
  if (selected.includes(item)) return selected.filter((value) => value !== item);
  if (selected.length >= max) return selected;
  return [...selected, item];
}

/**
 * Selecting with a limit of one replaces the chosen item (a second click is a change of mind, not a click that
 * does nothing); at a larger limit adding is blocked at the maximum, as `togglePick`.
 */
export function togglePickReplacing<T>(
  selected: readonly T[],
  item: T,
  max: number = PICKER_DEFAULT_MAX,
): readonly T[] {
  if (max === 1 && !selected.includes(item) && selected.length > 0) return [item];
  return togglePick(selected, item, max);
}

/** Selections are saved on confirm only if the count is at least the minimum. */
export function canConfirm(selected: readonly unknown[], min: number): boolean {
  return selected.length >= min;
}

/** Case-insensitive substring match on `descrizione` (agreements) or `parametro` (parameters). */
export function searchItems<T extends { descrizione: string } | { parametro: string }>(
  items: readonly T[],
  query: string,
): T[] {
  const needle = query.trim().toLocaleLowerCase('it');
  if (!needle) return [...items];
  return items.filter((item) =>
    ('descrizione' in item ? item.descrizione : item.parametro).toLocaleLowerCase('it').includes(needle),
  );
}
