import type { Ccnl } from '../kb/schema.js';
import { terms } from '../kb/text.js';
import { askedSentence } from '../reader/asking-clause.js';
import type { AgentContext } from './context.js';

/**
 * Whether a passage found by search speaks of what the question asks. Search ranks every passage, so with no
 * passage on the subject the best one shares only words any question has ("contratto a chiamata come
 * funziona?" finds the Quadri's "funzioni direttive"; "buoni pasto da 8 euro" a part-time rule with 8 hours).
 * The subject words are the question's words less those of asking, of work in general, of agreements' names and
 * numbers; the passage must contain at least half of them. A question with no subject word is not judged. A story
 * before the question adds words of its own ("nel nostro stabilimento non abbiamo un integrativo. Esiste un importo
 * per l'assenza di contrattazione di secondo livello?"): the sentence that asks, judged alone, may carry the subject.
 */

const GENERAL = new Set(
  terms(
    'contratto contratti ccnl lavoro lavorare lavoratore lavoratrice dipendente dipendenti azienda aziendale datore funziona funzionano funzionamento cosa cos come quanto quanti quante quale quali spetta spettano euro anni anno mesi mese giorni giorno settimana ore ora paga pagano pagare pagato stipendio busta previsto prevede vale valgono sono sapere domanda chiedo dire vorrei posso devo può mio mia miei nostro nostra esiste esistono riconoscere riconosciuto riconosciuta importo importi ammonta ammontare vero adesso oggi attualmente abbiamo dobbiamo dare deve devono noi nn',
  ),
);

// A question sentence judged alone must name its subject: three words at least, none pointing back to the story
// ("quanto deve essere questa indennità?" speaks of the story's on-call allowance, not of any allowance).
const ASKED_SUBJECT_WORDS = 3;
const POINTS_BACK = /\b(?:quest[aoie]|quell[aoie]|tale|tali|suddett\p{L}*)\b/iu;

// ("… dopo quanto tempo passano in automatico al 4° livello? lo devo fare io o scatta da solo? Tu sai dirmi?": the
// subject sits in an earlier question of the message, the last one only asks for the answer.)
const questionSentences = (text: string) =>
  text
    .split(/(?<=[.?!:;])\s+|\n+|["“”«»]/)
    .map((s) => s.trim())
    .filter((s) => s.endsWith('?'));

export function speaksOf(question: string, passage: string, agreements: readonly Ccnl[]): boolean {
  const asked = askedSentence(question);
  const judged = (sentence: string) =>
    sentence !== question &&
    !POINTS_BACK.test(sentence) &&
    subjectOf(sentence, agreements).length >= ASKED_SUBJECT_WORDS &&
    sharesSubject(sentence, passage, agreements);
  return (
    sharesSubject(question, passage, agreements) ||
    judged(asked) ||
    // Another question of the message naming its subject (the last one only asks to be told).
    questionSentences(question).some(judged)
  );
}

/** The question's subject words: less those of asking, of work in general, of agreements' names and numbers. */
function subjectOf(question: string, agreements: readonly Ccnl[]): string[] {
  const naming = new Set(
    terms(agreements.flatMap((c) => [c.short_name, ...c.aliases, ...c.keywords]).join(' ')),
  );
  return [...new Set(terms(question))].filter((t) => !GENERAL.has(t) && !naming.has(t) && !/^\d/.test(t));
}

function sharesSubject(question: string, passage: string, agreements: readonly Ccnl[]): boolean {
  const subject = subjectOf(question, agreements);
  if (!subject.length) return true;
  const present = new Set(terms(passage));
  const found = subject.filter((t) => present.has(t)).length;
  return found > 0 && found * 2 >= subject.length;
}

/**
 * Whether the passage speaks of the question. A follow-up carried on a passage's subject ("e se invece lo assumo a
 * termine lungo, oltre quante giornate è una categoria a parte?", `ctx.said` set) is judged by its own last
 * question, which must share two subject words with the passage (the earlier turn, answered, no longer decides).
 */
export function followUpSpeaksOf(ctx: AgentContext, passage: string): boolean {
  if (!ctx.said) return speaksOf(ctx.message, passage, ctx.kb.agreements);
  const last = ctx.message.match(/[^?]*\?/g)?.at(-1) ?? ctx.message;
  const present = new Set(terms(passage));
  return (
    speaksOf(last, passage, ctx.kb.agreements) ||
    subjectOf(last, ctx.kb.agreements).filter((t) => present.has(t)).length >= 2
  );
}

/** Search results less the passages an earlier turn already gave (`ctx.said`, carried-subject.ts). */
export const unsaid = <T extends { item: { text: string } }>(ctx: AgentContext, ranked: T[]): T[] =>
  ranked.filter((r) => !ctx.said?.includes(r.item.text));

// A line that says a figure is missing: the file's further passages do not follow it.
const GAP_LINE =
  /\bnon (?:e |è |sono )?(?:disponibil\w* )?nella base di conoscenza\b|\bdato non disponibile\b/;
export const isGapLine = (text: string) => GAP_LINE.test(text);
