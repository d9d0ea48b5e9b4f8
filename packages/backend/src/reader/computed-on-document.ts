/**
 * A figure computed on the pay an uploaded document states: "sulla retribuzione fissa che risulta dal cedolino,
 * quanto TFR matura in un anno?", "con la paga della busta allegata". The document is the base of a
 * calculation the agreement's rules make, not a figure to read off it (agents/document-pay-tfr.ts takes its
 * pay). Read on folded text.
 */
const ON_DOCUMENT_PAY =
  /\b(?:sulla|sulle|con la|con lo|in base alla|partendo dalla) (?:retribuzione|paga|stipendio|voci)\b[^?.]{0,40}\b(?:cedolino|busta|lettera|prospetto)\b/;

/**
 * A count the document's dates make under the agreement's rules: "a giugno 2025 quanti scatti aveva maturato?",
 * "quanti bienni ha compiuto?", "quanti scatti le spettano ad oggi?". The letter says "scatti come da CCNL": the
 * count is the increments' calculation from its hiring date, not its line quoted.
 */
const COUNT_MATURED =
  /\bquant[ie] (?:scatt\w*|bienn\w*|trienn\w*)\b[^?.]{0,50}\b(?:matur\w*|compiut\w*|compie\w*|spett\w*|ha|aveva|avra|avrebbe)\b|\b(?:matur\w*|compiut\w*)\b[^?.]{0,30}\bquant[ie] (?:scatt|bienn|trienn)\w*/;

// ("quanti aumenti periodici risultano maturati dal cedolino?": the count the document states, read off it.)
const DOCUMENT_STATES = /\brisult\w*/;

export const computedOnDocument = (text: string): boolean =>
  ON_DOCUMENT_PAY.test(text) || (COUNT_MATURED.test(text) && !DOCUMENT_STATES.test(text));
