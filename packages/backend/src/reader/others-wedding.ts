// A relative's wedding told as the story's date ("mio figlio si sposa a febbraio e vorrei camminare bene per
// allora") is no marriage leave asked: the question is the illness it tells (pay while sick, keeping the job).
import type { TypedRequest } from './request.js';

const RELATIVE =
  '(?:figli[oa]|fratell[oa]|sorell[ao]|nipote|cugin[oa]|amic[oa]|padre|madre|papa|mamma|zi[oa]|collega|cognat[oa])';
const OTHERS_WEDDING = new RegExp(
  String.raw`\b(?:mio|mia|suo|sua|nostro|nostra|il|la)\s+${RELATIVE}\s+(?:(?:si|che si)\s+)?spos\w*|\b(?:matrimonio|nozze) (?:di|del|della|dello) (?:mio|mia|suo|sua|nostro|nostra)\s+${RELATIVE}\b`,
  'g',
);
const OWN_LEAVE = /congedo|permess|\b(?:mi|ci) spos|\bmatrimon|\bnozze\b|\bspos[oa]\b/;
const ILLNESS =
  /malatti|infortun|comporto|\bamm?alat|\b(?:mi sono|si e|sono stat[oa]|e stat[oa]) operat[oa]\b|convalescen|ricoverat/;

/** The sickness asked when the only marriage in the text is a relative's. */
export function othersWedding(request: TypedRequest, said: string): Partial<TypedRequest> {
  if (request.intent !== 'leave' || !OTHERS_WEDDING.test(said)) return {};
  const rest = said.replace(OTHERS_WEDDING, ' ');
  if (OWN_LEAVE.test(rest) || !ILLNESS.test(rest)) return {};
  return {
    intent: 'sickness_injury',
    alsoAsked: request.alsoAsked.filter((intent) => intent !== 'sickness_injury'),
  };
}
