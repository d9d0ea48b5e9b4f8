import type { TypedRequest } from './request.js';

/**
 * A renewal's news on working time asked beside its pay ("quali novità economiche e di orario decorrono dal 1°
 * gennaio 2027?", "cosa cambia con il rinnovo, anche per l'orario?", "oltre all'aumento c'è la riduzione
 * d'orario?"): the agreement's working hours are asked too, so the change a renewal dates (Alimentari industria's
 * 4 hours for everyone from 2027) follows the tranche.
 */
const HOURS_NEWS =
  /\b(?:novita|cambi\w*|modific\w*|riduzion\w*|riduc\w*)\b[^?.;]{0,40}?\borari\w*|\borari\w*\b[^?.;]{0,30}?\b(?:novita|cambi\w*|modific\w*|riduc\w*|riduzion\w*)\b/;

/** Whether a (folded) question asks what changes in working time. */
export const asksHoursNews = (text: string): boolean => HOURS_NEWS.test(text);

export function hoursNewsAsked(request: TypedRequest, text: string): TypedRequest {
  if (request.intent !== 'renewal' || request.alsoAsked.includes('working_hours') || !HOURS_NEWS.test(text))
    return request;
  return { ...request, alsoAsked: [...request.alsoAsked, 'working_hours'] };
}
