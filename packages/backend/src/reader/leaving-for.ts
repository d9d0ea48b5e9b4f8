/**
 * "ci ha mandato le dimissioni perché va a lavorare in un hotel al mare": the workplace a leaving worker goes to
 * is the next employer's, not the agreement the leaving is settled under. Read on folded text.
 */

// A departure told in the story: resignation, dismissal, notice, leaving.
const LEAVING =
  /\bdimission\w*|\bdimett\w*|\blicenzi\w*|\bpreavviso\b|\bse ne va\b|\bandarsene\b|\bandare via\b|\blascia\w*\b/;
// The clause naming where the worker goes next, up to its end.
const GOES_TO =
  /\b(?:va(?:da|nno)?|andra|andrebbe|passa|passera) a lavorare (?:in|da|presso|per|al|alla|allo|all'|nel|nella|nello|nell')[^.;:!?,]*|\b(?:ha|hanno|abbia) (?:gia |appena )?trovat\w* (?:un |un altro |un nuovo )?(?:posto|lavoro|impiego) (?:in|da|presso|al|alla|allo|all'|nel|nella|nello|nell')[^.;:!?,]*/g;

/** The text without the clause naming a leaving worker's next workplace, or the same text. */
export function withoutNextWorkplace(text: string): string {
  return LEAVING.test(text) ? text.replace(GOES_TO, ' ') : text;
}
