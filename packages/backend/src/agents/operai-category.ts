import type { Level } from '../kb/schema.js';
import { readable } from '../reader/text.js';
import { conversationGroup } from './worker-group.js';

/**
 * A level that holds clerks and manual workers of different grades ("Impiegati di 3ª e operai specializzati"):
 * for a manual worker the answer names the worker's own category, "operaio specializzato", and no clerk's example
 * profile ("addetto esecutivo alla compilazione delle paghe") stands as the one nearest a bricklayer's job.
 */
// (A definition that is only the list of the groups it holds: Edilizia's "Impiegati di 3ª e operai specializzati".)
const WORKER_GRADE = /^impiegati\b[^;,]* e operai (comuni|qualificati|specializzati)$/i;
const SINGULAR: Record<string, string> = {
  comuni: 'operaio comune',
  qualificati: 'operaio qualificato',
  specializzati: 'operaio specializzato',
};
const CLERICAL =
  /\bpaghe\b|contabil|\bcomput|\bcalcol|amministrativ|segreteri|\bd'ordine\b|\buffici|impiegat|dattilograf/i;

/** The texts of the conversation, newest first, folded. */
const folded = (message: string, history: readonly string[] | undefined) =>
  [message, ...(history ?? []).toReversed()].map(readable);

/**
 * The manual worker's category the level names, when the conversation's worker is an operaio: said so, or told by
 * the words of the manual grade the level's definition carries (`described`, described-grade.ts: "cose di fatica"
 * is the operaio comune's work, whoever else the conversation spoke of).
 */
function operaiCategory(
  level: Level,
  message: string,
  history?: readonly string[],
  described?: string,
): string | undefined {
  const grade = WORKER_GRADE.exec(level.declaratoria ?? '')?.[1]?.toLowerCase();
  if (!grade) return undefined;
  const group = conversationGroup(folded(message, history));
  const told = described !== undefined && grade.startsWith(described) && group !== 'impiegati';
  return group === 'operai' || told ? SINGULAR[grade] : undefined;
}

/** Whether an example profile is a clerk's, which cannot be the nearest to a manual worker's job. */
export const clericalExample = (example: string | null): boolean => CLERICAL.test(example ?? '');

/**
 * A level that holds the quadri beside other employees («Quadri e impiegati di 1ª super», Edilizia industria art.
 * 77): the quadri are those of the level who also give qualified contributions to setting the firm's goals, in a
 * role of high specialisation, of coordinating and managing, or of research and design. A job that tells the goals
 * and one of those roles is named a quadro in the opening.
 */
const HOLDS_QUADRI = /^quadri e impiegati\b/i;
// (A contribution denied, "nessun contributo agli obiettivi", "non decide gli obiettivi", is none.)
const SETS_GOALS =
  /(?<!\b(?:non|senza|nessun\w*|ne)\s(?:\S+\s){0,2})\b(?:defini|determin|fiss|stabili|contribu|partecip|concorr|collabor|responsabil)\w* [^.;?!]{0,40}\bobiettiv\w*/;
const QUADRO_ROLE =
  /\balta (?:specializzazione|professionalita|specialistic)\w*|\b(?:coordin|gestisc|gestion|dirig)\w* [^.;?!]{0,60}\b(?:area|aree|settor\w*|divisione|ufficio|uffici|servizi)\b|\b(?:ricerca|progettazione|progettazioni)\b/;

function quadroCategory(level: Level, message: string): string | undefined {
  if (!HOLDS_QUADRI.test(level.declaratoria ?? '')) return undefined;
  const text = readable(message);
  return SETS_GOALS.test(text) && QUADRO_ROLE.test(text) ? 'quadro' : undefined;
}

/** The category the opening names: the operaio's grade, else the quadro (a level holding either beside clerks). */
export const levelCategory = (
  level: Level,
  message: string,
  history: readonly string[] | undefined,
  described: string | undefined,
): string | undefined => operaiCategory(level, message, history, described) ?? quadroCategory(level, message);
