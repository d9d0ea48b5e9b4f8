import type { Ccnl } from '../kb/schema.js';
import type { TypedRequest } from '../reader/request.js';
import { type Citation, citeSources } from './answer.js';
import { bold } from './compose.js';
import { levelShort } from './shared/levels.js';

/**
 * An apprentice of a profile the agreement sets apart ("una farmacista in parafarmacia: a che livello va e quanto
 * dura al massimo l'apprendistato?"): the profile's own level and maximum length open the answer, with the rule
 * that sets it and its source. Undefined when the question names no such profile.
 */
const LENGTH_ASKED =
  /\bdur(?!ante\b)[ai]\w*|\bquant[oi] (?:anni|mesi|tempo)\b|\bper quanto\b|\bfino a quando\b/;

export function apprenticeProfile(
  ccnl: Ccnl,
  request: TypedRequest,
  text: string,
): { line: string; words: string[]; months: number; citations: Citation[] } | undefined {
  if (request.intent !== 'apprenticeship') return undefined;
  const profile = ccnl.apprenticeship.profiles?.find((p) => p.words.every((w) => text.includes(w)));
  // A profile the source gives a length and no level of answers its length only, not the pay shares asked.
  if (!profile || (!profile.level && !LENGTH_ASKED.test(text))) return undefined;
  // "autista di 3° super … mio cugino in magazzino": a level the lengths hold is the one asked, not the story's job.
  const level = request.slots.level;
  if (!profile.level && level && ccnl.apprenticeship.durations?.some((d) => d.levels.includes(level)))
    return undefined;
  const years = profile.months % 12 === 0 ? ` (${profile.months / 12} anni)` : '';
  const line = profile.level
    ? `Nel ${ccnl.short_name} il ${profile.name} assunto in apprendistato va al ${bold(levelShort(profile.level))} e l'apprendistato dura al massimo ${bold(`${profile.months} mesi`)}${years}: ${profile.rule}.`
    : `Nel ${ccnl.short_name} l'apprendistato di un ${profile.name} dura al massimo ${bold(`${profile.months} mesi`)}${years}: ${profile.rule}.`;
  const sources = ccnl.apprenticeship.sources.filter((s) => s.url === profile.source);
  return {
    line,
    words: profile.words,
    months: profile.months,
    citations: citeSources(ccnl, line, ccnl.apprenticeship.article ?? null, sources),
  };
}

const LENGTH = /\b(\d+) (anni|mesi)\b/g;

/**
 * The agreement's rule without the clauses that name the profile beside another length ("5 anni per gli autisti
 * di 3° livello super e 4 anni per … magazzinaggio e movimentazione"): the profile's line already states its own,
 * and the other lengths of that clause belong to other jobs.
 */
export function ruleBesideProfile(rule: string, profile: { words: string[]; months: number }): string {
  const clauses = rule.split(/;\s*/);
  const kept = clauses.filter((clause) => {
    const folded = clause.toLowerCase();
    if (!profile.words.every((w) => folded.includes(w))) return true;
    const lengths = [...clause.matchAll(LENGTH)].map((m) => Number(m[1]) * (m[2] === 'anni' ? 12 : 1));
    return lengths.every((months) => months === profile.months);
  });
  return kept.join('; ');
}
