import { addDays, italianDate, MONTH_NAMES, MONTHS } from '../kb/format.js';
import type { Ccnl } from '../kb/schema.js';
import { fold } from '../reader/text.js';
import { noticeCountingSentence } from './notice-counting.js';
import { asksNoticeStart, FROM_WHICH_START } from './notice-start.js';

/**
 * The day a resignation or dismissal was given, when it is written in words: the question's own ("le ho
 * inviate il 20 novembre", "consegnata oggi", "me l'hanno data ieri") first, then the letter's date line
 * ("Padova, 20 novembre 2026"). A day with no year takes the letter's year, else today's.
 */

// ("mi ha detto stamattina 27 novembre che si licenzia": a resignation said out loud that day.)
const GIVEN_VERB =
  /\b(?:invi\w*|mand\w*|consegn\w*|port(?:o|a|i|ata|ato|ero|erei|are)|trasmess\w*|trasmett\w*|inoltrat\w*|present\w*|comunic\w*|spedi\w*|dat[oaie]|ricevut\w*|firm\w*|rassegn\w*|dimess[oa]|dimett\w*|licenziat[oaie])\b|\bsi (?:licenzia|dimette)\b|\b(?:mi|ci) ha (?:detto|comunicato|annunciato)\b/;
// A giving still to come: "la consegnerò", "la porterei", "pensavo di darla", "vorrei mandarla".
const FUTURE_GIVING =
  /\b(?:consegn|port|mand|invi|present|sped|comunic|d)(?:erei|ero|irei|iro|arei|aro)\b|\b(?:pens\w* di|vorrei|voglio|devo|dovrei|intendo|conto di) (?:dar|consegnar|portar|mandar|inviar|presentar|spedir|comunicar)\w*/;
const DAY_IN_WORDS = new RegExp(
  String.raw`\b(?:il |l')?(\d{1,2})\s*[°º]?\s+(${MONTH_NAMES})(?:\s+(\d{4}))?\b`,
);
// "Padova, 20 novembre 2026", "Milano lì 3 marzo 2026": a place (capitalised) and the day after it; a letter's
// paragraphs may come joined, so no line is needed.
const DATE_LINE =
  /(?<![\p{L}\d])\p{Lu}[\p{L}'’]+(?: \p{Lu}[\p{L}'’]+)?,?\s+(?:l[iì]\s+|add[iì]\s+)?(\d{1,2})\s*[°º]?\s+(\p{L}+)\s+(\d{4})\b/gu;

const isoOf = (day: string, month: string, year: string | number) =>
  `${year}-${String(MONTHS.indexOf(month) + 1).padStart(2, '0')}-${day.padStart(2, '0')}`;

// "Rimini, 25/11/2026": the same line with the day in figures.
const NUMERIC_DATE_LINE =
  /(?<![\p{L}\d])\p{Lu}[\p{L}'’]+(?: \p{Lu}[\p{L}'’]+)?,\s+(?:l[iì]\s+|add[iì]\s+)?(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})\b/gu;

/** The letter's own date, from its date line (the last one, where the letter is signed). */
export function letterDated(raw: string): string | undefined {
  const dates = [...raw.matchAll(DATE_LINE)].filter((m) => MONTHS.includes((m[2] ?? '').toLowerCase()));
  const m = dates.at(-1);
  return m ? isoOf(m[1] ?? '', (m[2] ?? '').toLowerCase(), m[3] ?? '') : undefined;
}

