import type { Intent } from '../reader/request.js';
import { readable } from '../reader/text.js';
import type { AgentAnswer } from './answer.js';
import { bold } from './compose.js';

/**
 * "quanti giorni di preavviso mi spettano e cosa succede se non me lo fanno lavorare?": the agreement's length
 * answers the first part; the second is the law's (art. 2118 c.c.): the notice not worked is paid as the
 * indennità sostitutiva del preavviso. Without it the answer stopped at the days and left the question half open.
 * The family employer's "se non riusciamo a farglielo lavorare" / "se non può lavorarlo" asks the same.
 */
const NOT_WORKED =
  /\bnon (?:me |mi |ce |ci |gli |le )?(?:lo |la |li |le )?(?:fanno|fa|faranno|fara|facessero|fate|fanno piu|facciamo|faccio|facessimo) (?:lavorar\w*|fare|rispettar\w*|svolgere)\b|\bnon (?:me |mi )?(?:lo |la )?(?:lavor\w*|rispett\w*|faccio|do|dessi|dar\w*)\b[^?.]{0,30}\bpreavvis|\bpreavvis\w*\b[^?.]{0,40}\bnon (?:me |mi |gli |le )?(?:lo |la )?(?:fanno|fa|faranno|lavor\w*|rispett\w*|facci\w*|do|dar\w*)\b|\bsenza (?:dare |fare |lavorare |rispettare )?(?:il )?preavviso\b|\b(?:esoner|dispens)\w*\b[^?]{0,40}\bpreavvis|\bpreavvis\w* non lavorat\w*|\bmancato preavviso\b|\bnon\b(?: \w+){0,3} (?:a |di )?(?:far(?:glie|ce|me|te)?l[oa]|fargli|farle|farci|farmi) (?:lavorar\w*|rispettar\w*|fare|svolger\w*)\b|\bnon\b(?: \w+){0,3} (?:a |di )?(?:lavorar|rispettar)(?:glie)?l[oa]\b/;

export const NOTICE_NOT_WORKED_NOTE = `Se il preavviso non viene lavorato, chi recede senza farlo rispettare deve all’altra parte l’${bold('indennità sostitutiva del preavviso')}, pari alla retribuzione dei giorni di preavviso non lavorati (art. 2118 c.c.): se è il datore di lavoro a non farlo lavorare, la paga al lavoratore con le competenze di fine rapporto; se è il lavoratore a dimettersi senza darlo, il datore di lavoro può trattenerla.`;

/** The notice's answer with what happens when it is not worked, when the question asks it; else the answer. */
export function withNoticeNotWorked<T extends AgentAnswer>(answer: T, intent: Intent, message: string): T {
  const text = readable(message);
  if (intent !== 'notice' || !/\bpreavvis/.test(text) || !NOT_WORKED.test(text)) return answer;
  if (/indennit\S* (?:sostitutiv|di mancato preavviso)/i.test(answer.text)) return answer;
  const parts = answer.text.split('\n\n');
  parts.splice(1, 0, NOTICE_NOT_WORKED_NOTE);
  return {
    ...answer,
    text: parts.join('\n\n'),
    brief: `${answer.brief}\n\n${NOTICE_NOT_WORKED_NOTE}`,
  };
}
