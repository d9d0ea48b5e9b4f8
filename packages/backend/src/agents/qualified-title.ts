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

/**
 * The profile's head title, which no other profile of the agreement carries, said as the job ("gli ausiliari che
 * puliscono i reparti" for «ausiliario scolastico/sanitario», "mi chiamano commis di sala" for «commis di cucina,
 * sala e bar»): the job is named by its title, which outweighs a task word another level's profile shares.
 */
const GENERIC_HEADS =
  /^(?:addett|operai|impiegat|lavorat|dipendent|collaborator|personale|incaricat|responsabil|aiut)\p{L}*$/u;

export function namesRareHead(
  example: string,
  phrase: string,
  query: ReadonlySet<string>,
  documentFrequency: ReadonlyMap<string, number>,
  excluded: readonly ReadonlySet<string>[],
): boolean {
  const word = normalise(example).split(' ')[0] ?? '';
  // A generic head ("addetto a carico-scarico", "operaio comune") names no job by itself.
  if (GENERIC_HEADS.test(word)) return false;
  const head = jobTerms(word)[0];
  // The word itself, not a synonym the terms share ("barman" for «barista»): "ausiliari" for «ausiliario».
  const stem = word.slice(0, Math.max(4, word.length - 2));
  return (
    head !== undefined &&
    head.length >= 4 &&
    !excluded.some((words) => words.has(head)) &&
    query.has(head) &&
    documentFrequency.get(head) === 1 &&
    // Said in the job as it reads once its tasks are titled ("preparo da sola i cocktail": a barman, not a barista).
    phrase.split(' ').some((w) => w.startsWith(stem))
  );
}

/** The titles an example lists as alternatives ("pizzaiolo / gelatiere"), none when it names one job. */
export const alternatives = (example: string): string[] => {
  const parts = example.split(/\s+\/\s+/).map((p) => p.trim());
  return parts.length > 1 ? parts.filter(Boolean) : [];
};
