import { readable } from '../reader/text.js';
import { bold } from './compose.js';
import type { AgentContext } from './context.js';

// The agreement's own exception to the seasonal probation: none for who already worked for the same employer.
const SAME_EMPLOYER_EXCEPTION = /\bescluso se\b[^)]*\bgi[aà] prestato servizio presso la stessa azienda\b/i;
// The worker already worked there, said in the conversation ("l'estate scorsa ho già lavorato nello stesso hotel",
// "ha già fatto la stagione da noi", "è la seconda stagione qui", "mi riassumono per la stagione").
const WORKED_THERE_BEFORE =
  /\b(?:ho|ha|hai|abbiamo|avevo|aveva|avevamo) (?:gia |anche |sempre )?(?:lavorat\w*|fatto (?:la|una|le) stagion\w*|prestato servizio)\b[^.?!]{0,50}?\b(?:nell[oa] stess[oa]|per l[oa] stess[oa]|presso l[oa] stess[oa]|dall[oa] stess[oa]|qui|li|la|da loro|da voi|da noi|con loro|con noi|con voi|per loro|per noi|per voi)\b|\b(?:seconda|terza|quarta|ennesima) stagione (?:\w+ ){0,2}?(?:qui|li|da loro|da noi|da voi|nell[oa] stess[oa]|con loro|con noi|per loro|per noi)\b|\b(?:riassunt\w*|riassum\w*|richiamat\w*|richiam(?:a|ano)|ripres[oa])\b[^.?!]{0,30}\b(?:stagion\w*|stess[oa] (?:hotel|albergo|azienda|ristorante|bar|struttura|stabilimento|datore))/;

/**
 * "me la rifanno la prova? l'estate scorsa ho già lavorato nello stesso hotel": where the agreement excludes the
 * seasonal probation for who already worked for the same employer and the conversation says so, the exception is
 * the answer. Undefined otherwise.
 */
export function seasonalRehireOpening(
  seasonalMax: string,
  shortName: string,
  article: string,
  ctx: AgentContext,
): string | undefined {
  if (!SAME_EMPLOYER_EXCEPTION.test(seasonalMax)) return undefined;
  const said = [ctx.message, ...(ctx.history ?? [])].map(readable);
  if (!said.some((t) => WORKED_THERE_BEFORE.test(t))) return undefined;
  const length = seasonalMax.split(/\s+(?=\()/)[0] ?? seasonalMax;
  return `In questo caso la prova ${bold('non si applica')}: nel ${shortName} il periodo di prova dei lavoratori stagionali (${length}) è escluso per chi ha già prestato servizio presso la stessa azienda${article}, quindi non va ripetuta.`;
}