/** The letter's date line written in figures ("Rimini, 25/11/2026"), the last one. */
export function letterDatedInFigures(raw: string): string | undefined {
  const n = [...raw.matchAll(NUMERIC_DATE_LINE)].at(-1);
  const [day, month] = [Number(n?.[1]), Number(n?.[2])];
  if (!n || month < 1 || month > 12 || day < 1 || day > 31) return undefined;
  return `${n[3]}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/**
 * The day a letter says its act was given, in words ("dimissioni … già trasmesse con la procedura telematica in
 * data 13 novembre 2026"): a giving verb and, shortly after it, a full date.
 */
const LETTER_GIVEN = new RegExp(
  String.raw`\b(?:trasmess\w*|inviat\w*|inoltrat\w*|comunicat\w*|rassegnat\w*|consegnat\w*)\b[^.\n]{0,80}?\b(?:in data|il|del)\s+(\d{1,2})\s*[°º]?\s+(${MONTH_NAMES})\s+(\d{4})\b`,
);
export function letterGiven(raw: string): string | undefined {
  const m = LETTER_GIVEN.exec(fold(raw));
  return m ? isoOf(m[1] ?? '', m[2] ?? '', m[3] ?? '') : undefined;
}

/** The day the question says the notice was given, in words or as "oggi"/"ieri". */
export function questionGiven(question: string, today: string, letterYear?: number): string | undefined {
  const text = fold(question);
  if (!GIVEN_VERB.test(text)) return undefined;
  const m = DAY_IN_WORDS.exec(text);
  if (m) {
    const day = isoOf(m[1] ?? '', m[2] ?? '', m[3] ?? letterYear ?? today.slice(0, 4));
    // "la porterei il 20 gennaio" said in November: a day still to come, next year's.
    return !m[3] && letterYear === undefined && day < today && FUTURE_GIVING.test(text)
      ? `${Number(day.slice(0, 4)) + 1}${day.slice(4)}`
      : day;
  }
  if (/\b(?:oggi|stamattina|stamani)\b/.test(text)) return today;
  if (/\bieri\b/.test(text)) return addDays(today, -1);
  if (/\bdomani\b/.test(text)) return addDays(today, 1);
  return undefined;
}

const toDate = (iso: string) => new Date(`${iso}T00:00:00Z`);
const toIso = (date: Date) => date.toISOString().slice(0, 10);

/** A term in calendar months and days ("1 mese e 15 giorni", "2 mesi", "30 giorni", "1 mese e mezzo"). */
export function termOf(value: string): { months: number; days: number } | undefined {
  const text = value.toLowerCase();
  // A maximum ("fino a 90 giorni (massimo; termine per posizione non letto)") is not the term.
  if (/lavorativ|settiman|ore\b|\bfino a\b|massim|non lett/.test(text)) return undefined;
  const months = /(\d+)\s+mes[ei]/.exec(text);
  const days = /(\d+)\s+giorni/.exec(text);
  const half = /mes[ei] e mezzo/.test(text) ? 15 : 0;
  if (!months && !days) return undefined;
  return { months: months ? Number(months[1]) : 0, days: (days ? Number(days[1]) : 0) + half };
}

/** The last day of a notice of `term` running from `start` (inclusive). */
export function endOf(start: string, term: { months: number; days: number }): string {
  const d = toDate(start);
  d.setUTCMonth(d.getUTCMonth() + term.months);
  d.setUTCDate(d.getUTCDate() + term.days - 1);
  return toIso(d);
}

/** The first 1st or 16th of a month from `day` on (notices that run from those days only). */
export function nextMonthStart(day: string): string {
  const d = toDate(day);
  if (d.getUTCDate() === 1 || d.getUTCDate() === 16) return day;
  if (d.getUTCDate() < 16) d.setUTCDate(16);
  else d.setUTCMonth(d.getUTCMonth() + 1, 1);
  return toIso(d);
}

/** "dal 1° dicembre", "dall'11 novembre", "dall'8 marzo": the article elided before a vowel sound. */
export const fromDay = (iso: string) => {
  const said = italianDate(iso);
  return /^(?:8|11)\b/.test(said) ? `dall'${said}` : `dal ${said}`;
};

/**
 * "quale sarà l'ultimo giorno di lavoro?", "fino a che giorno devo lavorare?", "da quando partono i giorni?": the
 * notice's days are asked (its start and its last day).
 */
