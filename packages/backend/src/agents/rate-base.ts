import type { Ccnl, RateKind } from '../kb/schema.js';
import { KIND_LABEL } from './overtime-kinds.js';

/**
 * The pay an overtime surcharge is reckoned on, as the agreement's rates text names it ("+15% diurno … sul minimo
 * conglobato", "sulla retribuzione oraria globale"): asked with the rate ("che maggiorazione e su che base?"),
 * the answer names that base rather than a generic hourly pay. Only a base written in an overtime sentence counts;
 * without one the answer keeps "sulla paga oraria".
 */
const BASE =
  /\b(su(?:l|lla|ll'|i)\s?(?:minim\w*|retribuzion\w*|paga|quota|valore|elementi)(?: (?!(?:e|o|ed|per|fino|oltre|con|più)\b)[a-zàèéìòù']+){0,3})/i;

export function overtimeBase(ccnl: Ccnl, kind: string): string {
  if (!kind.startsWith('straordinario')) return 'sulla paga oraria';
  const sentence = (ccnl.rates.text ?? '')
    .split(/(?<=\.)\s+/)
    .find((s) => /straordinar/i.test(s) && BASE.test(s));
  const base = sentence ? BASE.exec(sentence)?.[1]?.trim() : undefined;
  if (!base) return 'sulla paga oraria';
  return /orari/.test(base) ? base : `${base} (la paga oraria di riferimento)`;
}

/**
 * The hour a rate pays, as the answer names it: a rate of no named kind by its written case ("lavoro maggiorato
 * (ore ordinarie del sabato, non viaggiante su 6 giorni)", "lavoro maggiorato (sesto giorno)").
 */
export const rateLabel = (rate: { kind: RateKind; condition?: string | undefined }) =>
  rate.kind === 'altro' && rate.condition ? `lavoro maggiorato (${rate.condition})` : KIND_LABEL[rate.kind];
