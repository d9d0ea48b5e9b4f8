import type { Intent } from '../reader/request.js';
import { readable } from '../reader/text.js';

/** The words that ask an agreement subject, to tell which of two subjects a question asks first. */
const CUES: Partial<Record<Intent, RegExp>> = {
  working_hours:
    /\borari\w* (?:ordinari\w*|settimanal\w*|di lavoro|normal\w*|contrattual\w*)|\bore (?:settimanal\w*|ordinari\w*|a settimana)\b/,
  overtime_value: /\bstraordinar\w*|\bmaggiorazion\w*|\bmaggiorat\w*|\bore (?:oltre|in piu)\b/,
  holidays: /\bferie\b/,
  rol_ex_festivita: /\brol\b|\bpermess\w*|\bex festivit\w*/,
  probation: /\b(?:periodo di )?prova\b/,
  notice: /\bpreavvis\w*/,
  sickness_injury: /\bmalatti\w*|\binfortun\w*|\bcomporto\b/,
  // The building workers' Christmas bonus and its set-aside are the extra months' subject too.
  monthly_payments:
    /\bmensilit\w*|\btredicesim\w*|\bquattordicesim\w*|\bgratifica natalizi\w*|\baccantona\w* (?:in |presso (?:la )?)?cassa edile/,
};

/** The asking part of a message: from its first question's sentence on, so a story's words do not count. */
function askingPart(message: string): string {
  const text = readable(message);
  const mark = text.indexOf('?');
  if (mark < 0) return text;
  const start = Math.max(text.lastIndexOf('.', mark), text.lastIndexOf('!', mark)) + 1;
  return text.slice(start);
}

/**
 * The subjects asked beside the main one that the question asks before it ("qual è l'orario ordinario, e le ore
 * oltre con quale maggiorazione?": the hours before the overtime's surcharge). Empty when the main subject comes
 * first or either is not found in the asking part.
 */
export function askedBefore(message: string, main: Intent, subjects: readonly Intent[]): Intent[] {
  const asking = askingPart(message);
  const at = (intent: Intent) => {
    const cue = CUES[intent];
    const found = cue ? cue.exec(asking) : null;
    return found ? found.index : -1;
  };
  const mainAt = at(main);
  if (mainAt < 0) return [];
  return subjects.filter((s) => {
    const own = at(s);
    return own >= 0 && own < mainAt;
  });
}
