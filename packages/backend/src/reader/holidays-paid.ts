/**
 * Holidays asked to be paid instead of taken, said outright ("invece di prenderle", "al posto di farli", "al
 * posto delle ferie", "monetizzarle"), on folded text: the law's rule on paying holidays (D.Lgs. 66/2003, art. 10
 * c. 2), whatever the story around it (a hailstorm that kept the farm busy is why they were not taken, not work
 * stopped by the weather).
 */
export const HOLIDAYS_PAID_INSTEAD =
  /\binvece di (?:far|goder|prender|usar|smaltir)\w*|\bal posto (?:di (?:far|goder|prender)\w*|delle ferie)|\bmonetizz\w*/;

/** Whether the question asks its holidays paid instead of taken. */
export const holidaysPaidInsteadAsked = (text: string): boolean =>
  /\bferie\b/.test(text) &&
  HOLIDAYS_PAID_INSTEAD.test(text) &&
  /\bpag\w*|\bmonetizz\w*|\bliquid\w*/.test(text);
