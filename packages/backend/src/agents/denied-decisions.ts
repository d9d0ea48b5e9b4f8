/**
 * A job that says it decides nothing ("non decide turni né sanzioni", "senza potere decisionale", "non prende
 * decisioni", "le decisioni non spettano a lui") is not the level whose definition asks for decision-making autonomy
 * («autonomia operativa e decisionale»): the definition contradicts it, as a denied word does (level-score.ts).
 */
const DENIES_DECIDING =
  /\b(?:non|ne|senza|nessun\p{L}*)\s+(?:(?:puo|possono|ha|hanno|prende|prendono|avere|alcun\p{L}*|potere|poteri|autonomia|mai|lui|lei)\s+){0,3}(?:decid\p{L}*|decision\p{L}*)|\bdecisioni\s+(?:\p{L}+\s+){0,2}(?:non )?(?:spettano|restano|sono) (?:al|alla|allo|del|della|dello)\s/u;

const ASKS_DECIDING = /\bdecisional/iu;

/** Whether the level's definition asks for the decisions the job (normalised text) says it does not take. */
export const deniedDecisions = (definition: string, job: string): boolean =>
  ASKS_DECIDING.test(definition) && DENIES_DECIDING.test(job);
