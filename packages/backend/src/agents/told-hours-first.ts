import type { Passage } from '../kb/passages.js';
import { startFirst } from './notice-start.js';

/**
 * A working week the question tells ("un accordo aziendale ci porta a 44 ore") that the agreement's general line
 * does not hold, while a passage speaks of exactly that week: the passage answers the case told and opens the
 * answer (Logistica's G/H drivers under a 44-hour company agreement: 42 hours from 2026), the general week after it.
 */
function toldHoursFirst(
  started: { said: string[]; more: Passage[] },
  asked: string,
  topic: string | undefined,
): { said: string[]; more: Passage[] } {
  // ("fa 40 ore a settimana, giusto?": a week doubted, which the general line answers.)
  if (topic !== 'orario' || /\b(?:giust[oa]|corrett[oa]|vero)\b/.test(asked)) return started;
  const opening = started.said[0] ?? '';
  // ("44 ore a settimana", "44 ore settimanali": a week told; "40 ore, giusto?" doubts the general week instead.)
  const told = [...asked.matchAll(/\b(\d{2}) ore (?:a |alla |per )?settiman\w*/g)]
    .map((m) => m[1] ?? '')
    .filter((n) => !new RegExp(`\\b${n} ore\\b`).test(opening));
  // Of the passages on that week, the latest rule (the newest year it names) is the one in force.
  const latest = (text: string) =>
    Math.max(0, ...[...text.matchAll(/\b(20\d\d)\b/g)].map((m) => Number(m[1])));
  const own = started.more
    // (A week of hours in the passage, not "40 ore annue di permessi".)
    .filter((p) =>
      told.some((n) => new RegExp(`\\b${n} ore\\b(?! (?:annu|l'anno|all'anno|di permess))`).test(p.text)),
    )
    .sort((a, b) => latest(b.text) - latest(a.text))[0];
  if (!own) return started;
  return { said: [own.text, ...started.said], more: started.more.filter((p) => p !== own) };
}

/** The passages that open the answer: when the notice starts (notice-start.ts), then the week told. */
export const casesFirst = (said: string[], more: Passage[], asked: string, topics: readonly string[]) =>
  toldHoursFirst(startFirst(said, more, asked), asked, topics[0]);
