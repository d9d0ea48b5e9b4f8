/**
 * A term the knowledge base gives with the one a renewal replaced beside it ("1 mese e mezzo di calendario (1 mese
 * prima del rinnovo 1.3.2024)", "18 giorni lavorativi (12 prima del 1.3.2024)"). The old term answers a question
 * about what changed or a figure the writer was told; asked only how long it is, the old figure is no answer and
 * reads as a second one.
 */
const SUPERSEDED = /\s*\((?:[^()]*\s)?prima (?:del|dell'|della|di)\b[^()]*\)/g;

/**
 * Words that ask about the term before a renewal, or doubt one told: "prima del rinnovo", "è cambiata?", "il
 * vecchio modello", "quanto durava", "adesso", "mi hanno detto un mese", a figure said ("12 giorni", "un mese").
 */
const ASKS_CHANGE =
  /\bprima\b|\brinnov\w*|\bcambi\w*|\bmodific\w*|\ballungat\w*|\bvecchi\w*|\bprecedent\w*|\bdurava\b|\bera\b|\berano\b|\bnovita\b|\badesso\b|\boggi\b|\bancora\b|\bdice\b|\bdicono\b|\bdetto\b|\bgiusto\b|\bvero\b|\b\d+ (?:giorni|mes[ei]|settiman\w*)\b|\b(?:un|uno|una) mese\b/;

/** The term without the one it replaced, unless the folded question asks what changed or doubts a figure told. */
export function currentTermOnly(term: string, asked: string): string {
  if (ASKS_CHANGE.test(asked)) return term;
  return term.replace(SUPERSEDED, '').trim() || term;
}
