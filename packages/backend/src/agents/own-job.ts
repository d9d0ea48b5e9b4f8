import type { Ccnl } from '../kb/schema.js';
import { jobTerms } from './job-terms.js';

// The words of a whole job told: a title and what the worker does, not a short follow-up.
const TOLD_AT_LENGTH = 15;

/**
 * Whether the message describes a job of its own ("Ho assunto un cuoco che dirige tutta la cucina: organizza i
 * turni, decide i menu… Come va inquadrato?"): long enough to tell the tasks, and naming a title of the
 * agreement's profiles. Such a job is classified on its own words alone, never with the job an earlier turn
 * asked about (a waiter's pay asked before is not this cook's job).
 */
export function describesOwnJob(ccnl: Ccnl, message: string): boolean {
  if (message.split(/\s+/).length < TOLD_AT_LENGTH) return false;
  const titles = new Set(jobTerms(ccnl.levels.flatMap((l) => l.examples).join(' ')));
  return jobTerms(message).some((t) => t.length > 3 && titles.has(t));
}
