/**
 * An item the writer sets aside before asking ("lasciando stare elementi provinciali, Cassa Edile e superminimi,
 * quanta differenza c'è tra i due minimi?", "a parte gli scatti"): named, never asked. True when every mention of
 * the item follows such a lead within its clause.
 */
// (Said as a request too: "lascia stare contributi e TFR", "lasciate perdere", "non considerare", "ignora".)
const LEAD =
  /\b(?:(?:lasciando|lasciamo|lascia|lasciate|lascio|lasciare) (?:stare|perdere|da parte|fuori)|(?:metti|mettete|mettiamo|mettendo) da parte|tralascia\w*|ignora(?:ndo|te|re)?|escludendo|esclud[ie]|esclus[oiae]|a parte|senza (?:contare|considerare)|non (?:considerando|considerare|contare|calcolare|includere)|al netto d\w*|prima di (?:pensare|parlare|guardare|considerare) (?:a|ai|agli|al|alle|di|dei|degli))\b/g;

export function onlySetAside(text: string, item: RegExp): boolean {
  const mentions = [...text.matchAll(new RegExp(item.source, 'g'))].map((m) => m.index);
  if (!mentions.length) return false;
  return mentions.every((at) =>
    [...text.slice(0, at).matchAll(LEAD)].some((lead) => !/[?.;!]/.test(text.slice(lead.index, at))),
  );
}

// Where a set-aside clause ends and the ask begins: ", oggi quanto è il minimo?" after "lasciando stare gli scatti".
const ASK_AFTER_COMMA =
  /,\s*(?:oggi|ora|adesso|quanto|quanti|quant[ae]|qual\w*|chi|come|mi|ci|vorrei|potete|puoi|sapete|dimmi|ditemi)\b/;

/** Every mention of the item follows a lead within the set-aside clause itself (the ask after it is not). */
// "niente scatti", "senza superminimi": the case set without the item, as good as set aside.
const LEAD_OR_NONE = new RegExp(`${LEAD.source}|\\b(?:niente|senza|tranne)\\b`, 'g');

export function setAsideInClause(text: string, item: RegExp): boolean {
  const mentions = [...text.matchAll(new RegExp(item.source, 'g'))].map((m) => m.index);
  if (!mentions.length) return false;
  return mentions.every((at) =>
    [...text.slice(0, at).matchAll(LEAD_OR_NONE)].some((lead) => {
      const between = text.slice(lead.index, at);
      return !/[?.;!]/.test(between) && !ASK_AFTER_COMMA.test(between);
    }),
  );
}

/**
 * Drops from the measures a comparison asks those the writer only set aside ("lasciando stare scatti e
 * superminimi, quanto è il minimo?"): a subject named to be left out is not one to lead with, when another is asked.
 */
export function dropSetAside<M>(asked: M[], text: string, patternOf: (m: M) => RegExp | undefined): void {
  const aside = asked.filter((m) => {
    const pattern = patternOf(m);
    return pattern !== undefined && setAsideInClause(text, pattern);
  });
  if (aside.length && aside.length < asked.length) for (const m of aside) asked.splice(asked.indexOf(m), 1);
}

/**
 * The subjects read into the request less those the writer only set aside, all of them ("quanto prende lui e
 * quanto prendo io di minimo … senza scatti senza niente": the increments are no subject, the text names the one
 * asked). An empty list leaves the subjects to the text.
 */
export function withoutSetAside<M>(asked: M[], text: string, patternOf: (m: M) => RegExp | undefined): M[] {
  return asked.filter((m) => {
    const pattern = patternOf(m);
    return pattern === undefined || !setAsideInClause(text, pattern);
  });
}

const NIGHT_OR_HOLIDAY = /\bnott[ei]\b|notturn|festiv|domenic/;

/**
 * The surcharges read from an overtime word dropped when overtime is only set aside ("lasciando perdere scatti,
 * straordinari e superminimi, qual è il minimo?"), unless the night or a holiday is asked ("le ore di notte
 * normali, senza straordinario": the night's surcharge is the subject).
 */
export function dropOvertimeSetAside<M>(
  asked: M[],
  text: string,
  patternOf: (m: M) => RegExp | undefined,
): void {
  if (!NIGHT_OR_HOLIDAY.test(text) || setAsideInClause(text, NIGHT_OR_HOLIDAY))
    dropSetAside(asked, text, patternOf);
}

/** "per lei conto minimo più contingenza": an item added into the pay reckoned, not the item asked about. */
export function summedIntoPay(text: string, item: RegExp): boolean {
  return new RegExp(
    String.raw`\b(?:minim\w*|paga base|retribuzion\w*|stipendio)\s+(?:piu|\+|e|con)\s+(?:la |l'|il |lo |i )?(?:${item.source})`,
  ).test(text);
}
