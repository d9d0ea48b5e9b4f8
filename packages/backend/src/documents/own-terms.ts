/**
 * A term an uploaded letter, contract or summary sets itself, asked outright: its weekly hours ("nel contratto
 * che ho firmato quante ore a settimana devo fare?"), the days of its schedule ("che giorni devo lavorare?"),
 * the hours a domestic sheet pays ("quante ore le sono state pagate?"), its instalments ("l'una tantum in quante
 * rate e di quanto?", "quando è stata pagata la seconda rata?") and the day of an act it records ("in che data ho
 * mandato le dimissioni online?"): the statement that says it, quoted, rather than the agreement's rule (40 ore,
 * the notice) or the document's letterhead. A doubt ("è giusto?", "rispetta il CCNL?") or a hypothesis asks the
 * agreement instead, and is left to the other readers.
 *
 *   ownTermsAnswer(question, documents): AgentAnswer | null
 */
import { type AgentAnswer, citePassage, finishAnswer } from '../agents/answer.js';
import { indexOf, type UploadedText } from '../kb/documents.js';
import { asksOwnTerm, letterStatements } from './letter-statement.js';

const plain = (text: string) =>
  text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '');

// A doubt, a hypothesis or the agreement named as the measure: the agreement's question, not the document's.
const NOT_OWN =
  /\bcorrett\w*|\bgiust[oaie]\b|\bregolar\w*|\bconform\w*|\brispett\w*|\bin regola\b|\blegal\w*|\bminim[oi]\b|\bprevist\w* dal (?:ccnl|contratto collettivo)|\bsecondo il ccnl\b|\bse (?:facessi|lavorassi|passassi|avessi|fossi)\b|\bsarebbe\b/;
// Another subject asked beside the term: the multi-part readers answer each.
const OTHER_SUBJECT =
  /\blivell\w*|\binquadrament\w*|\bprova\b|\bretribuzion\w*|\blordo\b|\bstipendio\b|\bpaga\b|\briposo\b|\bferie\b|\bmensilit\w*|\bpreavvis\w*|\bpart.?time o\b|\bmansion\w*|\bdovrebbe\b|\bspett\w*/;
/** The day of an act the document records, asked ("in che data ho mandato…", "quando ho firmato…"). */
const ACT_DAY =
  /\b(?:in )?(?:che|ke|quale) data\b(?=[^?]*\b(?:ho|hai|abbiamo|ha|o|e stat\w*|sono stat\w*)\b)|\bquando (?:ho|o|abbiamo|e stat\w*|sono stat\w*) (?:mandat|inviat|firmat|consegnat|trasmess|presentat|spedit|erogat|pagat)\w*/;

const QUOTE_CHARS = 600;
const quote = (text: string) => {
  const clean = text.replace(/\s+/g, ' ').trim();
  return clean.length > QUOTE_CHARS ? `${clean.slice(0, QUOTE_CHARS - 1).trimEnd()}…` : clean;
};

/** Whether the question asks a term or an act's day the document itself states. */
export function asksOwnTermOrDay(question: string): boolean {
  // The sentences that ask (with a question mark): hours a story states ("faccio 30 ore a settimana") ask nothing.
  const marked = question.split(/(?<=[.?!])\s+/).filter((s) => s.includes('?'));
  const sentence = marked.length ? marked.join(' ') : question;
  const asked = plain(sentence);
  // Several subjects asked at once ("livello, orario settimanale e prova?") are for the reader of each part.
  if (OTHER_SUBJECT.test(asked)) return false;
  return !NOT_OWN.test(asked) && (asksOwnTerm(sentence) || ACT_DAY.test(asked));
}

export function ownTermsAnswer(question: string, documents: readonly UploadedText[]): AgentAnswer | null {
  if (!documents.length || !asksOwnTermOrDay(question)) return null;
  const passages = documents.flatMap((d) => indexOf(d).passages);
  const stated = letterStatements(question, passages, true);
  if (!stated?.length) return null;
  return finishAnswer(
    stated.map((s) => `Dal documento «${s.passage.fileName}»: «${quote(s.text)}»`),
    [...new Set(stated.map((s) => s.passage))].map((p) =>
      citePassage({ ...p, text: quote(p.text) }, `Documento caricato: ${p.fileName}`),
    ),
    [],
  );
}
