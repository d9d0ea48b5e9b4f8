import { levelsByPay } from '../kb/levels-by-pay.js';
import type { Ccnl } from '../kb/schema.js';
import { readable } from '../reader/text.js';
import { jobTerms } from './job-terms.js';
import type { Candidate } from './level-score.js';

/**
 * "Oltre alle pulizie normali fanno da ausiliarie: accompagnano i pazienti…": the job said after "oltre a" is the
 * base the workers go beyond, not the job asked about. When the best-matching profile is only that base (its words
 * are the base's) and a higher level of the same ladder has a profile matched by the rest of the description, that
 * higher profile is the job: the base tasks are part of it, as every level includes the simpler work below it.
 */

// "oltre alle pulizie normali", "oltre al banco", "oltre a servire ai tavoli": the base, up to its clause's end.
const BEYOND = /\boltre (?:a|ad|al|allo|alla|alle|ai|agli|all') ?([^,.;:!?]+)/;

export function beyondBaseJob(
  ccnl: Ccnl,
  message: string,
  candidates: Candidate[],
  today: string,
): Candidate[] {
  const best = candidates[0];
  if (!best?.level || !best.example) return candidates;
  const base = BEYOND.exec(readable(message))?.[1];
  if (!base) return candidates;
  const baseTerms = new Set(jobTerms(base));
  const inBase = (example: string) => jobTerms(example).some((t) => baseTerms.has(t));
  if (!inBase(best.example)) return candidates;
  const ladder = levelsByPay(
    ccnl,
    today,
    ccnl.levels.filter((l) => l.track === best.level?.track),
  );
  const rank = (code: string | undefined) => ladder.findIndex((l) => l.level === code);
  const beyond = candidates.find(
    (c) =>
      c.score > 0 &&
      c.example &&
      c.level?.track === best.level?.track &&
      rank(c.level?.level) > rank(best.level?.level) &&
      !inBase(c.example),
  );
  if (!beyond) return candidates;
  return [{ ...beyond, score: best.score + 1 }, ...candidates.filter((c) => c !== beyond)];
}
