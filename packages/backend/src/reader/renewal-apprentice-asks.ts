import {
  apprenticeGoal,
  apprenticeHireOnly,
  apprenticeshipDenied,
  apprenticeTrainingHours,
} from './apprentice-goal.js';
import { arrearsAsked } from './arrears-asked.js';
import type { TypedRequest } from './request.js';
import { readable } from './text.js';

/**
 * Subjects the story's words hid, read last: the arrears of a tranche never applied (arrears-asked.ts) and an
 * apprentice's pay with the goal level named, apprentices only hired when their probation is asked
 * (apprentice-goal.ts), an apprenticeship only denied in a job's story, and an apprentice's training hours.
 */
export function hiddenAsks(
  request: TypedRequest,
  text: string,
  previousMessage: string | undefined,
): Partial<TypedRequest> {
  const previous = previousMessage === undefined ? undefined : readable(previousMessage);
  const arrears = arrearsAsked(request, text, previous);
  const goal = { ...arrears, ...apprenticeGoal({ ...request, ...arrears }, text) };
  const hire = { ...goal, ...apprenticeHireOnly({ ...request, ...goal }, text) };
  const denied = { ...hire, ...apprenticeshipDenied({ ...request, ...hire }, text) };
  // ("quante ore di formazione mi devono fare?": the training's hours, not the working week's.)
  return { ...denied, ...apprenticeTrainingHours({ ...request, ...denied }, text) };
}
