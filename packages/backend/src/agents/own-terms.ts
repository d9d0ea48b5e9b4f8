import { normalise, terms } from '../kb/text.js';

/**
 * The stems of a profile's own words, before any job phrase adds a title to them (job-phrases.ts). A profile
 * shared with the job only through such an added word is not the job: "carica e scarica materiale" and
 * «carrellista (muletto)» both gain «magazziniere», yet a labourer who loads and unloads on a building site is no
 * licensed forklift driver.
 */
export function ownTerms(example: string): Set<string> {
  return new Set(terms(normalise(example)));
}
