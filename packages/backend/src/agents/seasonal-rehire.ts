import { passagesText } from '../kb/documents.js';
import type { Ccnl } from '../kb/schema.js';
import type { TypedRequest } from '../reader/request.js';
import { readable } from '../reader/text.js';
import { bold } from './compose.js';
import type { AgentContext } from './context.js';
import { documentAgreement } from './document-facts.js';
import { beyondRehireWindow } from './rehire-window.js';

// The agreement's own exception to the seasonal probation: none for who already worked for the same employer.
const SAME_EMPLOYER_EXCEPTION = /\bescluso se\b[^)]*\bgi[aà] prestato servizio presso la stessa azienda\b/i;
// The worker already worked there, said in the conversation ("l'estate scorsa ho già lavorato nello stesso hotel",
// "ha già fatto la stagione da noi", "ha già fatto con noi tutta la stagione", "è la seconda stagione qui",
// "mi riassumono per la stagione").
const WORKED_THERE_BEFORE =
  /\b(?:ho|ha|hai|abbiamo|avevo|aveva|avevamo) (?:gia |anche |sempre )?(?:lavorat\w*|fatto (?:la|una|le) stagion\w*|prestato servizio|(?:fatto|svolto)(?= (?:con|da|per) (?:noi|voi|loro)\b))\b[^.?!]{0,50}?\b(?:nell[oa] stess[oa]|per l[oa] stess[oa]|presso l[oa] stess[oa]|dall[oa] stess[oa]|qui|li|la|da loro|da voi|da noi|con loro|con noi|con voi|per loro|per noi|per voi)\b|\b(?:e|era|sono|ero) (?:gia |anche )stat[oaie]\b[^.?!]{0,50}?\b(?:da noi|da voi|da loro|qui|nell[oa] stess[oa]|con noi|con voi|con loro)\b|\b(?:seconda|terza|quarta|ennesima) stagione (?:\w+ ){0,2}?(?:qui|li|da loro|da noi|da voi|nell[oa] stess[oa]|con loro|con noi|per loro|per noi)\b|\b(?:riassunt\w*|riassum\w*|richiamat\w*|richiam(?:a|ano)|ripres[oa])\b[^.?!]{0,30}\b(?:stagion\w*|stess[oa] (?:hotel|albergo|azienda|ristorante|bar|struttura|stabilimento|datore))/;
// The same person taken on again by the employer who had them ("la voglio riprendere … quando riassumo la stessa
// persona", "la richiamo anche quest'anno, stessa mansione", "la riprendo per il 2027").
const TAKEN_ON_AGAIN =
  /\b(?:riassum\w*|riassunt\w*|riprender\w*|riprend[oiae]\w*|ripres[oa]|richiam\w*)\b[^?!]{0,80}\b(?:stess[oa] (?:persona|lavorat\w*|dipendent\w*|mansione|qualifica|livello)|anche quest'anno|di nuovo)\b|\b(?:riassum\w*|riprend[oiae]\w*|richiam\w*)\b (?:(?:anche|di nuovo|ancora) )?(?:l[oa]|il|gli|le|i) stess[oaie] \w+|\b(?:riassum\w*|riprend[oiae]\w*|richiam\w*)\b (?:anche )?(?:per|nel|nella) (?:il |la |l')?(?:20\d\d|prossim\w* (?:stagione|estate|anno)|nuova stagione|stagione (?:20\d\d|prossima))\b/;
// The agreement's rehiring rule in its passages (FIPE art. 110: rehired within two years with the same
// qualification in the same firm, no new probation): the clause that says it.
const REHIRE_CLAUSE =
  /[^;.]*\briassunt\w*[^;.]*\b(?:non deve ripeter\w*|esent\w*|non (?:e|è) (?:soggett|tenut)\w*)[^;.]*/i;
const SEASONAL = /\bstagional[ei]\b|\bstagione\b/;

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
  // ("riprendo la stessa receptionist di quest'anno": the same worker taken on again has worked there.)
  if (!said.some((t) => WORKED_THERE_BEFORE.test(t) || TAKEN_ON_AGAIN.test(t))) return undefined;
  const length = seasonalMax.split(/\s+(?=\()/)[0] ?? seasonalMax;
  return `In questo caso ${bold('nessun periodo di prova')}: nel ${shortName} il periodo di prova dei lavoratori stagionali (${length}) è escluso per chi ha già prestato servizio presso la stessa azienda${article}, quindi non si applica e non va ripetuto.`;
}

/** The text of the conversation and of the uploaded documents, read. */
function conversationText(ctx: AgentContext): string[] {
  const documents = ctx.documents.map((d) => passagesText(d));
  return [ctx.message, ...(ctx.history ?? []), ...documents].map(readable);
}

/** The opening the agreement's own rule gives for a worker it already employed, if the rule exists. */
function rehireOpening(ccnl: Ccnl, ctx: AgentContext): string | undefined {
  const article = ccnl.probation.article ? ` (${ccnl.probation.article})` : '';
  const seasonal = (ccnl.probation.by_level ?? []).find((r) => r.levels.some((l) => /^stagional/i.test(l)));
  if (seasonal && conversationText(ctx).some((t) => SEASONAL.test(t))) {
    const line = seasonalRehireOpening(seasonal.max, ccnl.short_name, article, ctx);
    if (line) return line;
  }
  const said = [ctx.message, ...(ctx.history ?? [])].map(readable);
  if (!said.some((t) => WORKED_THERE_BEFORE.test(t) || TAKEN_ON_AGAIN.test(t))) return undefined;
  for (const passage of ccnl.passages) {
    const clause = REHIRE_CLAUSE.exec(passage.text)?.[0]?.trim();
    if (!clause) continue;
    const own = passage.article ? ` (${passage.article})` : article;
    const beyond = beyondRehireWindow(clause, said, ctx.today, ccnl.short_name, own);
    if (beyond) return beyond;
    return `In questo caso ${bold('nessun periodo di prova')}: la prova non va ripetuta, perché nel ${ccnl.short_name} ${clause}${own}.`;
  }
  return undefined;
}

/**
 * A probation asked for a worker the employer already had (a seasonal worker back for another season, a waitress
 * taken on again): the agreement's exclusion opens the answer, the lengths follow. The answer unchanged otherwise.
 */
export function rehiredProbation<T extends { text: string }>(
  answer: T,
  request: TypedRequest,
  ctx: AgentContext,
): T {
  const asksProbation =
    request.intent === 'probation' ||
    request.alsoAsked.includes('probation') ||
    /\bprova\b/.test(readable(ctx.message));
  // The agreement asked, else the one an uploaded letter applies (document-facts.ts).
  const written = ctx.documents.map((d) => passagesText(d)).join('\n');
  const ccnl = documentAgreement(ctx.kb, request, written);
  // (An opening that already states the exclusion, rehire-first.ts or seasonalProbation, stays.)
  const first = answer.text.split('\n')[0] ?? '';
  if (
    !asksProbation ||
    !ccnl ||
    /\besclus|\bnon (?:si applica|va ripetut|deve ripeter)|\bnessun periodo di prova\b/.test(first)
  )
    return answer;
  const opening = rehireOpening(ccnl, ctx);
  if (!opening) return answer;
  return { ...answer, text: `${opening}\n\n${answer.text}` };
}
