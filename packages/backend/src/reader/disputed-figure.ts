/**
 * A figure the user reports as someone else's view in a dispute ("il titolare dice di fare 'minimo diviso 22', la
 * consulente dice un'altra cosa: qual è la quota giusta?", "secondo il commercialista si divide per 22, chi ha
 * ragione?"): not a datum of the case to compute with but the claim the question asks to settle, so the answer
 * uses the agreement's own rule. A figure the user states as theirs ("dividiamo per 22", "con il divisore 22")
 * stays a datum.
 */
// Someone else's saying or wish, in the clause before the figure.
const SAID_BY_OTHER =
  /\b(?:dice(?:va)?|dicono|diceva|sostien[ea]|sostengono|vuole|vorrebbe|voglion[oa]|propone|proponeva|suggerisce|consiglia|insiste|secondo (?:il|la|lo|l'|mi[oa]|nostr[oa]|su[oa])|(?:ha|hanno|mi ha|mi hanno) dett[oa]|(?:ha|hanno) (?:calcolato|fatto|messo|usato))\b[^.;?!]{0,60}$/;
// The question weighs the view: which is right, or another view set against it.
const WEIGHED =
  /\bchi ha ragione\b|\bgiust[oaie]\b|\bcorrett[oaie]\b|\bun'altra cosa\b|\baltro divisore\b|\bnon (?:e )?d'accordo\b|\binvece\b|\bsbagli\w*\b|\bqual[ei]? (?:e|est) (?:il|la) (?:divisore|quota|calcolo|modo) (?:giust|corrett)/;

/** Whether the figure found at `index` of the folded text is said by someone else ("la titolare dice 1.070"). */
export function saidByOtherAt(text: string, index: number): boolean {
  return SAID_BY_OTHER.test(text.slice(Math.max(0, index - 80), index));
}

/** Whether the figure found at `index` of the folded text is a disputed view reported, not the user's own datum. */
export function disputedFigureAt(text: string, index: number): boolean {
  return saidByOtherAt(text, index) && WEIGHED.test(text);
}
