import { italianDate } from '../kb/format.js';
import type { Ccnl } from '../kb/schema.js';

/**
 * Session 41 (fixs41j): "cosa cambia da gennaio 2027? E sapete già le nuove tabelle?": whether the table of the
 * tranche ahead is out. The renewal fixes the tranche; where no table of the knowledge base starts on its day the
 * new minimums are not yet known, and an agreement whose minimums are also re-indexed each year (the domestic
 * work agreement's ISTAT adjustment) says so from its own renewal text and pay structure.
 */

// "sapete già le nuove tabelle?", "sono uscite le tabelle 2027?", "avete già i nuovi minimi?".
const TABLES_ASKED =
  /\b(?:nuov[ei] )?tabell[ae]\b[^?]{0,40}\?|\b(?:sapete|sai|conoscete|avete|hai|ci sono|sono uscit\w*|e uscit\w*)\b[^?]{0,30}\b(?:tabell[ae]|nuovi minimi|minimi nuovi)\b/;

/** The clause or sentence of a text that speaks of the ISTAT indexation, without its closing stop. */
const istatClause = (text: string | undefined, stop: RegExp): string | undefined =>
  text
    ?.split(stop)
    .find((part) => /\bISTAT\b/.test(part))
    ?.trim()
    .replace(/\.$/, '');

/**
 * The line on the tables of the next tranche after `from` when the question asks whether they are out and no
 * table of the knowledge base starts on that day; undefined otherwise. `text` is the folded question.
 */
export function untabledTrancheLine(
  ccnl: Ccnl,
  from: string,
  text: string,
  today: string,
): string | undefined {
  if (!TABLES_ASKED.test(text)) return undefined;
  const tranche = ccnl.validity.tranches.find((d) => d > from);
  if (!tranche || ccnl.pay_tables.some((t) => t.effective_from === tranche)) return undefined;
  const head = `Le nuove tabelle dei minimi dal ${italianDate(tranche)} risultano non ancora pubblicate (la base di conoscenza non le registra al ${italianDate(today)}): il rinnovo fissa l'importo della tranche, non i nuovi minimi esatti.`;
  // ("adeguamento ISTAT portato dall'80% al 90% …" in the renewal's text; "I minimi sono aggiornati ogni anno in
  // base all'ISTAT (Commissione nazionale …)" in the pay structure.)
  const renewal = istatClause(ccnl.validity.text, /;/);
  const yearly = istatClause(ccnl.pay_structure, /(?<=\.)\s+/);
  if (!renewal && !yearly) return head;
  const parts = [renewal && `Oltre alla tranche si applica l'${renewal}`, yearly].filter(Boolean);
  return `${head} ${parts.join('. ')}.`;
}
