/**
 * "Quadro" said of a picture of things, not of the Quadri level: "un quadro chiaro degli inquadramenti", "farsi un
 * quadro della situazione", "il quadro normativo", "il quadro elettrico", "così ha tutto il quadro", "per avere il
 * quadro". Read on text as written or folded.
 */
export const PICTURE_QUADRO =
  /\b(?:(?:fars[ie]|farmi|farci|fare|fammi|facci|dar[ei]|darmi|darci|dammi|dato|fornire|fornito) un )?quadr[oi] (?:elettric\w*|chiar[oi]|complet[oi]|precis[oi]|general[ei]|complessiv[oi]|riassuntiv[oi]|sinottic[oi]|normativ[oi]|economic[oi]|esatt[oi]|dettagliat[oi]|sintetic[oi]|aggiornat[oi]|realistic[oi]|d['’ ]\s?insieme|della situazione)\b|\b(?:fars[ie]|farmi|farci|fare|fammi|facci|dar[ei]|darmi|darci|dammi|dato|fornire|fornito) un quadro\b|\b(?:tutto|l'intero|intero) (?:il )?quadro\b|\b(?:ha|hai|ho|abbia|abbiate|abbiamo|avete|avere|averne|avra|avrai) (?:gia )?il quadro\b(?! [ab]\b| (?:super|aziendal\w*|del (?:ccnl|contratto))\b)/giu;
