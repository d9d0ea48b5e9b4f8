import type { Slots } from './request.js';

/**
 * "e se invece è uno studio professionale, 3 livello?" after a pay told for a Terziario 4th level: a follow-up that
 * moves to another agreement and names a level asks that level's own pay, so the monthly pay the earlier turn
 * told (for the earlier level of the earlier agreement) is not carried. Kept when the turn says the pay is the
 * same ("stessa retribuzione", "stesso lordo"). So is a colleague at another level of the same agreement.
 */
const SAME_PAY =
  /\bstess[oa]\s+(?:retribuzion\w*|paga|lordo|stipendio|importo|cifra|mensile)\b|\bstessi soldi\b/i;

/** "il suo collega", "l'altra dipendente": the turn speaks of another worker. */
const OTHER_WORKER =
  /\b(?:(?:su[oa]|mi[oa]|tu[oa]|nostr[oa]|il|la|un|una|l') (?:collega|colleg[ah]i)|altr[oa] (?:collega|dipendente|lavorat\w+|operai\w*|impiegat\w*|addett\w*))\b/;

const LEVEL_WORD = /\b[a-e][1-3]s?\b|\b[1-8](?=\s*(?:°|ª)?\s*livello\b)|\b(?<=livello\s)[1-8]\b/i;

export function withoutOtherAgreementPay(out: Slots, previous: Slots, own: Slots, text: string): void {
  // "e x il suo collega D2?" after a C3's pay was told: another worker at another level has that level's own pay.
  // (The turn's own level is not read yet when it names only a code, "D2": a level word other than the earlier one.)
  const levelSaid = own.level ?? LEVEL_WORD.exec(text)?.[0];
  const otherLevel =
    levelSaid !== undefined &&
    previous.level !== undefined &&
    levelSaid.toLowerCase() !== previous.level.toLowerCase() &&
    OTHER_WORKER.test(text);
  if (!otherLevel && (!own.agreements.length || !previous.agreements.length)) return;
  if (!otherLevel && own.agreements.some((id) => previous.agreements.includes(id))) return;
  if (levelSaid === undefined || SAME_PAY.test(text)) return;
  const told = new Set(own.amounts);
  out.amounts = out.amounts.filter((a) => told.has(a) || (a.kind !== 'monthly_gross' && a.kind !== 'other'));
}
