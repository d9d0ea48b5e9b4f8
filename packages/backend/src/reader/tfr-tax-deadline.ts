import type { TypedRequest } from './request.js';
import { readable } from './text.js';

/**
 * When the substitute tax on the TFR revaluation is paid ("l'imposta sostitutiva quando va versata?", "entro quale
 * data il saldo, con quale codice tributo?"): a payroll rule of the TFR, whatever words of a deadline or an F24 it
 * uses; not the amount ("quanta imposta sostitutiva?", "calcolare … l'imposta sostitutiva da versare").
 */
export function asksSubstituteTaxPayment(message: string, history: readonly string[] = []): boolean {
  const text = readable(message);
  // "e quel 17% chi lo versa?" after a TFR revaluation: the rate or "la tassa sulla rivalutazione" names the tax.
  const byRate =
    /\b17 ?(?:%|per ?cento)|\b(?:tass|impost)\w* (?:sull[ae']? ?|della )rivalutazion/.test(text) &&
    /\btfr\b|\brivalutazion/.test(readable(`${history.at(-1) ?? ''} ${message}`));
  return (
    (/\bimposta sostitutiva\b|\b171[23]\b/.test(text) || byRate) &&
    /\bquando\b|\bscadenz\w*|\bentro\b|\btermin\w*|\bcodic\w* tribut\w*|\bf ?24\b|\bacconto\b|\bsaldo\b|\bchi (?:l[oa] |le |li )?(?:vers|pag|trattien)\w*/.test(
      text,
    ) &&
    !/\bquant[oaie]\b|\bcalcol\w*|\bimport[oi]\b|\bmi dai\b/.test(text) &&
    // A fund given ("fondo di 20.000 euro: acconto da versare il 16 dicembre?") asks the advance's amount.
    !/\b\d{1,3}(?:\.\d{3})+(?:,\d+)?\b|\b\d+(?:,\d+)? ?(?:euro|€)|\b\d+ ?k\b/.test(text)
  );
}

// The substitute tax's advance or balance named ("l'acconto dell'imposta sostitutiva: scadenza e quanto si versa?"):
// a payment of the TFR's tax, whatever its "scadenza" or "a fine anno" would otherwise read as (the agreement's
// validity), and whether its measure is asked too.
const ADVANCE_OR_BALANCE =
  /\b(?:acconto|saldo)\b[^.?!]{0,40}\bimposta sostitutiva\b|\bimposta sostitutiva\b[^.?!]{0,40}\b(?:acconto|saldo)\b/;

/** The TFR intent for the deadlines asked of its substitute tax, when the turn names the TFR or its revaluation. */
export function tfrTaxDeadline(request: TypedRequest, text: string): Partial<TypedRequest> {
  const read = readable(text);
  return request.intent !== 'tfr' &&
    (asksSubstituteTaxPayment(text) || ADVANCE_OR_BALANCE.test(read)) &&
    /\btfr\b|\bfine rapporto\b|\brivalutazion\w*/.test(read)
    ? { intent: 'tfr' }
    : {};
}
