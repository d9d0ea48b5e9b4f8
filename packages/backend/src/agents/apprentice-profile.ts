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
export function apprenticeProfile(
  ccnl: Ccnl,
  request: TypedRequest,
  text: string,
): { line: string; citations: Citation[] } | undefined {
  if (request.intent !== 'apprenticeship') return undefined;
  const profile = ccnl.apprenticeship.profiles?.find((p) => p.words.every((w) => text.includes(w)));
  if (!profile) return undefined;
  const years = profile.months % 12 === 0 ? ` (${profile.months / 12} anni)` : '';
  const line = `Nel ${ccnl.short_name} il ${profile.name} assunto in apprendistato va al ${bold(levelShort(profile.level))} e l'apprendistato dura al massimo ${bold(`${profile.months} mesi`)}${years}: ${profile.rule}.`;
  const sources = ccnl.apprenticeship.sources.filter((s) => s.url === profile.source);
  return {
    line,
    citations: citeSources(ccnl, line, ccnl.apprenticeship.article ?? null, sources),
  };
}
