import { topicsOf } from '../kb/topics.js';
import { askOf } from '../reader/off-topic-ask.js';
import type { Measure } from './compare-cells.js';

/**
 * "a confronto su orario settimanale e quattordicesima": the 13th or 14th named in the comparison's ask beside
 * another subject is a subject of its own (the monthly payments), even where the reader kept only the other one.
 * The text is the folded question.
 */
export function extraMonthListed<T extends Measure>(read: T[], text: string): T[] {
  if (!read.length || read.includes('mensilita' as T)) return read;
  return topicsOf(askOf(text)).includes('mensilita') ? [...read, 'mensilita' as T] : read;
}
