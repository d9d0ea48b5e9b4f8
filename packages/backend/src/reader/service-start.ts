// A turn that tells when the worker it asks about started ("mio zio fa l'operaio nella stessa fonderia dal 2006",
// "assunto nel 2006") gives that worker's service: years of service an earlier turn told of someone else
// ("ho 12 anni di anzianità") are not his. The agent counts the service from the year told.
import type { TypedRequest } from './request.js';

const STARTED =
  /\b(?:lavor\w*|fa (?:l'|il |la |lo )\w+|assunt[oaie]|in forza|in servizio|entrat[oaie]|impiegat[oaie]|dipendente)\b[^.?;]{0,40}?\b(?:dal|nel|dall'anno) ((?:19|20)\d{2})\b/;
const YEARS_TOLD = /\b\d{1,2} anni\b/;

/** The request without carried years of service, when the turn tells another start of service. */
export function withServiceStart(request: TypedRequest, said: string, today: string): Partial<TypedRequest> {
  const years = request.slots.seniorityYears;
  const start = Number(STARTED.exec(said)?.[1]);
  if (years === undefined || !start || YEARS_TOLD.test(said)) return {};
  const since = Number(today.slice(0, 4)) - start;
  if (since < 0 || Math.abs(since - years) <= 1) return {};
  const { seniorityYears: _years, ...slots } = request.slots;
  return { slots };
}
