/**
 * "ha una badante inquadrata DS perché assiste anche di notte …: il minimo mensile quanto è?", "è al 3° livello
 * perché coordina il magazzino: quanto le spetta al mese?": the level is stated as a fact of the case, the tasks
 * only say why; the minimum of that level is asked, not the level again. A level doubted ("è giusto?", "dovrebbe
 * essere più alto?", "che livello?") stays a classification.
 */

// The month's pay asked: "il minimo mensile quanto è", "quanto le spetta al mese", "quanto devo darle di minimo".
const PAY_ASKED =
  /\b(?:minim[oi]|stipendio|paga|retribuzione)\b[^?]{0,40}\bquant[oaie]\b|\bquant[oa]\b[^?]{0,40}\b(?:minim[oi]|stipendio|paga|retribuzione|spett\w*|dev\w* (?:dare|pagare|darle|dargli))\b/;
// The level itself doubted or asked.
const LEVEL_DOUBTED =
  /\b(?:giust[oaie]|corrett[oaie]|sbagliat\w*|dovrebbe|dovrei|andrebbe|spetterebbe|sarebbe|coerente|adeguat\w*|va bene|che livello|quale livello|qual e il livello|che inquadramento|quale inquadramento|superiore|inferiore|passare|promuover\w*)\b/;

export function paysStatedLevel(intent: string, level: string | undefined, text: string): boolean {
  return (
    intent === 'classification' && level !== undefined && PAY_ASKED.test(text) && !LEVEL_DOUBTED.test(text)
  );
}
