/**
 * "con lo stipendio scritto nella lettera quanto TFR mi matura?", "con la paga della busta", "con questo
 * stipendio": the pay the document states is the base asked, not the level's minimum (document-facts.ts).
 */
const ON_DOCUMENT_PAY =
  /\b(?:stipendio|paga|retribuzione|lordo)\b[^.?]{0,30}\b(?:scritt\w*|indicat\w*|riportat\w*|(?:della|nella|sulla|in) (?:lettera|busta|cedolino|proposta|contratto)|del (?:cedolino|contratto))\b|\bcon (?:questa|questo|quella|quello) (?:paga|stipendio|retribuzione)\b/;

export const asksOnDocumentPay = (question: string): boolean => ON_DOCUMENT_PAY.test(question);
