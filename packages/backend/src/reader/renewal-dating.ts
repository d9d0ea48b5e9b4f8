import type { ReaderInput } from './read.js';
import { OUTRIGHT, readAlone } from './read-alone.js';
import { readable } from './text.js';

/**
 * Words that date an ask by the renewal are not its subject: "Cosa prevede il CCNL multiservizi dopo il rinnovo
 * 2025 sul consolidamento delle ore supplementari?", "con l'ultimo rinnovo quanto dura la prova?", "secondo il
 * nuovo contratto, quante ore minime per un part-time?" ask the rule in force since the renewal, not the renewal's
 * increases. The phrase is left out of the reading when the rest asks another subject outright; a question
 * whose only subject is the renewal ("cosa cambia dopo il rinnovo 2025?") keeps it. "prima del rinnovo del 1°
 * marzo 2024" beside another subject ("durata della prova, e quale era prima del rinnovo?") asks that subject
 * before and after: the subject's answer states both (session 33, fixs33j).
 */
const DATING =
  /,?\s*\b(?:prima\s+(?:del\s+|dell['’]\s*)|(?:dopo|dal|con|col|secondo|in base al|alla luce del|a seguito del|per effetto del)\s+(?:il\s+|l['’]\s*|lo\s+)?)(?:(?:ultimo|nuovo|recente)\s+)?(?:rinnovo|nuovo\s+(?:contratto|ccnl))(?:\s+(?:contrattuale|del\s+(?:contratto|ccnl)))?(?:\s+(?:del|di|dell['’])?\s*(?:(?:\d{1,2}°?\s+)?(?:gennaio|febbraio|marzo|aprile|maggio|giugno|luglio|agosto|settembre|ottobre|novembre|dicembre)\s+)?(?:20\d\d))?\b/gi;

/**
 * The renewal named as a label by its years, without a preposition: "CCNL Gomma Plastica, rinnovo 2026-2028: per
 * i turnisti qual è l'orario annuo?" dates the rule asked the same way.
 */
const LABEL =
  /,?\s*\b(?:(?:ultimo|nuovo)\s+)?rinnovo\s+(?:contrattuale\s+)?20\d\d(?:\s*[-–/]\s*(?:20)?\d\d)?\b/gi;

/**
 * A clause named by the renewal that brought it: "la causale delle festività natalizie introdotta dal rinnovo del
 * 2024", "la regola prevista dall'ultimo rinnovo", "i limiti fissati dal rinnovo 2022-2025". The clause is the subject, whatever it is (a fixed-term causale
 * is a labour subject the reading has no agreement topic for): the renewal only tells where it comes from.
 */
const INTRODUCED =
  /,?\s*\b(?:introdott|previst|inserit|aggiunt|stabilit|portat|nat|fissat|definit)[aoie]\s+(?:dal|dall['’]\s*|con\s+(?:il\s+|l['’]\s*)|col)\s*(?:(?:ultimo|nuovo|recente)\s+)?rinnovo(?:\s+(?:contrattuale|del\s+(?:contratto|ccnl)))?(?:\s+(?:del|di|dell['’])?\s*(?:(?:\d{1,2}°?\s+)?(?:gennaio|febbraio|marzo|aprile|maggio|giugno|luglio|agosto|settembre|ottobre|novembre|dicembre)\s+)?(?:20\d\d)(?:\s*[-–/]\s*(?:20)?\d\d)?)?\b/gi;

/** The message without the words that date it by the renewal, when the rest asks another subject outright. */
// "col rinnovo del contratto di quanto sale?": a change asked is the renewal's own subject.
const CHANGE_ASKED = /\b(?:di quanto|sal[ei]\w*|aument\w*|cresc\w*|cambi\w*|increment\w*|arretrat\w*)\b/i;

// A career step asked: "passaggio al livello superiore", "passo di livello", "percorso di carriera".
const CAREER_STEP =
  /\b(?:passaggio|passare|passa|passo|passano|sal\w+|scatt\w*) (?:al|di) livello(?: superiore)?\b|\bpercors\w* di carriera\b|\blivello superiore\b/;

export function withoutRenewalDating(input: ReaderInput, message: string): string {
  const introduced = INTRODUCED.test(message);
  INTRODUCED.lastIndex = 0;
  if (introduced && !CHANGE_ASKED.test(message)) {
    const rest = message.replace(INTRODUCED, '').replace(/\s{2,}/g, ' ');
    if (readAlone(input, message).intent === 'renewal' && readAlone(input, rest).intent !== 'renewal')
      return rest;
  }
  const dated = DATING.test(message) || LABEL.test(message);
  DATING.lastIndex = 0;
  LABEL.lastIndex = 0;
  if (!dated || CHANGE_ASKED.test(message)) return message;
  const rest = message
    .replace(DATING, '')
    .replace(LABEL, '')
    .replace(/\s{2,}/g, ' ');
  const whole = readAlone(input, message);
  if (whole.intent !== 'renewal' && !whole.alsoAsked.includes('renewal')) return message;
  const own = readAlone(input, rest);
  // "Con il rinnovo del 2024, dopo quanto tempo il commis passa al livello superiore?": a career step the renewal
  // set is the subject; no intent reads it, the agreement's passages state it.
  if (own.intent !== 'renewal' && !own.offTopic && CAREER_STEP.test(readable(rest))) return rest;
  return own.intent !== 'renewal' && own.intent !== 'out_of_scope' && own.strength >= OUTRIGHT
    ? rest
    : message;
}
