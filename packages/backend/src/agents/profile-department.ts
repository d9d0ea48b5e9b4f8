import { normalise } from '../kb/text.js';

/**
 * The departments of a hotel or a restaurant a profile's title can be qualified by: «cameriera ai piani» is the
 * room attendant, «cameriere di ristorante» the dining-room waiter. How a profile names one, how a job says it.
 */
const DEPARTMENTS: { profile: RegExp; job: RegExp }[] = [
  { profile: /\b(?:ai|dei) piani\b/, job: /\b(?:ai|dei|al) piani?\b|\b(?:camere|stanze|housekeeping)\b/ },
  {
    profile: /\b(?:di|in) sala\b|\bristorante\b/,
    job: /\b(?:di|in|della|nella|a|alla) sala\b|\bristorant[ei]\b|\bai tavoli\b|\bservizio ai tavoli\b/,
  },
  { profile: /\b(?:al|di|del) bar\b|\bbar\//, job: /\b(?:al|del|nel|di|dietro il) (?:bar|bancone)\b/ },
  { profile: /\b(?:di|in) cucina\b/, job: /\b(?:di|in|della|nella) cucina\b/ },
];

/**
 * Whether the profile is qualified by a department the job does not name while the job names another one
 * ("cameriere … servo in sala" against «cameriera/cameriere ai piani»): the same title in another department is
 * another job. A job that names no department, or the profile's own, is not told apart.
 */
export function otherDepartment(example: string, phrase: string): boolean {
  const ex = normalise(example);
  const own = DEPARTMENTS.filter((d) => d.profile.test(ex));
  if (!own.length || own.some((d) => d.job.test(phrase))) return false;
  return DEPARTMENTS.some((d) => !own.includes(d) && d.job.test(phrase));
}
