import { TOPICS } from '../kb/topics.js';
import { askOf } from '../reader/off-topic-ask.js';
import type { Measure } from './compare-cells.js';

/** The words that name a measure in a question. */
export const patternOf = (m: Measure): RegExp | undefined =>
  m === 'divisore'
    ? /divisor/
    : m === 'aumento'
      ? /aument|increment|\btranche\b|\btrance\b/
      : m === 'una_tantum'
        ? /una tantum|arretrat/
        : m === 'supplementare'
          ? /supplementar|or[ae] in piu|oltre/
          : TOPICS.find((t) => t.key === m)?.pattern;

/**
 * The measures the asking clause names go first: a story may name another subject before the ask ("devo dare
 * le dimissioni, quindi vorrei capire quale dei due periodi di prova è più corto").
 */
export function askedFirst(measures: Measure[], text: string): Measure[] {
  // (The year's minimum and the month's come in the order yearMeasures set.)
  if (measures.length < 2 || measures.includes('annuo')) return measures;
  const ask = askOf(text);
  const inAsk = measures.filter((m) => patternOf(m)?.test(ask));
  if (!inAsk.length || inAsk.length === measures.length) return measures;
  return [...inAsk, ...measures.filter((m) => !inAsk.includes(m))];
}
