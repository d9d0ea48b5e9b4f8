import { deniedDecisions } from './denied-decisions.js';
import { undrivenDriverProfile } from './driving-profile.js';
import { unapprenticedProfile } from './unapprenticed-level.js';

/**
 * A profile or a level's definition the job rules out by what it tells of itself: a driver's for a job that drives
 * nothing (driving-profile.ts), one asking for decisions the job says it does not take (denied-decisions.ts), one
 * for who has not done the apprenticeship when the job does not say so (unapprenticed-level.ts).
 * `query` is the job's terms, `phrase` its normalised text (level-score.ts).
 */
export const unfitProfile = (text: string, query: ReadonlySet<string>, phrase: string): boolean =>
  undrivenDriverProfile(text, query) || deniedDecisions(text, phrase) || unapprenticedProfile(text, phrase);
