/**
 * Holiday words that name a period or a schedule, not work done on a public holiday, on the folded text: staff
 * hired for the season ("commesse assunte per le festività", "preso per il periodo natalizio") and a weekend
 * job ("mi assumono solo sabato e domenica", "solo venerdì, sabato e domenica"), and the season's work done on
 * other days ("sabato 6 ore di straordinario per gli ordini di Natale", "per l'allestimento di Natale", "sotto
 * Natale"). Removed before the
 * holiday surcharge is read.
 */
export const HOLIDAY_SEASON_OR_WEEKEND =
  /\b(?:assunt|pres[oaie]\b|ingaggiat|contratt|chiamat|stagional)\w*(?: \w+){0,3}? per (?:le |il periodo (?:delle |di |natalizi\w*))?(?:festivit\w*|feste|natale)\b|\bsolo (?:il |al |nel |nei |di )?(?:(?:lunedi|martedi|mercoledi|giovedi|venerdi),? (?:il |la )?)*sabato e (?:la )?domenica\b|\b(?:ordin|picc|consegn|produzion|vendit|campagn|spedizion|regal|cest|panetton|allestiment|addobb|vetrin|preparativ|mercatin|inventari|promozion|period|settiman|stagion)\w* (?:di|del|per(?: il)?) natale\b|\b(?:in vista del|sotto) natale\b/g;
