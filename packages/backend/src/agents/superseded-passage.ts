import { MONTH_NAMES, MONTHS } from '../kb/format.js';

// "Dal 1° novembre 2025 il minimo …": a passage that opens on the day a table starts.
const PASSAGE_START = new RegExp(`^\\s*dal (\\d{1,2})°? (${MONTH_NAMES}) (\\d{4})\\b`, 'i');
// "in vigore dal 1° novembre 2026": the day the table the answer gives started.
const IN_FORCE = new RegExp(`\\bin vigore dal (\\d{1,2})°? (${MONTH_NAMES}) (\\d{4})\\b`, 'i');
const TABLE_WORDS = /\b(?:minim[oi]|tabell\w*|paga base|retribuzion\w*|stipendio)\b/i;

const isoOf = (m: RegExpExecArray): string =>
  `${m[3]}-${String(MONTHS.indexOf((m[2] ?? '').toLowerCase()) + 1).padStart(2, '0')}-${(m[1] ?? '').padStart(2, '0')}`;

/**
 * Whether a further passage states a table that the one the answer opens with superseded ("Dal 1° novembre 2025
 * il minimo … è 1.783,75" beside a minimum "in vigore dal 1° novembre 2026"): the older figure is no further
 * element, it contradicts the one in force at the date asked.
 */
export function supersededTable(passage: string, opening: string): boolean {
  const start = PASSAGE_START.exec(passage);
  const inForce = IN_FORCE.exec(opening);
  if (!start || !inForce || !TABLE_WORDS.test(passage)) return false;
  return isoOf(start) < isoOf(inForce);
}
