import { FIXED_TERM_RENEWAL_COST } from './employer-rules.js';
import { holidaysSpentOnLeave } from './holidays-spent.js';
import { AGREEMENT_TOPICS, type Intent, type TypedRequest } from './request.js';

/**
 * The clause that asks decides what is asked. A story may name a subject in passing ("vorrei dimettermi senza
 * farmi trattenere niente dalla liquidazione: quanti giorni di preavviso devo dare?"): when the question's
 * own clauses (those ending in "?") name another subject outright and never the one the whole text scored
 * highest, the asked subject is the intent and the story's one is dropped.
 */

/** A text's sentences, split after the marks `breaks` looks behind for, trimmed, the empty ones dropped. */
const sentencesOf = (text: string, breaks: RegExp) =>
  text
    .split(breaks)
    .map((s) => s.trim())
    .filter(Boolean);

/** The clause that asks: the last sentence with a question mark, else the last sentence. */
export function askedClause(text: string): string {
  const sentences = sentencesOf(text, /(?<=[.?!:])\s+/);
  const asked = sentences.filter((s) => s.includes('?'));
  return asked.at(-1) ?? sentences.at(-1) ?? text;
}

/** An ask that says nothing of its own ("sapete dirmelo?", "me lo sai dire?", "potete aiutarmi?"). */
const BARE_ASK =
  /^(?:e |ma )?(?:(?:me|ce) lo )?(?:sa|sai|sapete|saprest\w*|pote\w*|puo\w*|riusci\w*)(?: (?:dir\w*|aiutar\w*|risponder\w*|indicar\w*))?\s*\?$/;

/** A bare ask takes the sentence before it, which holds what is asked ("… quanto prende col suo contratto. Sapete dirmelo?"). */
export function withPointedAsk(text: string, ask: string): string {
  const trimmed = ask.trim();
  if (!BARE_ASK.test(trimmed)) return ask;
  const before = text.slice(0, Math.max(0, text.lastIndexOf(trimmed))).trim();
  const previous = before.split(/(?<=[.!?])\s+/).at(-1) ?? '';
  return `${previous} ${trimmed}`;
}

/**
 * The clause that asks, widened to its whole sentence when it only points back ("vorrei sapere la retribuzione
 * annua lorda da scrivere nella lettera: quanto fa?"): a clause of three words or fewer after a colon takes the
 * words before the colon too.
 */
export function askedSentence(text: string): string {
  const clause = askedClause(text);
  if (clause.split(/\s+/).length > 3) return clause;
  return (
    sentencesOf(text, /(?<=[.?!])\s+/)
      .filter((s) => s.includes('?'))
      .at(-1) ?? clause
  );
}

/**
 * The last sentence that ends in a question mark, a semicolon also ending one ("…da tre mesi; quanto dura il
 * comporto?"); empty when the question asks with no mark.
 */
export function markedAsk(text: string): string {
  return (
    sentencesOf(text, /(?<=[.?!;:])\s+/)
      .filter((s) => s.includes('?'))
      .at(-1) ?? ''
  );
}

type Scorer = (text: string) => { intent: Intent; score: number }[];

// A subject named outright scores at least this (the reader's OUTRIGHT).
const OUTRIGHT = 3;
// The least text around the asking clauses that tells a story (a dozen words).
const STORY_CHARS = 60;
// The words of the clause before a colon that an ask with no subject of its own points back to.
const LEAD_WORDS = 6;

// The words that open what a clause asks: before them stand its purpose and conditions ("per non perdere
// niente della liquidazione quanto preavviso devo dare?").
const ASKING_WORD = /\b(?:quant[oaie]|qual[ei]?|come|quando|cosa|perche|dove|chi)\b/;

// A condition set as a question of its own before the ask ("e se invece la prova l'avesse già passata? tipo dopo 6
// mesi quanto preavviso doveva dare?"): the case, told however briefly, not what is asked.
const CONDITION_ASKED =
  /(?:^|[.;:!?]\s*)(?:e |ma |pero )?se\b(?:(?!\b(?:quant|qual|come|quando|cosa|perche|dove|chi)\w*)[^.;:!?])*\?\s*\S[^?]*\?/;

