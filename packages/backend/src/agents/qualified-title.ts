import { normalise, term } from '../kb/text.js';

/**
 * A one-word title the job qualifies with another profile's job ("coordinatore del gruppo di educatori"): the
 * job is that other profile's head, not the bare title, so the title is not named word for word.
 */
export function qualifiedByAnotherJob(example: string, phrase: string, profileTerms: Set<string>): boolean {
  const title = normalise(example);
  if (title.includes(' ')) return false;
  const found = new RegExp(
    String.raw`\b${title} (?:del|della|dei|degli|delle|di) (?:(?:gruppo|team|squadra|reparto|equipe) (?:di|dei|degli|delle) )?(\p{L}+)`,
    'u',
  ).exec(phrase);
  const qualifier = found?.[1] ? term(found[1]) : undefined;
  // The title's own place or thing ("magazziniere del magazzino", "barista del bar") is no other job.
  const own = (word: string) =>
    word.length >= 3 && term(title).startsWith(word.slice(0, Math.max(3, word.length - 1)));
  return (
    qualifier !== undefined && qualifier !== term(title) && !own(qualifier) && profileTerms.has(qualifier)
  );
}
