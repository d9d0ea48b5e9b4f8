// A follow-up that moves from one extra month to the other ("e di quattordicesima quanto mi devono?" after the
// 13ª from January to the last day): the months counted were that month's own period (January–December for
// the 13ª, July–June for the 14ª), so they are counted again from the dates the conversation told.
import type { Slots } from './request.js';

const EXTRA_MONTH = /\b(?:quattordicesim\w*|tredicesim\w*|1[34] ?(?:ª|°|esima|a)|1[34]ma|1[34] mensilit\w*)/;

/** True when the turn names an extra month and the months worked inherited from before must be recounted. */
export function recountsExtraMonths(previous: Slots, own: Slots, text: string): boolean {
  return (
    EXTRA_MONTH.test(text.toLowerCase()) &&
    own.monthsWorked === undefined &&
    previous.monthsWorked !== undefined &&
    (previous.endDate !== undefined || previous.hireDate !== undefined)
  );
}
