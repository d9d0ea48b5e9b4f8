import { readable } from '../reader/text.js';
import { bold } from './compose.js';
import { IN_PROBATION } from './topic-intents.js';

/**
 * "Una collega ancora in prova, se si ammala prende lo stesso trattamento?": when the agreement's sick pay is
 * granted only to whoever has passed the probation ("per chi ha superato la prova la cooperativa integra…"),
 * the worker still in probation is told plainly that the agreement's top-up does not apply: the law's INPS
 * allowance stays. The rule read is the agreement's own line, which follows.
 */
const PASSED_ONLY =
  /\b(?:per chi ha|chi ha|a chi ha|ai lavoratori che hanno|dopo aver|che abbia) superato (?:il periodo di |la )?prova\b/;

/** The sickness line opened by the answer for a worker still in probation, or the line unchanged. */
export function sickInProbationFirst(line: string, message: string): string {
  const text = readable(message);
  if (!IN_PROBATION.test(text) || !/\bammal\w*|\bmalatti\w*/.test(text)) return line;
  if (!PASSED_ONLY.test(readable(line))) return line;
  const head = /^(Nel [^,]+), /.exec(line)?.[1];
  if (!head) return line;
  return `${bold('No')}: ${head.charAt(0).toLowerCase()}${head.slice(1)} l’integrazione a carico del datore spetta solo a chi ha superato la prova: durante la prova ${bold('non spetta')}, e per la malattia resta solo l’indennità INPS di legge. ${line}`;
}
