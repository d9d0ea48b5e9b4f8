/**
 * A probation said only to deny it ("assunto da due anni e non più in prova", "ha superato il periodo di prova",
 * "la prova è finita") is the story's background, not a question about the probation: the words are taken out
 * before the probation's rules are looked for. Works on readable text.
 */
const DENIED_PROBATION =
  /\bnon (?:e |è |sono |siamo |sei )?(?:piu |più |ancora )?(?:in|nel(?:la)?|durante (?:il|la)) (?:periodo di )?prova\b|\b(?:ha |abbiamo |avendo |aver |ho )?(?:superat\w*|finit\w*|passat\w*|conclus\w*|terminat\w*) (?:il |la )?(?:periodo di )?prova\b|\b(?:periodo di )?prova (?:e |è )?(?:gia |già )?(?:superat\w*|finit\w*|conclus\w*|terminat\w*)\b|\b(?:fuori|oltre) (?:dal|il) periodo di prova\b/g;

export function withoutDeniedProbation(text: string): string {
  return text.replace(DENIED_PROBATION, ' ');
}
