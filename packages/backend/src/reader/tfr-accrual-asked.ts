import type { Intent } from './request.js';

const TFR = /\btfr\b|trattamento di fine rapporto/;
const EXTRA_MONTH = /tredicesim|quattordicesim|\b1[34] ?[aª°]\b/;
/** The asking clause of an accrual: "quanto matura", "quanto accantono", net of the Fondo di garanzia's share. */
const ACCRUES = /\bmatur\w*|\baccanton\w*|\bfondo di garanzia\b/;
/** Another item asked beside the TFR ("quanto matura di ferie?", "e i contributi?"). */
const OTHER_ITEM = /ticket|naspi|contribut|\binps\b|\binail\b|\bcost[oai]\b|\bferie\b|\bpermess|\brol\b/;

/**
 * "conteggio del TFR maturato nel 2026 … 13ª pagata a dicembre … quanto matura al netto del contributo al fondo di
 * garanzia?": the TFR the story named is what accrues; a 13th told as paid is only part of its base, and a figure
 * net of one item is not the pay's net. `part` is the asking part with such items set aside.
 */
export function asksTfrAccrual(intent: Intent, text: string, clause: string, part: string): boolean {
  return (
    (intent === 'thirteenth_pro_rata' || intent === 'gross_to_net') &&
    TFR.test(text) &&
    !EXTRA_MONTH.test(part) &&
    ACCRUES.test(clause) &&
    !OTHER_ITEM.test(part)
  );
}
