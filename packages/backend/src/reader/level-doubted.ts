/**
 * "In busta mi hanno messo 4° livello: è giusto o dovrei stare più in alto?": the level a payslip or a contract
 * gives, doubted against the job, is a classification asked, not a check of the payslip's figures.
 */
const LEVEL_GIVEN =
  /\b(?:mi|ti|gli|le|ci|vi) (?:hanno|ha|avete|abbiamo) (?:messo|dato|assegnato|inquadrat\w*|mess[oa] (?:al|a|come))\b[^.?!]{0,40}\b(?:livell\w*|\d°|[ivx]+ liv\w*)|\b(?:livell\w*|\d°)[^.?!]{0,40}\b(?:in busta|sul cedolino|in cedolino|nel contratto)\b|\b(?:in busta|sul cedolino|nel cedolino)\b[^.?!]{0,50}\blivell\w*/;
const HIGHER_OR_RIGHT =
  /\b(?:dovrei|dovrebbe|dovremmo|spetterebbe|spetta)\b[^.?!]{0,30}\b(?:stare |essere |andare |passare )?(?:piu in alto|piu su|superiore|un livello (?:piu alto|sopra)|al \d°)|\b(?:livello|inquadramento)\b[^.?!]{0,20}\b(?:giust|corrett|sbagliat)\w*|\b(?:e|sarebbe) (?:giusto|corretto)\b[^.?!]{0,40}\b(?:o|oppure)\b[^.?!]{0,40}\b(?:piu in alto|superiore|piu alto|sopra)/;

// "il minimo del livello in busta è giusto?": the level's pay is doubted, not the level (a payslip check).
const PAY_OF_LEVEL =
  /\b(?:minimo|paga|importo|cifra|retribuzion\w*|stipendio|lordo|netto|tabellare)\b[^.?!]{0,15}\blivell/;

/** True when a folded text doubts the level it was given, with no figure of the payslip asked. */
export function levelDoubted(text: string): boolean {
  return LEVEL_GIVEN.test(text) && HIGHER_OR_RIGHT.test(text) && !PAY_OF_LEVEL.test(text);
}
