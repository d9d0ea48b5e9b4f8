/**
 * "tutte di giorno e nessuna di domenica", "mai nei festivi", "niente sabato", "il sabato non si lavora": a Sunday,
 * holiday or Saturday the story denies ("non era notte né festivo") is not the hours' kind, nor the case a
 * surcharge is asked for (a "sabato o lunedì" overtime rate is not the case of "niente sabato").
 */
const DENIED =
  /\b(?:nessun[ao]?|non|mai|niente|senza)\s+(?:\w+\s+){0,2}?(?:di |la |nei |il |in )?(?:domenic|festiv|sabat)\w*|\bne (?:di |la |nei |il |in )?(?:domenic|festiv|sabat)\w*|\b(?:la |di |nei |i )?(?:domenic|festiv|sabat)\w* (?:eravamo|siamo|era|e|sono|erano|restiamo|restavamo|rimaniamo) (?:sempre )?chius\w*|\bchius\w* (?:la |di |nei |i )?(?:domenic|festiv|sabat)\w*|\b(?:il |la |di |nei |i )?(?:domenic|festiv|sabat)\w* (?:non (?:si |ci )?(?:lavor|apr)\w*|(?:sempre )?(?:liber[oi]|a casa))\b/g;

/**
 * "nel periodo di picco prima di Natale", "in vista di Pasqua", "sotto Natale", "x il periodo di natale", "durante
 * le feste", "con il Natale", "a ridosso di Pasqua", "per via del Natale": a holiday named as the season the hours
 * fall in, not as the day worked.
 */
const SEASON_OF =
  /\b(?:prima|dopo|in vista|verso|sotto|fino a|in prossimita|a ridosso|per via|con|col|coi|con tutto|con tutte|con l'arrivo|all'avvicinarsi|(?:il |nel |per il |x il |durante il )?picco|(?:il |nel |per il |x il |durante il )?periodo|(?:le |nelle |per le |x le |durante le |con le |coi |con i )?(?:fest[ae]|festivita|preparativi|acquisti|regali)|(?:il |nel |per il |x il )?mese|(?:la |le |nella |nelle )?settiman[ae]) (?:di |del |dell'|delle |il |l')?(?:natale|pasqua|ferragosto|capodanno)\b|\b(?:periodo|fest[ae]|festivita|mese|settimane|clima) (?:natalizi\w*|pasquali)\b|\b(?:sotto|durante|per|x|con|coi) (?:le |queste )?fest[ae](?: (?:di |del )?(?:natale|pasqua|fine anno)| natalizi\w*| pasquali)?\b/g;

/**
 * "dice che di sabato si paga di più come fosse festivo", "pagato come un festivo", "come la domenica": a holiday
 * named as a likeness (what a day is claimed to be paid like), not as the day worked.
 */
const LIKENED =
  /\bcome (?:se )?(?:(?:fosse(?:ro)?|foss[ei]|sia|fosse stat[oa]) )?(?:(?:un|una|il|la|i|le|nei|di|per (?:i|il|la)) )?(?:giorn\w* )?(?:festiv\w*|domenic\w*)\b/g;

/** The folded text without the Sundays and holidays it denies, nor a holiday named as a season or a likeness. */
export function withoutDeniedDays(text: string): string {
  return text.replace(DENIED, ' ').replace(SEASON_OF, ' ').replace(LIKENED, ' ');
}
