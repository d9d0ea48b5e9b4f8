import type { Ccnl } from './schema.js';

/**
 * An agreement whose file holds no pay table (Terziario Confesercenti): its minimums are the stated gap
 * `pay_tables_gap`, never another agreement's. Every answer that needs a level's minimum says so in one
 * sentence and offers what still works without it: a calculation from a gross the user gives.
 */
export const hasPayTables = (ccnl: Ccnl): boolean => ccnl.pay_tables.length > 0;

/** Why the minimums are missing, as a clause an answer or a comparison cell embeds. */
export const NO_TABLES_REASON =
  'nessuna tabella dei minimi per livello di questo contratto è stata trovata nelle fonti, e le tabelle di un altro contratto non sono usate al suo posto';

/** The one sentence that names the gap; `lead` marks its first clause (an answer bolds it). */
export function noTablesSentence(ccnl: Ccnl, lead = (text: string) => text): string {
  return `${lead(`I minimi retributivi del ${ccnl.short_name} non sono disponibili nella base di conoscenza`)}: ${NO_TABLES_REASON}.`;
}

/** What the product still computes without the agreement's table. */
export function withoutTablesOffer(what = "netto, costo per l'azienda, tredicesima e TFR"): string {
  return `Posso comunque calcolare ${what} da un lordo mensile o da una RAL che mi indichi.`;
}

/** Follow-up questions that work without the agreement's table. */
export function withoutTablesQuestions(ccnl: Ccnl): string[] {
  return [
    `Qual è il netto di 1.800 € lordi al mese con il ${ccnl.short_name}?`,
    `Quanto costa all'azienda una RAL di 25.000 € con il ${ccnl.short_name}?`,
    `Quando scade il ${ccnl.short_name}?`,
  ];
}
