import { computedOnDocument } from './computed-on-document.js';
import { asksDuty } from './duty-asked.js';
import { scoreIntents } from './intents.js';
import { AGREEMENT_TOPICS, type Intent } from './request.js';

/**
 * With a document uploaded, words that point at it ("il cedolino allegato", "la lettera che ho caricato") make a
 * question about the document only when it asks what the document says. A question that asks what the
 * agreement provides for the document's case ("quante ore di ROL spettano?", "quale durata prevede il CCNL?",
 * "quanto dovrei avere di scatti?", "il valore di un'ora calcolato sul minimo") keeps the subject it asks: the
 * agents fill in the document's agreement, level and dates (agents/document-request.ts).
 */

/** A subject's score when said outright (read-alone.ts's OUTRIGHT). */
const SAID_OUTRIGHT = 3;

/** Subjects a document's case can ask of the agreement. */
const SUBJECTS: ReadonlySet<Intent> = new Set<Intent>([
  ...AGREEMENT_TOPICS,
  'overtime_value',
  'hourly_rate',
  'thirteenth_pro_rata',
  'tfr',
  'agreement_not_covered',
  'minimum_pay',
]);

/** Words that ask the agreement's rule, not the document's own figure ("nel contratto caricato" is the document). */
const ASKS_RULE =
  /\b(?:previst\w*|prevede\w*|prevedono|spett\w*|dovrei|dovrebbe\w*|massim[oa]|conform\w*|legale|lecit[oa]|consentit[oa]|ammess[oa]|regolare|in regola)\b|\bsi (?:puo|può)\b|\bcalcolat\w* sul\b|\brisult\w* dal(?:la|lo|l')? ?(?!document|cedolin|bust|letter|fogli|file|pdf|prospett|registr|rapportin)\w|\b(?:col|con il|dal|del|secondo il) (?:mio )?(?:ccnl|contratto)\b(?![^?]{0,40}\b(?:caricat|allegat))|\bccnl\b|\bcontratto (?:del|dei|delle|degli|collettivo|nazionale)\b/;

/**
 * "secondo la lettera che ho allegato…", "cosa dice il documento", "il contratto allegato prevede…", "nel
 * preventivo, quanto è stato previsto di TFR?" (what its writer provided for): what the document itself says.
 */
const DOCUMENT_SAYS =
  /\bsecondo (?:la |il |lo |questa |questo |quest')?(?:lettera|document\w*|busta|cedolino|file|pdf|cu)\b|\bsecondo (?:il |questo )?contratto\b(?! (?:del|dei|delle|degli|collettivo|nazionale))|\bcosa dice\b|\b(?:contratto|lettera|document\w*|busta|cedolino|file|pdf) (?:che (?:ti )?ho )?(?:allegat|caricat|inviat|mandat)\w* (?:prevede|dice|stabilisce)\b|\b(?:e stat[oa]|sono stat[ie]|ha|hanno|avete|abbiamo) previst\w*\b(?![^?]{0,30}\b(?:dal|nel|per il) (?:ccnl|contratto collettivo))/;

/** Words that ask the agreement's rule, or what one side must or may do under it (duty-asked.ts). */
const asksRule = (text: string) => ASKS_RULE.test(text) || asksDuty(text);

/** Whether a question naming an uploaded document asks the agreement about `intent` rather than the document. */
/** A level's increase asked beside a leaflet or a circular ("a quanto ammonta l'aumento dal 1° gennaio?"). */
const INCREASE = /\baument\w*|\bin piu\b|\btranche\b|\bsal(?:ire|ito|ita)\b/;

export function asksAgreementOfDocument(intent: Intent, text: string, contractUploaded = true): boolean {
  if (intent === 'renewal' && INCREASE.test(text) && !DOCUMENT_SAYS.test(text)) return true;
  return (
    SUBJECTS.has(intent) &&
    (asksRule(text) || computedOnDocument(text)) &&
    !saysDocument(text, contractUploaded)
  );
}

/** "secondo il contratto" beside a payslip or a pay sheet: the agreement, no contract having been uploaded. */
const THE_CONTRACT = /\bsecondo (?:il |questo )?contratto\b/g;
function saysDocument(text: string, contractUploaded: boolean): boolean {
  return DOCUMENT_SAYS.test(contractUploaded ? text : text.replace(THE_CONTRACT, ' '));
}

/** Whether an uploaded document is itself a contract or a hiring letter ("contratto individuale", "assunzione"). */
// (A payslip's or pay sheet's "Data assunzione: 01/02/2023" label is a date it states, not a hiring letter.)
export const isContractText = (text: string): boolean =>
  /\bcontratt\w* (?:individual\w*|di lavoro|a tempo|part.?time)|\bassunt[oa]\b|\bproposta\b/i.test(text) ||
  /\bassunzion\w*/i.test(text.replace(/\bdata (?:di |dell'|d')?assunzion\w*\s*:?/gi, ' '));

/** The subject a question on an uploaded document asks of the agreement, said outright beside the document's words. */
export function subjectAsked(text: string): Intent | undefined {
  if (!asksRule(text) || DOCUMENT_SAYS.test(text)) return undefined;
  return scoreIntents(text).find((s) => s.score >= SAID_OUTRIGHT && SUBJECTS.has(s.intent))?.intent;
}
