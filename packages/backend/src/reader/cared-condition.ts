import type { Slots } from './request.js';

const DOMESTIC_ID = 7;
const NOT_SELF_SUFFICIENT =
  /\bnon (?:e |sia |fosse |fossero |piu |e piu |diventa |diventasse )*autosufficient/;
const SELF_SUFFICIENT = /\bautosufficient/;
const TRAINED = /(?<!senza (?:il |un |alcun )?)(?:diploma|attestat\w*|\boss\b|\basa\b)|\bformat[oa]\b/;

/**
 * "e se la zia fosse non autosufficiente?" after a domestic carer's question at level BS: the cared person's
 * condition the follow-up changes moves the carried care level (BS for a self-sufficient person, CS for one who is
 * not, DS with a carer's diploma), unless the turn names a level itself. Changes `out` in place; folded text.
 */
export function levelOfCaredCondition(out: Slots, own: Slots, text: string): void {
  if (out.agreements[0] !== DOMESTIC_ID || own.level !== undefined || out.level === undefined) return;
  if (NOT_SELF_SUFFICIENT.test(text)) {
    if (out.level === 'BS') out.level = TRAINED.test(text) ? 'DS' : 'CS';
  } else if (SELF_SUFFICIENT.test(text) && (out.level === 'CS' || out.level === 'DS')) out.level = 'BS';
}

/** The cared person's self-sufficiency said, either way ("fosse autosufficiente", "non è autosufficiente"). */
export const caredConditionSaid = (text: string): boolean => SELF_SUFFICIENT.test(text);
