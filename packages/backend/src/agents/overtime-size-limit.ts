/**
 * A yearly overtime ceiling that depends on the firm's size ("200 ore l'anno (250 nelle aziende fino a 200
 * dipendenti …)"): the variant the firm the question describes falls in. Undefined when the clause has no size
 * variant or the question gives no headcount.
 */

// "250 nelle aziende fino a 200 dipendenti", "250 ore nelle imprese oltre 200 dipendenti".
const SIZE_VARIANT =
  /(\d+)(?: ore)? nelle (?:aziende|imprese|unita produttive) (fino a|sino a|oltre|con piu di|sopra i?|con meno di|sotto i?) (\d+) dipendenti/g;

// "la nostra azienda occupa esattamente 200 dipendenti", "un'officina con 58 dipendenti", "siamo in 150".
const HEADCOUNT =
  /\b(?:occupa|occupiamo|conta|contiamo|ha|abbiamo|con|di|siamo in)\s+(?:(?:esattamente|circa|quasi|solo|appena)\s+)?(\d{1,5})\s+(?:dipendenti|addetti|lavoratori|persone|occupati)\b|\b(\d{1,5})\s+dipendenti\b/;

export function sizeVariantHours(
  clause: string,
  folded: string,
): { hours: string; condition: string } | undefined {
  const m = HEADCOUNT.exec(folded);
  const size = Number(m?.[1] ?? m?.[2]);
  if (!m || !Number.isFinite(size)) return undefined;
  const plain = clause
    .toLowerCase()
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '');
  for (const v of plain.matchAll(SIZE_VARIANT)) {
    const [whole, hours, bound, limitRaw] = v;
    const limit = Number(limitRaw);
    const upTo = /^(?:fino|sino)/.test(bound ?? '');
    const below = /meno|sotto/.test(bound ?? '');
    const holds = upTo ? size <= limit : below ? size < limit : size > limit;
    if (holds && hours) return { hours, condition: whole.replace(/^\d+(?: ore)? /, '') };
  }
  return undefined;
}
