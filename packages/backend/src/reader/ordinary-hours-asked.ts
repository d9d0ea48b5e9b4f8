/**
 * The ordinary hours asked up to where overtime starts ("quante ore ordinarie settimanali mi può far fare prima che
 * scatti lo straordinario?", "fino a quante ore è orario normale?", "quante ore al giorno posso fare come orario
 * normale?"): the agreement's working week, not the overtime's ceiling, whatever hours the story says a company
 * agreement set ("ci porta l'orario a 44 ore").
 */
export const ORDINARY_HOURS_ASKED =
  /\bquant\w* ore (?:(?:settimanal\w*|a settimana|alla settimana) )?(?:ordinari\w*|normali|di orario (?:ordinario|normale))\b|\bfino a quante ore\b[^?]{0,40}\b(?:orario )?(?:ordinari\w*|normal\w*)\b|\bquant[ei] ore\b[^?]{0,40}\b(?:come|di|in) orario (?:ordinario|normale)\b|\bprima che (?:scatti|scattino|inizi|cominci|parta) (?:lo |il )?(?:lavoro )?straordinari\w*/;

/**
 * "scatti", "scatto" of seniority, not the verb ("da che cifra scatta l'1% in più?", "prima che scatti lo
 * straordinario", "scatti la maggiorazione").
 */
export const INCREMENT_NAMED =
  /scatt\w* (?:di |l'|la )?anzianit|\bscatt[io]\b(?! (?:lo |il |la |l')?(?:straordinari|maggiorazion|notturn|festiv|indennit|tariff|aument|trasfert|orario)\w*)/;
