/**
 * A hire year said alone in a follow-up ("e il barista, assunto nel 2014?", "e una in forza dal 2009?", "e il cameriere che sta con noi dal 2015?"): another
 * worker, whose service the agent counts from that year, so the conversation's hire date of another year no longer
 * holds (folded text). Session 46, fixs46m.
 */
const HIRE_YEAR_ALONE =
  /\b(?:as?sunt\w*|in azienda|in forza|entrat\w* in (?:azienda|ditta|servizio)|(?:sta|stanno|e|lavora|lavorano) (?:con|da) noi)\s*(?:nel |dal |da |a |ad |in )?(?:\w+ )?((?:19|20)\d\d)\b/;

/** Whether the turn says a hire year other than the one of the conversation's hire date. */
export function otherHireYearSaid(text: string, previousHire: string | undefined): boolean {
  const year = HIRE_YEAR_ALONE.exec(text)?.[1];
  return year !== undefined && previousHire !== undefined && !previousHire.startsWith(year);
}
