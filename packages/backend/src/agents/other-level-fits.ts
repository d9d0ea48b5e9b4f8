import type { Ccnl } from '../kb/schema.js';
import { score } from './level-score.js';

type Level = Ccnl['levels'][number];

/**
 * "Le colleghe dicono chi B1 chi C2: da OSS che livello dovrei avere?": when no profile or definition of the
 * levels the question names fits the job, but a profile example of another level does (the agreement lists
 * «operatore socio-sanitario (OSS)» under C1), the levels named were guesses, and the job's own level answers.
 */
export function otherLevelFits(ccnl: Ccnl, job: string, offered: readonly Level[]): boolean {
  const top = score(ccnl, job)
    .filter((c) => c.level && c.score > 0)
    .sort((a, b) => b.score - a.score)[0];
  return Boolean(top?.level && top.example && !offered.includes(top.level));
}
