import type { Passage } from '../kb/passages.js';

/**
 * "parte dal giorno in cui consegno la lettera?", "da quando decorre il preavviso?": the question asks when the
 * notice starts, not how long it is. The passage that says it (Commercio art. 247: from the 1st or the 16th of
 * the month) opens the answer; the duration follows.
 */
const ASKS_START =
  /\b(?:da quando|quando|da (?:quale|che) giorno) (?:(?:inizia|comincia) a )?(?:decorr\w*|part\w*|inizi\w*|comincia\w*)\b|\b(?:parte|partono|decorre|decorrono|inizia|iniziano|comincia|cominciano) (?:dal|dalla|dal giorno|subito)\b|\bdecorrenza\b/;
// "durata del preavviso e data da cui decorre?", "il giorno dal quale parte", "data di inizio del preavviso".
export const FROM_WHICH_START =
  /\b(?:da cui|dal quale|dalla quale) (?:(?:inizia|comincia) a )?(?:decorr|part|inizi|comincia|si cont)\w*|\bdata (?:di |d')?(?:inizio|partenza)\b/;
const SAYS_START = /\bdecorr\w*|\bdal 1[°º]? o dal 16/;

/** Whether a question asks when the notice starts ("da quale giorno inizia a decorrere il preavviso?"). */
export const asksNoticeStart = (asked: string): boolean =>
  ASKS_START.test(asked) || FROM_WHICH_START.test(asked);

/** The lines with the start passage first when the question asks the start; the passages left over. */
export function startFirst(
  said: string[],
  more: Passage[],
  asked: string,
): { said: string[]; more: Passage[] } {
  if (!asksNoticeStart(asked)) return { said, more };
  const start = more.find((p) => SAYS_START.test(p.text.toLowerCase()));
  if (!start) return { said, more };
  // The agreement's line already opens with the start rule (notice-given.ts startVerdict): not said twice.
  if (said.some((s) => /\bdal 1[°º]? o dal 16/.test(s)))
    return { said, more: more.filter((p) => p !== start) };
  return { said: [start.text, ...said], more: more.filter((p) => p !== start) };
}
