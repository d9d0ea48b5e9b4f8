import { MONTH_NAMES, MONTHS } from '../kb/format.js';

/**
 * Session 32 (fixs32f): a note on another tranche ("La tranche di luglio 2025 comprende i 20 € …") when one
 * tranche is asked ("di quanto è aumentato con la tranche di luglio 2026?"): its amounts are not the one asked.
 */
export function otherTranche(note: string, asked: string | undefined): boolean {
  const named = new RegExp(`\\btranche (?:di|del|dal) (?:1° )?(${MONTH_NAMES}) (20\\d\\d)\\b`, 'i').exec(
    note,
  );
  if (!asked || !named) return false;
  const month = String(MONTHS.indexOf((named[1] ?? '').toLowerCase()) + 1).padStart(2, '0');
  return asked.slice(0, 7) !== `${named[2]}-${month}`;
}