/** The clauses that end in a question mark, each from the sentence break (or its asking word) on. */
function askingClauses(text: string): string {
  // A clause starts only after a break (the lookbehind): tried from every letter, the scan was quadratic.
  return (text.match(/(?<![^.;:!?])[^.;:!?]*\?/g) ?? [])
    .map((clause) => {
      const at = clause.search(ASKING_WORD);
      // A subject of two or three words before the asking word ("la 14esima quando arriva?") is what it asks
      // about; a longer lead is the story's purpose or condition.
      const lead = at > 0 ? clause.slice(0, at).trim() : '';
      const subject = lead && lead.split(/\s+/).length <= 3 && !/\b(?:se|per|perche)\b/.test(lead);
      // A condition inside the ask ("… se mi ammalo si allunga?") is not what it asks about.
      return (at > 0 && !subject ? clause.slice(at) : clause).replace(/\bse\b[^,;?]*/g, ' ');
    })
    .join(' ');
}

// Agreement topics a story's side word can hide; a calculation or a comparison asked keeps its own reading, and so
// do part-time and the monthly payments, which a story's pay words name in passing.
const TOPICS: ReadonlySet<Intent> = new Set(
  AGREEMENT_TOPICS.filter((intent) => intent !== 'part_time' && intent !== 'monthly_payments'),
);

/** When an extra month is paid, asked in its own clause ("la quattordicesima quando la devono pagare?"). */
// (Or how many are paid, asked of the months the clause before named: "14 mensilità: … quante ne pagherebbe?".)
const WHEN_PAID_OR_COUNTED =
  /\b(?:tredicesim|quattordicesim)\w*\b[^?]*\b(?:quando|in che mese)\b|\b(?:quando|in che mese)\b[^?]*\b(?:tredicesim|quattordicesim)|\bmensilit\w*\b[^?]*\bquant[ei] ne\b/;

/**
 * An ask with no subject of its own after a colon ("…va pagato anche il preavviso: di quanti giorni?") is about
 * the clause the colon closes: that clause (from its last comma) joins the ask.
 */
// An ask that counts what the clause before named ("Oggi paga 14 mensilità: con l'altro contratto quante ne
// pagherebbe?"): "ne" points back to it, however long the ask.
const POINTS_BACK = /^[^?]*\bquant[ieao] ne\b/;

function withLeadClause(text: string, asked: string, score: Scorer): string {
  const long = asked.trim().split(/\s+/).length > 5 && !POINTS_BACK.test(asked.trim());
  if (long || score(asked).some((s) => s.score >= OUTRIGHT)) return asked;
  const lead = /(?<![^.;!?,:])([^.;!?,:]*):\s*[^.;:!?]*\?\s*$/.exec(text)?.[1];
  if (!lead) return asked;
  // The words nearest the colon carry its subject ("oltre al TFR … dice di rispettare il preavviso:").
  const near = lead
    .replace(/\bse\b.*$/, ' ')
    .trim()
    .split(/\s+/)
    .slice(-LEAD_WORDS)
    .join(' ');
  return `${near} ${asked}`;
}

export function askedSubject(request: TypedRequest, text: string, score: Scorer): TypedRequest {
  const asked = withLeadClause(text, askingClauses(text), score);
  // Only a story around the question can name a subject in passing (not a heading: "riduzione orario: quante
  // ore?").
  const story = text.length - asked.length;
  if (
    !asked.trim() ||
    asked.length > text.length * 0.8 ||
    (story < STORY_CHARS && !CONDITION_ASKED.test(text))
  )
    return request;
  const scores = score(asked);
  const top = scores[0];
  if (!top || top.score < OUTRIGHT || top.intent === request.intent) return request;
  // "con il rinnovo" asked after a fixed-term contract's renewal on the employer's contributions: not the CCNL's.
  if (request.intent === 'employer_cost' && top.intent === 'renewal' && FIXED_TERM_RENEWAL_COST.test(text))
    return request;
  if (!TOPICS.has(top.intent) && !(top.intent === 'monthly_payments' && WHEN_PAID_OR_COUNTED.test(asked)))
    return request;
  if (!request.alsoAsked.includes(top.intent)) return request;
  // "vado a donare il sangue: devo prendermi un giorno di ferie?": holidays asked as what the leave told would
  // cost, not as their own subject.
  if (request.intent === 'leave' && top.intent === 'holidays' && holidaysSpentOnLeave(asked, text))
    return request;
  // The subject read was the story's (scored on the whole text) and the question's clauses never name it.
  if (!score(text).some((s) => s.intent === request.intent)) return request;
  if (scores.some((s) => s.intent === request.intent)) return request;
  return {
    ...request,
    intent: top.intent,
    alsoAsked: request.alsoAsked.filter((i) => i !== top.intent && i !== request.intent),
  };
}
