// Facts a story tells that decide the reading over side words: a relative's wedding is no leave asked
// (others-wedding.ts); the week told by its days and hours wins over other hours read (stated-week.ts).
import { othersWedding } from './others-wedding.js';
import type { TypedRequest } from './request.js';
import { withStatedWeek } from './stated-week.js';

export function storyFacts(request: TypedRequest, said: string): Partial<TypedRequest> {
  const topic = othersWedding(request, said);
  const week = withStatedWeek({ ...request, ...topic }, said);
  return { ...topic, ...week };
}
