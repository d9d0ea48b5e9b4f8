/**
 * "con lo stipendio scritto nella lettera quanto TFR mi matura?", "con la paga della busta", "con questo
 * stipendio": the pay the document states is the base asked, not the level's minimum (document-facts.ts).
 */
const ON_DOCUMENT_PAY =
  /\b(?:stipendio|paga|retribuzione|lordo)\b[^.?]{0,30}\b(?:scritt\w*|indicat\w*|riportat\w*|(?:della|nella|sulla|in) (?:lettera|busta|cedolino|proposta|contratto)|del (?:cedolino|contratto)|(?:che )?risult\w* (?:dal|dalla|nel|nella) (?:cedolino|busta|lettera))\b|\bcon (?:questa|questo|quella|quello) (?:paga|stipendio|retribuzione)\b/;

export const asksOnDocumentPay = (question: string): boolean => ON_DOCUMENT_PAY.test(question);

/** "qual è la RAL che corrisponde alla retribuzione della lettera?": the yearly gross of the document's pay. */
// (Read after the typo mender, which writes "lorda" as "lordo": "retribuzione lordo annua".)
export const RAL_ASKED =
  /\bral\b|\bretribuzione (?:annua lord[oa]|lord[oa] annua)\b|\blordo annuo\b|\bannuo lordo\b|\blordo all'anno\b|\ball'anno lordo\b/;

// A letter's monthly gross written in a sentence, not against a label: "una retribuzione mensile lorda di fatto di
// euro 1.900,00", "stipendio lordo mensile pari a € 1.750,00".
const WRITTEN_MONTHLY =
  /\b(?:retribuzione|stipendio|paga)(?: mensile)? lord[ao](?: mensile)?(?: di fatto)?\b[^\d\n]{0,25}?(\d{1,3}(?:\.\d{3})*,\d{2})\b/i;

// "pari a euro 2.211,43 lordi mensili": the figure before its words.
// ("€ 1.850,- lordi mensili": the cents written as a dash.)
const WRITTEN_MONTHLY_AFTER =
  /\b(\d{1,3}(?:\.\d{3})*(?:,\d{2}|,-{1,2}))\s*(?:€\s*|euro\s*)?lord[io] mensil[ei]\b/i;

/** The monthly gross a document writes in a sentence, or undefined. */
export function writtenMonthlyPay(text: string): number | undefined {
  const figure = WRITTEN_MONTHLY.exec(text)?.[1] ?? WRITTEN_MONTHLY_AFTER.exec(text)?.[1];
  const value = figure ? Number(figure.replace(/,-+$/, '').replace(/\./g, '').replace(',', '.')) : Number.NaN;
  return value >= 100 ? value : undefined;
}
