import type { Ccnl } from '../kb/schema.js';
import type { Topic } from '../kb/topics.js';
import { readable } from '../reader/text.js';
import { citeSources } from './answer.js';
import type { LawTopicLines } from './law-topics.js';

/** Holidays named in a notice question: "posso mettere le ferie arretrate dentro il preavviso?". */
const HOLIDAYS = /\bferie\b/;

/**
 * The notice's rules with the agreement's own rule on holidays inside the notice (notice.holidays_in_notice),
 * when a notice question names the holidays ("il direttore dice che posso fare le ferie nel preavviso ed
 * uscire prima"): said after the notice's length, with its own sources.
 */
export function withNoticeHolidays(
  law: LawTopicLines,
  topics: readonly Topic[],
  message: string,
  shown: readonly Ccnl[],
): LawTopicLines {
  if (!topics.includes('preavviso') || !HOLIDAYS.test(readable(message))) return law;
  const lines: string[] = [];
  const citations = [...law.citations];
  for (const ccnl of shown) {
    const fact = ccnl.notice.holidays_in_notice;
    if (!fact?.text) continue;
    const line = `Ferie e preavviso: nel ${ccnl.short_name} ${fact.text}.`;
    lines.push(line);
    citations.push(...citeSources(ccnl, line, fact.article ?? null, fact.sources));
  }
  return lines.length ? { ...law, lines: [...law.lines, ...lines], citations } : law;
}
