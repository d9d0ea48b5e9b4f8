import type { Intent, TypedRequest } from './request.js';

/**
 * The renewal's una tantum asked, whatever the story tells around it (issue 12). Read on the folded text:
 * - "la seconda rata dell'una tantum di luglio 2025 gliel'hanno pagata sbagliata. Quanto doveva prendere lordo?":
 *   the instalment's amount, not the level's minimum of that month;
 * - "l'altra ragazza l'ho presa a part-time … un'una tantum del rinnovo 2024: di che importo, in quante rate?":
 *   the lump sum, not part-time work (the part-time is the story);
 * - "ok e per un'altra collega part time al 50%, la rata di luglio quanto doveva essere?" after a turn on the
 *   una tantum: still the una tantum, at that colleague's share.
 * A sum the user states and wants scaled ("un'una tantum di 200 € da riproporzionare") stays the calculation,
 * and an una tantum the story denies ("senza una tantum") is not asked.
 */
const LUMP = /\bun[ao]? ?tantum\b/;
const DENIED =
  /\b(?:senza|niente|nessuna|non (?:c'e|ho avuto|abbiamo avuto) (?:alcuna |nessuna )?)(?:l'|un'|una )?un[ao]? ?tantum\b/;
const AMOUNT_ASKED =
  /\bquant[oaie]?\b|\bquant'\w+|\bdi che (?:importo|cifra)\b|\bimporto\b|\bammont\w*|\bspett\w*|\bin quante rate\b/;
const INSTALMENT = /\b(?:rat[ae]|tranche|trance)\b/;
/** The readings a story word makes of an una tantum question: a month's minimum, part-time, an increment. */
const HIJACKED: ReadonlySet<Intent> = new Set<Intent>([
  'minimum_pay',
  'part_time',
  'seniority',
  'monthly_payments',
  'gross_to_net',
]);

export function lumpAsked(
  read: TypedRequest,
  text: string,
  previous: string | undefined,
): Partial<TypedRequest> {
  if (!HIJACKED.has(read.intent) || read.slots.amounts.length) return {};
  if (!AMOUNT_ASKED.test(text)) return {};
  const named = LUMP.test(text) && !DENIED.test(text);
  // (A follow-up that asks an instalment after a turn on the una tantum.)
  const carried =
    !LUMP.test(text) &&
    INSTALMENT.test(text) &&
    previous !== undefined &&
    LUMP.test(previous) &&
    !DENIED.test(previous);
  if (!named && !carried) return {};
  return { intent: 'renewal', alsoAsked: read.alsoAsked.filter((i) => i !== 'renewal') };
}

/**
 * "e le ultime rate del rinnovo quanto valgono? … a gennaio 2027 e a settembre 2027" after a turn on the 3rd
 * level's minimum: the renewal's own tranches (39 € of TEM, 11 € of IAR at the parameter the renewal states),
 * not one level's table difference; a level this turn names ("e le rate del rinnovo al 3° livello?") is kept.
 */
const RENEWAL_TRANCHES =
  /\b(?:rate|tranche|trance)\b[^?.]{0,20}\b(?:del|dell'|di) (?:rinnov\w*|nuovo contratto|nuovo ccnl|accordo)\b/;

export function renewalTranchesAsked(
  read: TypedRequest,
  text: string,
  ownLevel: string | undefined,
): TypedRequest {
  if (read.intent !== 'renewal' || ownLevel || !read.slots.level || !RENEWAL_TRANCHES.test(text)) return read;
  const { level: _carried, ...slots } = read.slots;
  return { ...read, slots };
}
