import { indexOf, uploadedText } from '../kb/documents.js';
import { fold, readable } from '../reader/text.js';
import { type AgentAnswer, citePassage } from './answer.js';
import { bold, compose } from './compose.js';
import type { AgentContext } from './context.js';

/**
 * "quanti giorni di malattia dicono che ho fatto?", "secondo la lettera quanti giorni di assenza mi contano?"
 * beside a letter (a dismissal for the comporto exceeded, a warning) that counts the days of sickness: the count
 * the letter states opens the answer, with the job-keeping period it names. Whether that period is the agreement's
 * is another question ("il comporto è giusto?"). Undefined when the question does not ask the letter's count or no
 * letter states one.
 */

// The days of sickness or absence asked as a count.
const ASKS_COUNT =
  /\bquant\w* (?:giorni|giornate)\b[^?]{0,40}\b(?:malatti\w*|assenz\w*|assent\w*|comporto)\b/;
// Asked as what the letter says or counts, or as the days done ("dicono che ho fatto", "mi contano", "risultano").
const OF_LETTER =
  /\b(?:dic\w*|scritt\w*|risult\w*|cont\w*|conteggi\w*|secondo|indic\w*|ho fatto|avrei fatto|ho totalizzato|mi attribu\w*|mi contest\w*)\b/;
// A doubt or the rule asked ("è giusto?", "quanti posso farne?") is the agreement's question.
const RULE_ASKED =
  /\bgiust[oa]\b|\bcorrett[oa]\b|\bposso\b|\bpotrei\b|\bspett\w*|\bprevist\w* dal (?:ccnl|contratto)\b/;
// "ha totalizzato 187 giorni di assenza per malattia", "187 giorni di malattia", "assenze per complessivi 187 giorni".
const COUNT_STATED =
  /\b(?:totalizzat\w*|raggiunt\w*|maturat\w*|effettuat\w*|cumulat\w*|complessiv\w*|per un totale di)\s+(\d{1,3})\s+(?:giorni|giornate)\b|\b(\d{1,3})\s+(?:giorni|giornate) (?:di (?:assenz\w* (?:per )?)?malattia|di assenz\w*)\b/;
const PERIOD_STATED =
  /\b(?:periodo di conservazione del posto|comporto)\b[^.\n]{0,40}?\b(\d{1,3})\s+giorni\b/;

export function documentSickDays(ctx: AgentContext): AgentAnswer | undefined {
  if (!ctx.documents.length) return undefined;
  const question = readable(ctx.message);
  if (!ASKS_COUNT.test(question) || !OF_LETTER.test(question) || RULE_ASKED.test(question)) return undefined;
  for (const document of ctx.documents) {
    const { passages } = indexOf(document);
    const text = fold(uploadedText(document));
    if (!/\bmalatti\w*|\bcomporto\b/.test(text)) continue;
    const stated = COUNT_STATED.exec(text);
    const days = stated ? Number(stated[1] ?? stated[2]) : undefined;
    if (!stated || !days) continue;
    const period = PERIOD_STATED.exec(text)?.[1];
    const against = period
      ? `; la lettera li confronta con un periodo di conservazione del posto (comporto) di ${period} giorni`
      : '';
    const sentence = (document.text ?? '').split(/(?<=[.!?])\s+|\n/).find((s) => fold(s).includes(stated[0]));
    return compose({
      answer: `Secondo la lettera «${document.fileName}» hai totalizzato ${bold(`${days} giorni`)} di assenza per malattia${against}.`,
      steps: sentence ? [`Dalla lettera: «${sentence.trim()}»`] : [],
      assumptions: [
        'Giorni letti sulla lettera caricata: per verificarli, confrontali con i certificati medici e con le buste paga del periodo; se il comporto del CCNL è diverso da quello della lettera, chiedi «il comporto è giusto?».',
      ],
      citations: passages.slice(0, 1).map((p) => citePassage(p, `Documento caricato: ${p.fileName}`)),
      related: [],
    });
  }
  return undefined;
}
