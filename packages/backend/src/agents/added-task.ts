import { levelsByPay } from '../kb/levels-by-pay.js';
import type { Ccnl, Level } from '../kb/schema.js';
import { readable } from '../reader/text.js';
import { beyondBaseJob } from './beyond-base-job.js';
import type { Candidate } from './level-score.js';
import { TASK_TITLES } from './task-titles.js';

/**
 * A task said on top of the job's title ("sono aiuto commessa ma allestisco anche le vetrine"): when the task is
 * the work of an example profile of a higher level (the window dresser's), the title alone does not decide. The
 * level of that profile is proposed, and the answer says why and when the title's level would stay instead
 * (the task only occasional). Only for a task said as added to the job ("anche", "pure", "inoltre", "oltre a").
 */
export interface AddedTask {
  title: string;
  level: Level;
  /** The title's own profile and level, which the task goes beyond. */
  from: { example: string; level: Level };
}

const ADDED = /\b(?:anche|pure|inoltre|oltre a|in piu)\b/;
// Where a clause ends: punctuation, or a conjunction opening the next task ("… quando arrivano i pacchi e d'estate").
const CLAUSE_END = /[,;:.!?\n]|\s(?:e|ed|ma|poi|mentre)\s/g;

/**
 * Whether the task found at `index` is the one said as added: the marker is in its own clause ("allestisco anche
 * le vetrine", "oltre a vendere, sistema la merce in magazzino" reads the clause before the comma too). A marker in
 * another clause adds another task: "aiuta la commessa, rifornisce gli scaffali … e d'estate ha anche incartato i
 * libri" adds the wrapping, not the shelving; "fa i caffè … e batte anche qualche scontrino" adds the till.
 */
function addedInClause(text: string, index: number, length: number): boolean {
  const before = text.slice(0, index);
  const last = [...before.matchAll(CLAUSE_END)].at(-1);
  const start = last ? (last.index ?? 0) + last[0].length : 0;
  const rest = text.slice(index + length);
  const stop = rest.search(CLAUSE_END);
  const clause = text.slice(start, index + length + (stop < 0 ? rest.length : stop));
  // "oltre a vendere, sistema la merce": "oltre a …" opens the sentence and the added task follows it.
  const opened =
    before
      .slice(0, start)
      .split(/[.!?\n]/)
      .at(-1) ?? '';
  return ADDED.test(clause) || /^\s*(?:oltre a|in piu)\b/.test(opened);
}

export function addedTask(
  ccnl: Ccnl,
  message: string,
  best: Candidate | undefined,
  today: string,
): AddedTask | undefined {
  const text = readable(message);
  if (!best?.level || !best.example || !ADDED.test(text)) return undefined;
  const ladder = levelsByPay(
    ccnl,
    today,
    ccnl.levels.filter((l) => l.track === best.level?.track),
  );
  const rank = (level: Level) => ladder.findIndex((l) => l.level === level.level);
  for (const [pattern, replacement] of TASK_TITLES) {
    pattern.lastIndex = 0;
    const found = [...text.matchAll(pattern)].some((m) => addedInClause(text, m.index ?? 0, m[0].length));
    pattern.lastIndex = 0;
    if (!found) continue;
    const title = replacement.replace('$&', '').trim();
    if (best.example.includes(title)) continue;
    const level = ladder.find((l) => l.examples.some((e) => e === title || e.startsWith(`${title} `)));
    if (level && rank(level) > rank(best.level))
      return { title, level, from: { example: best.example, level: best.level } };
  }
  return undefined;
}

/** The candidates with the added task's level first, carrying its profile as the example. */
export function withAddedTask(ccnl: Ccnl, message: string, candidates: Candidate[], today: string) {
  const added = addedTask(ccnl, message, candidates[0], today);
  // ("oltre alle pulizie normali fanno da ausiliarie": a higher profile beyond the base job, beyond-base-job.ts.)
  if (!added) return beyondBaseJob(ccnl, message, candidates, today);
  const rest = candidates.filter((c) => c.level?.level !== added.level.level);
  return [{ level: added.level, score: (candidates[0]?.score ?? 0) + 1, example: added.title }, ...rest];
}
