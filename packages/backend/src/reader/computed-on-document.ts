/**
 * A figure computed on the pay an uploaded document states: "sulla retribuzione fissa che risulta dal cedolino,
 * quanto TFR matura in un anno?", "con la paga della busta allegata". The document is the base of a
 * calculation the agreement's rules make, not a figure to read off it (agents/document-pay-tfr.ts takes its
 * pay). Read on folded text.
 */
const ON_DOCUMENT_PAY =
  /\b(?:sulla|sulle|con la|con lo|in base alla|partendo dalla) (?:retribuzione|paga|stipendio|voci)\b[^?.]{0,40}\b(?:cedolino|busta|lettera|prospetto)\b/;

export const computedOnDocument = (text: string): boolean => ON_DOCUMENT_PAY.test(text);