export const ASKS_LAST_DAY =
  /\bda (?:quando|che giorno|che data) (?:\w+ ){0,3}?(?:part\w*|inizi\w*|decorr\w*|comincia\w*|cont\w*|scatt\w*)\b|\bquando (?:part\w*|inizi\w*|decorr\w*|comincia\w*) (?:il |i |a contare )?(?:preavviso|giorni|conteggio)\b|\bultimo giorno\b|\bfino a (?:quando|che giorno|che data)\b|\bquando (?:finisc\w*|termin\w*|scad\w*|smett\w*)\b|\b(?:che|quale?) (?:giorno|data)\b[^?]{0,40}\b(?:finisc\w*|termin\w*|ultim\w*|smett\w*)/;

/**
 * The day the notice was given, when the question asks its last day and it or the turn before says the day
 * ("mi sono dimessa il 20 novembre" → "e quale sarà l'ultimo giorno?").
 */
export function noticeGiven(
  message: string,
  today: string,
  history: readonly string[] = [],
): { givenOn?: string } {
  if (!ASKS_LAST_DAY.test(fold(message)) && !asksNoticeStart(fold(message))) return {};
  const previous = history.at(-1);
  const day =
    questionGiven(message, today) ?? (previous === undefined ? undefined : questionGiven(previous, today));
  return day ? { givenOn: day } : {};
}

/**
 * The sentence with the last day of a notice of `value` given on `given`: from the agreement's start rule
 * (`notice.starts`, its article), else from the day after it is given, said as an assumption.
 */
export function lastDaySentence(ccnl: Ccnl, value: string, given: string, ruleSaid = false): string {
  const term = termOf(value);
  if (!term || (!term.months && !term.days) || !Number.isInteger(term.days)) return '';
  // A start from the middle or the end of the month: the rule, not a last day the sources do not fix.
  if (ccnl.notice.starts === 'mid_or_end_of_month') return fixedStartSentence(ccnl);
  const halfMonth = ccnl.notice.starts === 'first_or_sixteenth';
  const start = halfMonth ? nextMonthStart(addDays(given, 1)) : addDays(given, 1);
  const due = endOf(start, term);
  if (halfMonth && ruleSaid)
    return `Comunicato il ${italianDate(given)}, decorre quindi ${fromDay(start)}: l'ultimo giorno di lavoro è il **${italianDate(due)}**.`;
  return halfMonth
    ? `Comunicato il ${italianDate(given)}, il preavviso decorre dal 1° o dal 16° del mese${ccnl.notice.article ? ` (${ccnl.notice.article.replace(/\s*\(.*\)$/, '')})` : ''}, quindi ${fromDay(start)}: l'ultimo giorno di lavoro è il **${italianDate(due)}**.`
    : `Comunicato il ${italianDate(given)} e contato dal giorno dopo (la base di conoscenza non dice se questo CCNL fa decorrere il preavviso da un giorno fisso del mese), l'ultimo giorno di lavoro è il **${italianDate(due)}**.`;
}

// "qual è il preavviso e da quando decorre?", "da che giorno si conta?": when the term starts is asked too.
const ASKS_START =
  /\bda quando (?:decorr|part|inizi|comincia|scatt|si cont)\w*|\b(?:part|decorr|inizi|comincian?o|scatt)\w* da quando\b|\bdecorrenza\b|\bquando (?:decorr|inizia a decorr|comincia a decorr)\w*|\bda (?:che|quale) giorno\b/;

/**
 * The sentence on when a notice starts, when the question asks it and names no day it was given: from the
 * agreement's start rule (`notice.starts`, its article), else from the day after it is given, said as an
 * assumption.
 */
/**
 * The start rule of an agreement whose notice runs from the 1st or the 16th of the month, with its article: part of
 * how long a notice given now lasts, so said beside the term even when the question asks only the days. Empty when
 * the knowledge base holds no such rule.
 */
