import type { Ccnl, Source } from '../kb/schema.js';
import { type Citation, citeSources } from './answer.js';

type Level = Ccnl['levels'][number];

const words = (text: string) =>
  text
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .split(/[^a-z0-9]+/)
    .filter((w) => w.length > 3);

/** A source names a profile when its note carries most of the profile's words. */
function names(source: Source, example: string): boolean {
  const wanted = words(example);
  if (!source.note || !wanted.length) return false;
  const said = new Set(words(source.note));
  return wanted.filter((w) => said.has(w)).length / wanted.length >= 0.6;
}

/**
 * The citations of a level chosen through one of its profiles. A profile added from a page other than the
 * level's general ones says so in that source's note: that page is cited first, whatever its confidence, so
 * the answer never rests the profile on a page that does not give it; the best of the others follow.
 */
export function citeProfile(
  ccnl: Ccnl,
  level: Level,
  example: string | null,
  text: string,
  max = 2,
): { citations: Citation[]; lowOnly: boolean } {
  const naming = example ? level.sources.filter((s) => names(s, example)) : [];
  if (!naming.length) return { citations: citeSources(ccnl, text, null, level.sources, max), lowOnly: false };
  const rest = level.sources.filter((s) => !naming.includes(s));
  return {
    citations: [
      ...citeSources(ccnl, text, null, naming, Math.max(1, max - 1)),
      ...citeSources(ccnl, text, null, rest, 1),
    ],
    lowOnly: naming.every((s) => s.confidence === 'low'),
  };
}

/**
 * The reason naming the profile nearest the job. A title taken from an example that lists several
 * ("developer / sviluppatore software (imprese ICT, profilo e-CF, art. 115)") keeps the example's closing
 * reference to the article that gives it, so the answer says where the level comes from.
 */
export function nearestProfile(level: Level, example: string): string {
  const whole = level.examples.find((e) => e !== example && e.includes(example));
  const reference = whole?.match(/\(([^()]*\bart\.\s*\d[^()]*)\)\s*$/)?.[1];
  const quoted = reference && !/\bart\.\s*\d/.test(example) ? `${example} (${reference})` : example;
  // (Said short: the declaratoria's words follow on the same opening line.)
  return `il profilo di esempio più vicino alla mansione è «${quoted}»`;
}
