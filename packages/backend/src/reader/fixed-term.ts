/**
 * A fixed-term contract said in the question, as families and payroll offices write it: "a tempo determinato",
 * "a termine", "TD", "t.d.", "tempo det.". Read on the folded text (`readable`).
 */
const FIXED_TERM =
  /\btempo determinato\b|\ba termine\b|\btd\b|\bt\.\s?d\.|\btempo det\b\.?|\bcontratto determinato\b/;

export function fixedTermContract(text: string): boolean {
  return FIXED_TERM.test(text);
}

/**
 * A fixed-term hire that stands in for an absent worker, which the law frees from the 1.40% NASpI surcharge
 * (L. 92/2012 art. 2 c. 29): "in sostituzione della badante", "una sostituta per le ferie", "per sostituire la
 * colf in maternità", "al posto della colf malata", "durante le ferie della badante assumiamo…". Read on the
 * folded text; "sostituto d'imposta" (the withholding agent), "non in sostituzione" and "non sostituisce nessuno"
 * are not it.
 */
const REPLACEMENT =
  /(?<!\b(?:non|nn) (?:\w+ )?)(?:\b(?:per|in) sostituzion|\bsostitut[oaie]\b(?! d'?\s?impost)|\bsostituir\w*|\bsostituisc\w*|\bal posto (?:di|del|della|dell'?)\s|\bdurante (?:le |la |il |l'|i )?(?:ferie|malattia|maternita|assenz\w*|congedo|infortunio))/;

export function replacementHire(text: string): boolean {
  return REPLACEMENT.test(text);
}
