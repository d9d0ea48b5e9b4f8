import { readable } from './text.js';

// ("la comunale lasciamola pure fuori", "la regionale per ora no", "quella comunale non mettetela"): one kind
// named alone, then set aside or refused.
export const KIND_SET_ASIDE =
  /\b(?:la |l'|quella )(?:addizional\w* )?(comunal|regional)\w*(?: irpef)?(?:(?!\b(?:si|ma|invece)\b)[^.?;,]){0,25}?\b(?:(?:lasci|tieni|tenete|teniamo|tengo|metti|mettete)\w* (?:pure |anche |ancora )?(?:stare|fuori|a parte|da parte|perdere)|(?:escludi|togli|salt)\w*\b|(?:per ora|per adesso|ancora|invece|pure|per il momento) no\b|non (?:la |l')?(?:mett|cont|consider|includ|calcol|aggiung)\w*)/;

export const NO_SURCHARGES =
  /(?:senza|esclud\w*|ignor\w*|tralasci\w*|togli\w*|fuori|lascia\w* (?:da parte|stare|perdere|fuori)|non consider\w*|non contare)\s+(?:anche )?(?:quell[ae]|la) (?:comunal|regional)\w*|(?:senza|esclud\w*|esclus[oaie]|ignor\w*|tralasci\w*|togli\w*|fuori|lascia\w* (?:da parte|stare|perdere|fuori)|a parte|non consider\w*|non contare|tolte)\s+(?:contare |considerare |calcolare |includere )?(?:le |gli |la )?addizional|addizional\w*\s+(?:(?:regional\w*|comunal\w*)(?:\s+e\s+(?:regional\w*|comunal\w*))?\s+)?(?:escluse|esclusa|a parte|non comprese|non incluse|fuori)|addizional[^.?]{0,60}?\b(?:le |li )?(?:consider\w* a parte|(?:tengo|teniamo|lascio|lasciamo|metto|mettiamo) (?:stare|fuori|a parte|da parte)|(?:lasci\w*|tieni\w*|tenete\w*|metti\w*|mettete\w*) (?:pure |anche )?(?:stare|fuori|a parte|da parte|perdere)|(?:togli|escludi|ignora|tralascia|salta)\w*(?:le|li)\b|guard\w* (?:io |noi )?(?:dopo|poi|a parte|separatamente)|(?:escludo|escludiamo|ignoro|ignoriamo|salto)\b|calcol\w* (?:io |noi )?(?:dopo|poi|a parte|separatamente|col 730|con il 730)|(?:calcol|aggiung|conteggi|somm)\w* (?:io|noi|(?:per )?conto (?:mio|nostro))\b|fuori dal (?:conto|calcolo)|non (?:le |li )?(?:cont\w*|consider\w*|includ\w*|calcol\w*)|senza contarl\w*)/;

// ("metti l'addizionale regionale ma la comunale lasciala stare": two kinds named, the one before the verb is out.)
const keptOutKind = (words: string): 'comunal' | 'regional' | undefined => {
  if (/(?:comunal|regional)\w* e (?:l'|le |la )?(?:addizional\w* )?(?:comunal|regional)/.test(words))
    return undefined;
  // ("tenendo la regionale ma lasciando fuori quella comunale", "escludendo la comunale": the kind the pronoun
  // or article names is out.)
  const pronoun = /\b(?:quell[ae]|la) (comunal|regional)/.exec(words)?.[1] as
    | 'comunal'
    | 'regional'
    | undefined;
  if (pronoun) return pronoun;
  const named = [...words.matchAll(/\b(comunal|regional)\w*/g)].map((m) => m[1] as 'comunal' | 'regional');
  return /^addizional\w* (?:comunal|regional)/.test(words) || named.length > 1 ? named.at(-1) : undefined;
};

/** The regional and municipal surcharges left out by the user ("lascia perdere le addizionali", "senza addizionali"). */
export function surchargesLeftOut(text: string): boolean {
  const folded = readable(text);
  return NO_SURCHARGES.test(folded) || KIND_SET_ASIDE.test(folded);
}

/** Which surcharges a message leaves out: both, only one kind, or none (`undefined`). */
export type SurchargeKindOut = 'both' | 'comunal' | 'regional';

/**
 * The surcharges the user sets aside, on a text already read (readable): "senza addizionali", "addizionali
 * regionali e comunali escluse", "le addizionali non contiamole" leave both out; "senza addizionale comunale",
 * "la comunale lasciamola pure fuori" only the municipal one.
 */
export function surchargeKindLeftOut(text: string): SurchargeKindOut | undefined {
  const without = NO_SURCHARGES.exec(text);
  if (!without) return KIND_SET_ASIDE.exec(text)?.[1] as 'comunal' | 'regional' | undefined;
  const after = text.slice(without.index + without[0].length).replace(/^\w*\s*/, '');
  // ("l'addizionale comunale me la calcolo io a parte", "la aggiungo io": the kind said inside the words that
  // leave it out.)
  // ("lascia perdere le addizionali regionali e comunali": both kinds named, both out.)
  // ("l'addizionale regionale sì, ma lasciando fuori quella comunale", "… lasciando fuori la comunale": the kind
  // after the pronoun or article is out.)
  const only =
    /^(?:quell[ae] |la )?(?:addizional\w* )?(comunal|regional)(?!\w* e (?:l'|le |la )?(?:addizional\w* )?(?:comunal|regional))/.exec(
      after,
    )?.[1] ?? keptOutKind(without[0]);
  return (only as 'comunal' | 'regional' | undefined) ?? 'both';
}
