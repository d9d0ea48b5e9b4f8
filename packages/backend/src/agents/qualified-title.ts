import { normalise, term } from '../kb/text.js';
import { jobTerms } from './job-terms.js';

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

// "la coordinatrice" names the profile «coordinatore» word for word.
export const masculine = (phrase: string): string =>
  phrase.replace(/(\p{L}{3,})trice\b/gu, '$1tore').replace(/(\p{L}{3,})trici\b/gu, '$1tori');

const TITLE_DENIED = /\b(?:priv[oaie]|senza|non ha|non ho|manca|mancano|non e|non sono)\b[^,.;]{0,30}$/;

/**
 * "educatrice professionale", "infermiere professionale": the word after a profile's title qualifies the job (its
 * title of study), it does not name a professional firm; its terms are the job's, not the request's.
 */
export function professionalTitle(description: string, titleWords: ReadonlySet<string>): Set<string> {
  return new Set(
    [...description.matchAll(/(\p{L}{4,}) (professional[ei])\b/gu)]
      .filter((m) => jobTerms(masculine(m[1] as string)).some((t) => titleWords.has(t)))
      // ("privo del titolo di educatore professionale": the title denied qualifies nothing.)
      .filter((m) => !TITLE_DENIED.test(description.slice(Math.max(0, m.index - 40), m.index)))
      .flatMap((m) => jobTerms(m[2] as string)),
  );
}
