import { readable } from '../reader/text.js';
import type { AgentAnswer } from './answer.js';

/**
 * Session 26 (fixs26c): a probation the question states and doubts as too long ("60 giorni di prova per un OSS
 * non sono troppi?", "3 mesi di prova non è troppo?"). The answer opens with the agreement's maximum ("**30
 * giornate di effettiva prestazione**"): it now opens with "Sì" when the stated probation is longer (it is too
 * long), "No" when it is within. Only when both are counted in the same unit.
 */

const STATED =
  /\b(\d{1,3})\s*(giorni|giornate|mesi|settimane)\b[^.?!]{0,40}\bprova\b|\bprova\b[^.?!\d]{0,20}(\d{1,3})\s*(giorni|giornate|mesi|settimane)\b/;
// ("90 giorni di prova non sono tanti?": doubted as many, the same doubt.)
const TOO_LONG = /\btropp[oaie]\b|\beccessiv\w*|\btroppo lung\w*|\b(?:sono|e) (?:cosi )?tant[ie]\b/;
// "è ok o è troppo lunga?", "va bene o è troppo?": asked first as right, so "Sì" means it is within.
const ASKS_RIGHT_FIRST =
  /(?<!\bnon )\b(?:va bene|(?:e|sia|va|sono) (?:ok|okay)|(?:e|sia) (?:corrett|regolar|conform)\w*)\b/;
const MAXIMUM = /\*\*(\d{1,3}) (giorni|giornate|mesi|settimane)\b[^*]*\*\*/;
const OPENS_WITH_VERDICT = /^\s*(?:\*\*)?(?:sì|si|no)(?![\p{L}])/iu;

const unit = (word: string) => (word.startsWith('giorn') ? 'giorni' : word);

export function withProbationTooLong<T extends AgentAnswer>(answer: T, message: string): T {
  const text = readable(message);
  if (!TOO_LONG.test(text) || !text.includes('?')) return answer;
  const stated = STATED.exec(text);
  const value = Number(stated?.[1] ?? stated?.[3]);
  const statedUnit = stated?.[2] ?? stated?.[4];
  if (!stated || !value || !statedUnit) return answer;
  const lines = answer.text.split('\n');
  const at = lines.findIndex((line) => line.trim() !== '');
  const opening = lines[at];
  if (at < 0 || opening === undefined || OPENS_WITH_VERDICT.test(opening)) return answer;
  const max = MAXIMUM.exec(opening);
  if (!max?.[1] || !max[2] || !/\bprova\b/.test(opening) || unit(max[2]) !== unit(statedUnit)) return answer;
  const limit = Number(max[1]);
  const rightFirst =
    (ASKS_RIGHT_FIRST.exec(text)?.index ?? Number.POSITIVE_INFINITY) < (TOO_LONG.exec(text)?.index ?? 0);
  const [over, within] = rightFirst ? ['No', 'Sì'] : ['Sì', 'No'];
  lines[at] =
    value > limit
      ? `**${over}**: ${value} ${statedUnit} di prova sono troppi, il contratto ne consente al massimo ${limit}. ${opening}`
      : `**${within}**: ${value} ${statedUnit} di prova rientrano nel massimo di ${limit} del contratto. ${opening}`;
  return { ...answer, text: lines.join('\n') };
}
