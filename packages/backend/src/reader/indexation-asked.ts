import type { TypedRequest } from './request.js';

/**
 * "l'adeguamento annuale istat dei minimi è ancora all'80%?", "la rivalutazione istat è cambiata col rinnovo?",
 * "i minimi si adeguano al costo della vita?": the agreement's yearly adjustment of its minimums, a clause of its
 * renewal — not the TFR's revaluation (also ISTAT-based), nor the minimum itself.
 */
const INDEXATION =
  /\b(?:rivalut|adegu|indicizz|aggiorn)\w*\b[^?.]{0,50}\b(?:istat|costo della vita|inflazione)\b|\b(?:istat|costo della vita)\b[^?.]{0,50}\b(?:rivalut|adegu|indicizz|aggiorn)\w*/;
const NOT_MINIMUMS =
  /\btfr\b|\bliquidazion\w*|\btrattamento di fine rapporto\b|\bpension\w*|\bassegn\w* (?:unico|familiar)/;

/** The question asks the yearly ISTAT adjustment of an agreement's minimums (on the reader's folded text). */
export const indexationAsked = (text: string): boolean => INDEXATION.test(text) && !NOT_MINIMUMS.test(text);

const MINIMUM_ASKED = /\b(?:cifra|importo|quanto e|quant'e|a quanto)\b/;

// The intents such a question is read as by its words ("minimi", "rinnovo", a comparison's follow-up).
const FROM: ReadonlySet<string> = new Set(['minimum_pay', 'comparison', 'renewal', 'payroll_rules']);

/** The renewal's clause asked, whatever pay intent the words gave, when one agreement is named. */
export function indexationRenewal(request: TypedRequest, text: string): Partial<TypedRequest> | undefined {
  if (!FROM.has(request.intent) || request.slots.agreements.length !== 1 || !indexationAsked(text))
    return undefined;
  // ("il minimo 2026 del livello CS, quello aggiornato con l'adeguamento ISTAT": the minimum asked, the
  // adjustment only saying which table.)
  if (request.intent === 'minimum_pay' && (request.slots.level || MINIMUM_ASKED.test(text))) return undefined;
  return { intent: 'renewal', alsoAsked: request.alsoAsked.filter((i) => i !== 'renewal') };
}
