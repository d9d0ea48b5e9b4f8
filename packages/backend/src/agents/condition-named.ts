import type { Ccnl } from '../kb/schema.js';
import { normalise } from '../kb/text.js';
import { jobTerms } from './job-terms.js';
import { namesWhole } from './names-whole.js';

// Words of a condition that say nothing of it on their own ("in altra struttura": another one of the kind).
const EMPTY = /^(?:altr|ogni|qualsias|qualunqu)/;

/**
 * A profile that is another profile of the agreement with a condition of its own («operatore socio-sanitario (OSS)
 * in RSA o in altra struttura socio-sanitaria» beside «operatore socio-sanitario (OSS)»), for a job that names the
 * shorter profile whole and meets the condition ("un OSS che lavora in RSA", "in una struttura socio-sanitaria"):
 * the job is named by the longer profile as much as by the shorter one, so the condition decides between them.
 */
export function conditionNamed(example: string, ccnl: Ccnl, phrase: string, query: Set<string>): boolean {
  const own = normalise(example);
  for (const base of ccnl.levels.flatMap((l) => l.examples)) {
    const theirs = normalise(base);
    if (theirs === own || !own.startsWith(`${theirs} `) || !namesWhole(base, phrase)) continue;
    // "in RSA o in altra struttura socio-sanitaria": any one of the places the condition lists, said as it is
    // written ("in una struttura socio-sanitaria"; "struttura residenziale" alone is not it).
    const said = ` ${jobTerms(phrase).join(' ')} `;
    const met = example
      .slice(base.length)
      .split(/\s+o\s+|\s*\/\s*/)
      .some((alternative) => {
        const words = jobTerms(alternative).filter((t) => !EMPTY.test(t));
        return words.length > 0 && words.every((t) => query.has(t)) && said.includes(` ${words.join(' ')} `);
      });
    if (met) return true;
  }
  return false;
}
