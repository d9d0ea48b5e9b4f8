/**
 * Tranches still to come, asked after one ("ce ne sono altri di aumenti o era l'ultimo?", "ci sono ulteriori
 * aumenti?", "ci sono ancora aumenti dopo quello di novembre?"; told, "mi ha detto che nel 2026 ci sono ancora
 * aumenti da dare", they are not asked) or as a rise coming soon ("è previsto un aumento a breve?", "aumenti in
 * arrivo?"): the next tranche after today, with its day and amount. Read on folded text.
 */
export const TRANCHE_AHEAD =
  /\bce ne sono (?:ancora|altr[ie])\b|\b(?:altr[ie]|ulteriori) (?:aument|tranche)|\bo (?:era|e|e stat[oa]) (?:l'|la )?ultim[oa]\b|\baument\w* (?:a breve|in arrivo|in vista)\b|\b(?:a breve|in arrivo) (?:un |degli |altri )?aument|\b(?:ci sono|ci saranno|sono previsti|ce ne saranno) ancora (?:degli |altri )?aument\w*(?:(?: \w+){0,4}? dopo\b|\s*\?)/;
