/**
 * The increments' maximum count asked: "quando avrà maturato tutti gli scatti", "il massimo degli scatti",
 * "quando arriva al max degli scatti", "a scatti pieni", "li ha già presi tutti e 5", "ha raggiunto il numero
 * massimo di scatti". Read on folded text.
 */
export const MAX_INCREMENTS_ASKED =
  /\b(?:maturat\w*|raggiunt\w*|avra|avro|con) tutti gli scatti\b|\b(?:il|al) (?:massimo|max) (?:degli|di|dei) scatti\b|\bscatti (?:al|il) (?:massimo|max)\b|\ba scatti pieni\b|\bli (?:ha|ho|hai|abbia|hanno) (?:gia )?(?:pres\w*|maturat\w*|avut\w*) tutti\b|\b(?:raggiunt\w*|arrivat\w*|toccat\w*) (?:a |al )?(?:il )?(?:numero )?massimo (?:di |degli |dei )?scatti\b/;
