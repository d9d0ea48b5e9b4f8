import { MONTH_NAMES } from '../kb/format.js';
import type { Ccnl } from '../kb/schema.js';
import { readLevel } from '../reader/levels.js';
import { arabicLevels } from '../reader/shorthand.js';
import { fold, readable } from '../reader/text.js';

/**
 * "quanto prende in più un 4° rispetto a un 5°", "e un B1 quanto in più?", "quanto gli cambierebbe passando al
 * 4°?" (a pronoun before the verb): the gap between two levels. Hours
 * worked beyond the week ("le ore in più che ho fatto") are overtime, and a surcharge ("col 25% in più") is the
 * hour's, not a difference.
 */
export const ASKS_DIFFERENCE =
  /(?<!\b(?:or[ae]|or[ae] di lavoro|minuti|giorn[oi]) )(?<!% ?)(?:\bin piu\b|\bdi piu\b|\bin meno\b)|\bdifferenz|\bdi quanto (?:aument|cresc|sal)|\bscarto\b|\bquanto (?:(?:gli|le|mi|ti|ci|vi|si|ne) )?(?:in meno|meno|cambi\w*|risparmi\w*)\b/;

export const MOVE =
  /\bda(?:l|ll')?\s*(?:livello\s+)?(?:\d{1,2}\s*[°º]?|[a-z]{1,2}\d?)(?:\s*(?:livell\w*|super))?\s+a(?:l|ll')?\s*(?:livello\s+)?(?:\d{1,2}|[a-z]{1,2}\d?)\b/;

