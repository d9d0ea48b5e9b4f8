/** Marks the question box: where focus goes when nothing else claims it (after a picker, a skip link). */
export const FOCUS_HOME = 'data-focus-home';

/** Focuses the question box when the page has one; false when it has none. */
export function focusHome(): boolean {
  const home = document.querySelector<HTMLElement>(`[${FOCUS_HOME}]`);
  home?.focus();
  return home !== null;
}
