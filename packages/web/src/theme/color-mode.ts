/** The colour mode preference (spec §3): system, light or dark, kept in localStorage. */
export type ColorMode = 'system' | 'light' | 'dark';

export const COLOR_MODES: readonly ColorMode[] = ['system', 'light', 'dark'];

export const COLOR_MODE_STORAGE_KEY = 'ccnl-color-mode';

function isColorMode(value: unknown): value is ColorMode {
  return COLOR_MODES.includes(value as ColorMode);
}

export interface ColorModeStore {
  getState(): ColorMode;
  subscribe(listener: () => void): () => void;
  set(mode: ColorMode): void;
}

/**
 * Reads the saved preference and applies it to `<html data-color-mode>`; 'system' follows the operating
 * system through CSS (`prefers-color-scheme`), so the page never flashes the wrong colours.
 */
export function createColorModeStore(win: Window = window): ColorModeStore {
  const listeners = new Set<() => void>();
  let mode: ColorMode = 'system';
  try {
    const saved = win.localStorage.getItem(COLOR_MODE_STORAGE_KEY);
    if (isColorMode(saved)) mode = saved;
  } catch {
    // Storage disabled: the preference lives for this page only.
  }
  const apply = () => {
    win.document.documentElement.dataset.colorMode = mode;
  };
  apply();
  return {
    getState: () => mode,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    set(next) {
      if (!isColorMode(next) || next === mode) return;
      mode = next;
      try {
        win.localStorage.setItem(COLOR_MODE_STORAGE_KEY, next);
      } catch {
        // See above.
      }
      apply();
      for (const listener of listeners) listener();
    },
  };
}
