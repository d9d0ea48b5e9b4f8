import type { LeaveKind } from './leave-kinds-read.js';
import type { Intent } from './request.js';

/**
 * The 104 (a disability, the worker's own or the employer's) told as the story while the sentences that ask name
 * another subject: "ho la sclerosi multipla con 104 per me … quanti giorni di malattia posso fare prima di perdere
 * il posto?" asks the sickness leave's comporto; "ho la 104 e vivo da solo … quanti giorni di ferie le devo dare?"
 * asks the carer's holidays. The 104 word made them a leave question, answered with the monthly permits. Runs on
 * the folded text.
 */

// The sick days the job is kept for: "giorni di malattia posso fare", "prima di perdere il posto", "comporto".
const SICK_DAYS_ASKED =
  /\b(?:giorni|mesi) di malattia\b|\bcomporto\b|\bperder\w* il (?:posto|lavoro)\b[^?]{0,60}\bmalatti|\bmalatti\w*\b[^?]{0,80}\bperder\w* il (?:posto|lavoro)\b|\bconservazione del posto\b/;
// The holidays' days: "quanti giorni di ferie all'anno le devo dare?", "quante ferie le spettano?".
const HOLIDAY_DAYS_ASKED =
  /\bquant\w* (?:giorni (?:di )?)?ferie\b|\bgiorni di ferie\b[^?]{0,40}\b(?:spett|dev|dar)\w*/;
// The permits themselves asked: then the 104 is the subject, not the story.
const PERMITS_ASKED = /\bpermess\w*|\b104\b|\bconged\w*/;

/** The sentences with a question mark, together (or the whole text when none has one). */
function asking(text: string): string {
  const asked = text.split(/(?<=[.?!])\s+/).filter((s) => s.includes('?'));
  return asked.length ? asked.join(' ') : text;
}

/** The subject asked beside a disability the story tells, when it is not the permits, or undefined. */
export function askedBesideDisability(
  intent: Intent,
  leave: LeaveKind | undefined,
  text: string,
): Intent | undefined {
  if (leave !== 'disability') return undefined;
  const ask = asking(text);
  if (PERMITS_ASKED.test(ask)) return undefined;
  const asked = SICK_DAYS_ASKED.test(ask)
    ? 'sickness_injury'
    : HOLIDAY_DAYS_ASKED.test(ask)
      ? 'holidays'
      : undefined;
  // (The leave read from the 104 word, or the subject itself read first, which later leave rules must keep.)
  return asked && (intent === 'leave' || intent === asked) ? asked : undefined;
}
