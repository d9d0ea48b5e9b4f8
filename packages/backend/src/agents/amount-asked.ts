// "quanto", "importo", "a quanto ammonta", "euro", "cifra": an amount asked of a topic's rule.
const AMOUNT_WORDS =
  /\bquant[oiae]\b|\bimport[oi]\b|\bvalor[ei]\b|\bval(?:e|gono)\b|\bammont|\beuro\b|€|\bcifr[ae]\b/;

/** The question asks an amount ("quanto vale", "a quanto ammonta", "importo"): the topic line's `asksAmount`. */
/** "ogni quanto", "quanti scatti", "quanti anni": how often or how many, not how much. */
const COUNT_ASKED =
  /\bogni quant[oi]\b(?: (?:anni|mesi|giorni))?|\bquant[ie] (?:scatti|anni|mesi|giorni|ore|settimane|volte|rate|mensilità|aumenti)\b/g;

export function amountAsked(asked: string): { asksAmount?: true } {
  return AMOUNT_WORDS.test(asked.replace(COUNT_ASKED, ' ')) ? { asksAmount: true } : {};
}
