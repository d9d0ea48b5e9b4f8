import { levelShort } from '../agents/shared/levels.js';
import { addDays, italianDate } from '../kb/format.js';
import type { Ccnl } from '../kb/schema.js';
import { fold } from '../reader/text.js';

// "Livello: 6J", "6° livello junior", "liv. 6 J": a junior grade a payslip or the question names.
const JUNIOR_SAID = /\b(\d{1,2})\s*(?:°\s*)?(?:livello\s+|liv\.?\s*)?(?:j|junior)\b/g;

/**
 * A payslip or letter still stating a level the agreement abolished (Logistica's 6J, gone at 31 December 2025),
 * weighed at a day after its end: the level its workers moved to, and a sentence saying the move. The question's
 * words first, then the document's. Undefined when no abolished level is named or the day is not past its end.
 */
export function ceasedLevelHeld(
  ccnl: Ccnl,
  texts: readonly string[],
  date: string,
): { level: string; note: string } | undefined {
  for (const text of texts) {
    const grades = [...fold(text).matchAll(JUNIOR_SAID)].map(([, grade]) => `${grade}J`);
    const ceased = (ccnl.ceased_levels ?? []).find((c) => grades.includes(c.level));
    if (!ceased || date <= ceased.ceased) continue;
    if (!ccnl.levels.some((l) => l.level === ceased.moved_to)) continue;
    const to = levelShort(ceased.moved_to);
    return {
      level: ceased.moved_to,
      note: `Il ${ceased.level} (${ceased.name}) non esiste più: è stato abolito il ${italianDate(ceased.ceased)} e chi vi era inquadrato è passato dal ${italianDate(addDays(ceased.ceased, 1))} al ${to}, per cui la cifra va confrontata con il minimo del ${to}.`,
    };
  }
  return undefined;
}