export function fixedStartSentence(ccnl: Ccnl): string {
  const article = ccnl.notice.article ? ` (${ccnl.notice.article.replace(/\s*\(.*\)$/, '')})` : '';
  // "decorre dalla metà o dalla fine del mese": the rule as the sources give it, with no day they do not name.
  if (ccnl.notice.starts === 'mid_or_end_of_month')
    return `Il termine decorre dalla metà o dalla fine del mese${article}, non dal giorno della comunicazione.`;
  if (ccnl.notice.starts !== 'first_or_sixteenth') return '';
  return `Il termine decorre dal 1° o dal 16° del mese${article}: dalla prima di queste due date successiva alla comunicazione.`;
}

export function noticeStartSentence(ccnl: Ccnl, text: string): string {
  // "di calendario o lavorativi?": the counting asked, with the fixed start day it goes with.
  const counting = noticeCountingSentence(ccnl, text);
  if (!ASKS_START.test(fold(text)) && !FROM_WHICH_START.test(fold(text)))
    return counting && [counting, fixedStartSentence(ccnl)].filter(Boolean).join(' ');
  const start =
    ccnl.notice.starts !== undefined
      ? fixedStartSentence(ccnl)
      : 'La base di conoscenza non dice se questo CCNL fa decorrere il preavviso da un giorno fisso del mese: in mancanza, si conta dal giorno successivo alla comunicazione.';
  return counting
    ? `${counting} ${counting.includes('successivo') ? fixedStartSentence(ccnl) : start}`.trim()
    : start;
}

// "i giorni partono dal giorno che consegno la lettera?", "decorre subito?": the day it is given claimed as the start.
const CLAIMS_GIVEN_DAY =
  /\b(?:parte|partono|decorre|decorrono|inizia|iniziano|comincia|cominciano|si conta(?:no)?) (?:subito |gia )?(?:dal|dalla) (?:giorno|momento|data|consegna|comunicazione|lettera)\b|\b(?:parte|partono|decorre|decorrono|inizia|iniziano) subito\b|\b(?:parte|partono|decorre|decorrono|inizia|iniziano|comincia|cominciano|si conta(?:no)?) da quando (?:l[oaie] |la )?(?:comunic|consegn|d[oaiu]\b|present|mand|invi|rassegn|spedisc|firm)\w*/;

/**
 * The verdict on a notice claimed to run from the day it is given, in an agreement whose start rule is the 1st or
 * the 16th of the month: No, and the rule with its article. Empty otherwise.
 */
export function startVerdict(ccnl: Ccnl, text: string): string {
  if (ccnl.notice.starts !== 'first_or_sixteenth' || !CLAIMS_GIVEN_DAY.test(fold(text))) return '';
  const article = ccnl.notice.article ? ` (${ccnl.notice.article.replace(/\s*\(.*\)$/, '')})` : '';
  return `**No**: nel ${ccnl.short_name} il preavviso non decorre dal giorno in cui è comunicato, ma dal 1° o dal 16° del mese${article}.`;
}

/**
 * A notice in days said with its unit when the agreement counts it in calendar days ("giorni di calendario, con
 * decorrenza dal 1° o dal 16°"): "20 giorni" → "20 giorni di calendario". A group's own unit ("personale
 * viaggiante 15 giorni di calendario") is not the agreement's.
 */
export function calendarDays(ccnl: Ccnl, value: string): string {
  const counted = /(?<!\d )\bgiorni di calendario\b/.test(ccnl.notice.text ?? '');
  return counted && /^\d+ giorni$/.test(value.trim()) ? `${value.trim()} di calendario` : value;
}

/** The term in bold, its unit after it ("**30 giorni** di calendario"): the figure stays the bold part. */
export function boldCalendarDays(ccnl: Ccnl, value: string): string {
  const said = calendarDays(ccnl, value);
  return said === value ? `**${value}**` : `**${value.trim()}** di calendario`;
}
