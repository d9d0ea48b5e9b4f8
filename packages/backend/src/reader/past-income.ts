import type { KnowledgeBase } from '../kb/knowledge-base.js';
import { withoutFormerJob } from './fixs23c.js';
import { readSlots } from './slots.js';
import { readable } from './text.js';

/**
 * "Se serve, l'anno scorso lavorava in banca e prendeva sui 36 mila", "lui l'anno scorso ha fatto 40mila con gli
 * straordinari in un'altra ditta": a past year's earnings told as context beside a pay asked of a level (the
 * conversation's or the turn's). The level's minimum is the pay to compute on; the past income is the story (it
 * only says which tax reliefs of the year apply), not a RAL. The sentence is left out of the reading when another
 * sentence asks, a level is known, and nothing asked compares the two years or the tax the income decides.
 */
const PAST_YEAR = /\b(?:l'anno (?:scorso|prima|passato)|lo scorso anno|nel(?:l'anno)? 20\d\d)\b/;
const PAST_EARNINGS =
  /\b(?:prendev\w*|guadagnav\w*|percepiv\w*|incassav\w*|(?:ho|ha|hai|hanno|abbiamo) (?:fatto|preso|guadagnato|percepito|incassato|portato a casa))\b/;
// A figure of a year's pay: "36 mila", "40mila", "35k", "30.000".
const YEAR_FIGURE = /\b\d+(?:[.,]\d+)?\s*(?:mila|k)\b|\b\d{2,3}\.\d{3}\b|\b\d{5,6}\b/;
// Words that bring the sentence to today's pay, or an ask weighing the two years or the tax the income decides.
const TODAY = /\b(?:ora|adesso|oggi|attualmente|quest'anno|da quando|con (?:il|l') (?:rinnovo|aumento))\b/;
const WEIGHED =
  /\b(?:rispetto|differenz\w*|confront\w*|in piu|in meno|aument\w*|5 ?%|cinque per cento|flat tax|sostitutiv\w*|soglia|tassazione agevolata)\b/;

/** The message without a sentence telling a past year's earnings beside a pay asked of a known level. */
export function withoutPastIncome(kb: KnowledgeBase, message: string, history: readonly string[]): string {
  const sentences = message.split(/(?<=[.!?;])\s+/);
  if (sentences.length < 2) return message;
  const past = (sentence: string) => {
    const text = readable(sentence);
    return (
      !sentence.includes('?') &&
      PAST_YEAR.test(text) &&
      PAST_EARNINGS.test(text) &&
      YEAR_FIGURE.test(text) &&
      !TODAY.test(text)
    );
  };
  const kept = sentences.filter((s) => !past(s));
  if (kept.length === sentences.length || !kept.some((s) => s.includes('?'))) return message;
  const rest = kept.join(' ');
  if (WEIGHED.test(readable(rest))) return message;
  const level = [rest, ...history].some((turn) => readSlots(kb, readable(turn), turn).level !== undefined);
  return level ? rest : message;
}

/** The message without a former job's sentences (fixs23c.ts) and a past year's income (above). */
export const withoutPastJob = (
  raw: { kb: KnowledgeBase; history?: readonly string[] },
  message: string,
): string => withoutPastIncome(raw.kb, withoutFormerJob(message), raw.history ?? []);