// "se la passo al 4°", "lo promuoviamo a C3", "portarla al 3° livello": the level a worker is moved to, the
// other level named being the one held now.
const MOVED_TO =
  /\b(?:pass\w*|promuov\w*|promoss\w*|port\w*|sal\w*|avanz\w*|inquadr\w*)\s+(?:(?:anche|poi|invece)\s+)?(?:all'\s*|(?:al|ad|a)\s+)((?:livello\s+)?(?:\d{1,2}\s*[°º]?(?:\s*(?:super|livell\w*))?|[A-Za-z]{1,2}\d?\b))/;

/** The level a move is to ("se la passo al 4°"), when the text names one that way. */
export function levelMovedTo(ccnl: Ccnl, text: string): string | undefined {
  const m = MOVED_TO.exec(text);
  return m?.[1]
    ? levelsIn(ccnl, /^\d{1,2}\s*[°º]?$/.test(m[1].trim()) ? `${m[1]} livello` : m[1])[0]
    : undefined;
}

// Spans that may name a level: "4° livello", "3° livello super", "livello C3", "B1", "BS", "3° super", "il Quadro",
// "3°A", "3 super".
const LEVEL_SPAN = new RegExp(
  String.raw`\b\d{1,2}\s*[°º]?\s*(?:super\s*)?(?:livell\w*|liv\b)(?:\s+super\b)?|\b(?:livell\w*|liv\.?|categoria)\s+\S+(?:\s+super)?|\b[A-Za-z]{1,2}\d\b|\b[A-Z]{1,2}\b|\b[Qq]uadr[oi]\b|\b\d{1,2}\s*[°º]?(?:[A-Za-z]|\s*super)\b|\b\d{1,2}\s*[°º](?:\s*super)?(?!\s*(?:${MONTH_NAMES})\b)`,
  'g',
);

/** The distinct levels a text names, in the order it names them. */
export function levelsIn(ccnl: Ccnl, text: string): string[] {
  const found: string[] = [];
  // "tra il 3 e il 4 livello": the first number shares the word "livello" said once after the second.
  const spelled = arabicLevels(text)
    // "4° junior", "4 junior": the junior grade of the level, written as the tables write it ("4J").
    .replace(/\b(\d{1,2})\s*[°º]?\s*(?:livello\s+)?junior\b/gi, '$1J')
    .replace(
      /\b(\d{1,2})\s*[°º]?\s+(e|ed|o|vs|contro|rispetto al|rispetto a|invece che|invece del|anziche)\s+(il |al |l'|un |a )?(\d{1,2})\s*[°º]?\s*(livell\w*|liv\b)/gi,
      '$1 livello $2 $3$4 $5',
    )
    // "dal 5 al 4 livello", "passo dal 5° al 4°": the first number shares the word "livello" said after the second.
    .replace(
      /\bda(?:l|ll')?\s*(\d{1,2})\s*[°º]?\s+a(?:l|ll')?\s*(\d{1,2})(?![°º]?[A-Za-z]\b)\s*[°º]?(?:\s*(livell\w*|liv\b))?/gi,
      (all, from: string, to: string, word?: string) =>
        word || /[°º]/.test(all) ? `dal ${from}° livello al ${to}° livello` : all,
    )
    // "un 3 livello rispetto a un 4": the second number shares the word "livello" said with the first.
    .replace(
      /\b(rispetto (?:a|al|ad)|contro|invece (?:di|del)|vs\.?) (un |una |il |al )?(\d{1,2})\b(?!\s*(?:[°º]|livell|euro|€|%|or[ae]\b|mes|ann|giorn|scatt))/gi,
      '$1 $2$3° livello',
    );
  for (const m of spelled.matchAll(LEVEL_SPAN)) {
    const span = /^\d{1,2}\s*[°º](?:\s*super)?$/.test(m[0].trim()) ? `${m[0]} livello` : m[0];
    const level = readLevel(ccnl, span, fold(span));
    if (level && !found.includes(level)) found.push(level);
  }
  return found;
}

// "tra il 2 e il 3 livello quanto ballava al mese?", "quanto passa fra C2 e C3?": two levels set side by side and
// a "quanto" asked of them is their gap, whatever verb carries it.
const TRA = String.raw`\b(?:tra|fra)\b(?!\s*(?:\d+|un|una|due|tre|qualche|pochi)\s*(?:mes|ann|giorn|settiman|or))`;
const BETWEEN = new RegExp(
  String.raw`${TRA}[^.?!]{0,50}\be\b[^.?!]{0,80}\bquant\w*|\bquant\w*\b[^.?!]{0,50}${TRA}[^.?!]{0,40}\be\b`,
);
// A later turn that only moves the date ("e dal 1 dicembre con la nuova tranche quanto diventa?", "e a giugno
// 2027?"): the gap asked the turn before, at the new date. A figure of another kind asks something else.
const DATE_MOVE =
  /^\s*(?:ok\w*\s+|e\s+|ma\s+)*(?:(?:da|dal|dall'|a|al|ad|nel|per il|con)\b)|\bquanto divent\w*|\bcon (?:la )?(?:nuova |prossima |ultima )?tranche\b/;
const DATED = new RegExp(String.raw`\b(?:${MONTH_NAMES})\b|\b20\d\d\b|\btranche\b|\brinnov\w*|\baument\w*`);
const OTHER_SUBJECT =
  /\bnett\w*|\bor[ae]\b|\bstraordinar\w*|\bferie\b|\brol\b|\btfr\b|\bcost\w*|\bscatt\w*|\bmalatti\w*|\bpreavvis\w*|\bpart[- ]?time\b|\bparzial\w*/;

// "quanto perderebbe passando dal 4° al 2° livello?", "quanto ci guadagna dal 5 al 4 livello?": what a move between
// two levels costs or brings is their gap.
const GAIN_OR_LOSS =
  /\bquant\w*\b[^.?!]{0,60}\b(?:perd\w*|pers[oa]|guadagn\w*|rimett\w*)|\b(?:perd\w*|guadagn\w*|rimett\w*)\b[^.?!]{0,30}\bquant/;

// "passarla dal 4° al 3° livello: oggi quanto le aumenta il minimo?": what the move adds is the levels' gap, unless
// the rise asked is a renewal's (a tranche, a month or a year named: "quanto aumenta a dicembre?").
const MOVE_RISE = /\bquant\w*\s+(?:(?:gli|le|mi|ti|ci|vi|si)\s+)?(?:aument|cresc|sal[ei])\w*/;
const RENEWAL_RISE = new RegExp(
  String.raw`\btranche\b|\brinnov\w*|\bcontratt\w*|\b(?:${MONTH_NAMES})\b|\b20\d\d\b|\bprossim\w*`,
);
const riseOfMove = (text: string) => {
  const ask = MOVE_RISE.exec(text);
  if (!ask) return false;
  const start = Math.max(...['.', '?', '!', ';', ':'].map((c) => text.lastIndexOf(c, ask.index - 1))) + 1;
  const end = text.indexOf('?', ask.index);
  return !RENEWAL_RISE.test(text.slice(start, end < 0 ? text.length : end));
};

/**
 * Whether a turn asks the gap between two levels' minimums: "own" when it says so itself (a difference word, or
 * "quanto" asked between two levels it names), "follow-up" when it names no level and only moves the date of a
 * gap asked the turn before; undefined otherwise.
 */
export function levelGapAsked(
  ccnl: Ccnl,
  message: string,
  previous: string | undefined,
): 'own' | 'follow-up' | undefined {
  const text = readable(message);
  if (ASKS_DIFFERENCE.test(text)) return 'own';
  const own = levelsIn(ccnl, message);
  if (
    own.length >= 2 &&
    (BETWEEN.test(text) ||
      ((MOVE.test(fold(text)) || MOVED_TO.test(text)) && (GAIN_OR_LOSS.test(text) || riseOfMove(text))))
  )
    return 'own';
  // "e se mi passano al 4°, quanto ci guadagno?" after a turn on the 5°: the move weighed against the level before.
  if (
    own.length === 1 &&
    previous &&
    levelMovedTo(ccnl, text) === own[0] &&
    (GAIN_OR_LOSS.test(text) || riseOfMove(text)) &&
    levelsIn(ccnl, previous).some((level) => level !== own[0])
  )
    return 'own';
  if (own.length >= 2 && previous && asksGapBefore(ccnl, previous) && !OTHER_SUBJECT.test(text))
    return text.split(/\s+/).length <= 20 ? 'own' : undefined;
  if (!previous || own.length || OTHER_SUBJECT.test(text) || !DATE_MOVE.test(text) || !DATED.test(text))
    return undefined;
  return asksGapBefore(ccnl, previous) && text.split(/\s+/).length <= 20 ? 'follow-up' : undefined;
}

// "qual è la differenza fra i due livelli?" then "e tra il 4° semplice e il 3°, a dicembre?": the earlier turn
// asked the gap between two levels, so a short turn naming two other levels asks theirs.
function asksGapBefore(ccnl: Ccnl, previous: string): boolean {
  const before = readable(previous);
  return (ASKS_DIFFERENCE.test(before) || BETWEEN.test(before)) && levelsIn(ccnl, previous).length >= 2;
}
