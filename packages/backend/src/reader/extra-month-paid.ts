import type { Intent, Slots } from './request.js';

/**
 * "e la quattordicesima che le hanno dato a luglio quanto doveva essere? le hanno messo poco più di 290 euro",
 * "di tredicesima mi hanno pagato 480 €, era giusta?": the figure told is the extra month already paid, the one
 * to check, not the monthly pay it is computed on. It leaves the amounts, so the 13th/14th is computed on the
 * level's minimum (or the pay told elsewhere). Runs on the folded text.
 */
const EXTRA_MONTH = /tredicesim|quattordicesim|\b1[34](?:a|ª|esim\w*)\b/;
const PAID =
  /\b(?:hanno|ha|avete|abbiamo|ho|hai|avevano|aveva)\s+(?:gia\s+|solo\s+|soltanto\s+)*(?:dato|messo|pagato|corrisposto|liquidato|versato|ricevuto|preso|avuto|trovato|visto|accreditato)\b[^.?!\d]{0,40}?(\d{1,3}(?:\.\d{3})*(?:,\d{1,2})?|\d+(?:[.,]\d{1,2})?)\s*(?:euro|eur|€)?(?!\s*(?:al mese|mensil\w*|l'ora|all'ora|\/h))/g;

// "era giusta?", "è corretta?", "torna?": the paid figure doubted, to be confirmed or denied.
const DOUBTED = /\bgiust[oaie]\b|\bcorrett[oaie]\b|\btorna(?:no)?\b|\bsbagliat[oaie]\b|\bregolar[ei]\b/;
// "poco più di 290", "circa 300": no exact figure to confirm.
const ROUGH = /\b(?:poco (?:piu|meno) di|circa|quasi|sui|intorno a|piu o meno)\s*$/;

const value = (raw: string) => Number(raw.replace(/\.(?=\d{3}\b)/g, '').replace(',', '.'));

/** The slots without the extra month's paid figure, when the question tells one. */
export function withoutExtraMonthPaid(intent: Intent, slots: Slots, text: string): Slots {
  if (intent !== 'thirteenth_pro_rata' || !EXTRA_MONTH.test(text)) return slots;
  const found = [...text.matchAll(PAID)];
  const paid = new Set(found.map((m) => value(m[1] ?? '')));
  if (!paid.size) return slots;
  const amounts = slots.amounts.filter((a) => a.kind === 'ral' || !paid.has(a.value));
  // An exact figure paid and doubted ("gli ho pagato 480 euro di quattordicesima: era giusta?") is the claim.
  const [only] = found;
  const exact =
    found.length === 1 &&
    only &&
    !ROUGH.test(text.slice(0, (only.index ?? 0) + only[0].indexOf(only[1] ?? '')));
  const claim =
    slots.claim === undefined && exact && DOUBTED.test(text)
      ? { claim: { value: value(only[1] ?? ''), unit: 'euro' as const } }
      : {};
  return { ...slots, amounts, ...claim };
}
