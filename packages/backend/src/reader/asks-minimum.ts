import { askedClause } from './asking-clause.js';
/**
 * The table's minimum asked outright ("quant'è il minimo lordo mensile", "paga base", "minimo tabellare"),
 * not a net nor a level's whole pay ("quanto prende in tutto con 3 scatti"): in calcolo too the answer opens
 * with the minimum of the level named, not with a net computed from it. The table's own name in an agreement
 * counts as the minimum too ("l'elemento retributivo nazionale dell'8° livello", the Tessile's ERN).
 * Runs on the folded text.
 */
export const ASKS_MINIMUM =
  /^(?!.*(?:\bnett|in tasca|a casa\b|\bprend|guadagn|in tutto|scatt|superminim)).*(?:\bminim[oi]\b(?! (?:di |del |d')?(?:preavviso|prova|ferie|ore|orario)\b)|tabellar|paga base|stipendio base|elemento retributivo nazionale|\bern\b)/;

/**
 * A level's new minimum asked as where it gets to ("il c3 a quanto arriva?", "a quanto sale il 4° livello?"): the
 * table's minimum, not a net. Runs on the folded text.
 */
export const LEVEL_REACH_ASKED =
  /^(?!.*(?:\bnett|in tasca|\bral\b)).*(?:\ba quanto (?:sale|salira|arriva|arrivera|passa|passera)\b[^?]*\b(?:livell\w*|[a-d] ?[1-3]\b|\d ?(?:°|o)? ?livello\b)|\b(?:livell\w*|[a-d] ?[1-3])\b[^?.;]{0,25}\ba quanto (?:sale|salira|arriva|arrivera|passa|passera)\b)/;

/**
 * The gross monthly pay due asked in the worker's words ("quanto dovevo prendere lordo al mese?", "quanto mi
 * spetta lordo?"), with no amount, net, increments or total around it: the level's minimum, not a net.
 * Runs on the folded text.
 */
export const ASKS_GROSS_DUE =
  /^(?!.*(?:\bnett|in tasca|a casa\b|in tutto|scatt|superminim|\bral\b)).*\b(?:prendere|prendo|prenderei|percepire|percepisco|spetta|spetterebbe|spettava|pagare|pagarl[aoie])\s+(?:di\s+)?lord[oaie]\b/;

/**
 * A net stated with a gross or RAL named: the gross of that net is asked ("netti 1.400: che lordo è?"), unless a
 * level is given and the asking clause asks its minimum ("prende 1.550 netti … vorrei sapere il minimo lordo
 * mensile del suo livello"): then the net is the story, the level's minimum the question.
 */
export function grossOfNetAsked(text: string, slots: { level?: string | undefined }): boolean {
  if (!/lord|\bral\b/.test(text)) return false;
  return !(slots.level !== undefined && ASKS_MINIMUM.test(askedClause(text)));
}
