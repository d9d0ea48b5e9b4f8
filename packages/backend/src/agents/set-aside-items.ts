/**
 * An item the writer sets aside before asking ("lasciando stare elementi provinciali, Cassa Edile e superminimi,
 * quanta differenza c'è tra i due minimi?", "a parte gli scatti"): named, never asked. True when every mention of
 * the item follows such a lead within its clause.
 */
const LEAD =
  /\b(?:lasciando (?:stare|perdere|da parte|fuori)|lasciamo (?:stare|perdere|fuori)|tralasciando|escludendo|esclus[oiae]|a parte|senza (?:contare|considerare)|non considerando|al netto d\w*)\b/g;

export function onlySetAside(text: string, item: RegExp): boolean {
  const mentions = [...text.matchAll(new RegExp(item.source, 'g'))].map((m) => m.index);
  if (!mentions.length) return false;
  return mentions.every((at) =>
    [...text.slice(0, at).matchAll(LEAD)].some((lead) => !/[?.;!]/.test(text.slice(lead.index, at))),
  );
}
