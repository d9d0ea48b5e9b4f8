/**
 * The table's minimum asked outright ("quant'è il minimo lordo mensile", "paga base", "minimo tabellare"),
 * not a net nor a level's whole pay ("quanto prende in tutto con 3 scatti"): in calcolo too the answer opens
 * with the minimum of the level named, not with a net computed from it.
 * Runs on the folded text.
 */
export const ASKS_MINIMUM =
  /^(?!.*(?:\bnett|in tasca|a casa\b|\bprend|guadagn|in tutto|scatt|superminim)).*(?:\bminim[oi]\b(?! (?:di |del |d')?(?:preavviso|prova|ferie|ore|orario)\b)|tabellar|paga base|stipendio base)/;
