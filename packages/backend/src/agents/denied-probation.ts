/**
 * A probation said only to deny it ("assunto da due anni e non più in prova", "ha superato il periodo di prova",
 * "la prova è finita") is the story's background, not a question about the probation: the words are taken out
 * before the probation's rules are looked for; a probation failed ("non ho superato la prova") is not denied.
 * Works on readable text.
 */
const DENIED_PROBATION =
  /\bnon (?:e |è |sono |siamo |sei )?(?:piu |più |ancora )?(?:in|nel(?:la)?|durante (?:il|la)) (?:periodo di )?prova\b|(?<!\bnon (?:(?:ho|ha|hai|abbia|avrei|avrebbe|l'ho|l'ha) )?)\b(?:ha |abbiamo |avendo |aver |ho )?(?:superat\w*|finit\w*|passat\w*|conclus\w*|terminat\w*) (?:il |la )?(?:periodo di )?prova\b|\b(?:periodo di )?prova (?:e |è )?(?:gia |già )?(?:superat\w*|finit\w*|conclus\w*|terminat\w*)\b|\b(?:fuori|oltre) (?:dal|il) periodo di prova\b/g;

/**
 * A probation failed ("non ho superato la prova", "prova non superata", "la prova non è andata bene"): the job ended
 * during the probation, not after it. Works on readable text.
 */
export const FAILED_PROBATION =
  /\bnon (?:(?:ho|ha|hai|abbia|avrei|avrebbe|avessi|avesse) )?(?:superat\w*|passat\w*) (?:il (?:periodo di |patto di )?|la )?prova\b|\bprova non (?:(?:e |è |sia )?(?:stat[ao] )?(?:superat\w*|passat\w*|andata bene)|ok)\b|\bmancato superamento (?:del(?:la)? )?(?:periodo di |patto di )?prova\b|\besito negativo (?:del(?:la)? )?(?:periodo di |patto di )?prova\b/;

export function withoutDeniedProbation(text: string): string {
  return text.replace(DENIED_PROBATION, ' ');
}
