import type { Ccnl } from '../kb/schema.js';
import type { Topic } from '../kb/topics.js';
import { noticeDetailsAsk } from './notice-rows.js';
import { probationLevelAsk } from './probation-family.js';

/**
 * What an exact term needs when the question lacks it: a notice by level and seniority (the range, then the
 * details, notice-rows.ts), a probation by category (probation-family.ts). Empty for any other topic.
 */
export function detailsAsk(
  ccnl: Ccnl,
  topic: Topic,
  level: string | undefined,
  years: number | undefined,
  workers?: 'operai' | 'impiegati',
): string {
  return topic === 'preavviso'
    ? noticeDetailsAsk(ccnl, level, years, workers)
    : probationLevelAsk(ccnl, topic, level);
}
