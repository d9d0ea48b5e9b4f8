import type { Level } from '../kb/schema.js';
import { levelShort } from './shared/levels.js';

/**
 * A proposed level as the opening names it. A name that says its level ("4° livello", "livello D2 (ex 3ª)",
 * "Quadro A") stands alone; the bare category "Quadri" carries its code beside it ("Quadri (livello Q)"), the code
 * the pay tables and payslips print; any other name follows its code ("livello A (…)").
 */
export function shownLevel(level: Pick<Level, 'level' | 'name'>): string {
  if (/^quadri$/i.test(level.name.trim()) && level.level !== level.name)
    return `${level.name} (livello ${level.level})`;
  return /livell|quadr/i.test(level.name) ? level.name : `${levelShort(level.level)} (${level.name})`;
}
