import { readable } from '../reader/text.js';
import { bold } from './compose.js';

/**
 * Holidays and paid leave that an agreement counts by the working week ("26 giorni con orario su 6 giorni e 22
 * con orario su 5 giorni", "40 ore … su 5 giorni, oppure 66 più 32 ore su 6 giorni"): when the question, or the
 * turn before, says which week the worker has ("anche il sabato mattina", "lavoro su 6 giorni", "dal lunedì al
 * venerdì", "settimana corta"), that week's figure opens the answer; the rule follows without the other week's figure.
 */

const SIX_DAYS =
  /\b(?:su|per) (?:6|sei) giorni\b|\b(?:6|sei) giorni (?:su (?:7|sette)|a settimana|alla settimana|settimanali)\b|\banche (?:il|di|al) sabato\b|\bil sabato (?:mattina|compreso|incluso)\b|\bsabato mattina\b|\bdal lunedi al sabato\b|\blun(?:edi)?[- ]sab(?:ato)?\b|(?<!\bnon )\blavor\w* (?:anche )?(?:il|di|al) sabato\b|\bsettimana lunga\b|\b(?:pass\w*|torn\w*|settimana|orario|lavor\w*|turn[oi]) (?:a|di|su) (?:6|sei) giorni\b|\b(?:col|con il|compreso il|incluso il) sabato\b/;
const FIVE_DAYS =
  /\b(?:su|per) (?:5|cinque) giorni\b|\b(?:5|cinque) giorni (?:su (?:7|sette)|a settimana|alla settimana|settimanali)\b|\bsettimana corta\b|\bdal lunedi al venerdi\b|\blun(?:edi)?[- ]ven(?:erdi)?\b|\bsabato (?:libero|a casa|mai)\b|\bmai (?:il|di) sabato\b|\bnon lavor\w* (?:il|di|al) sabato\b|\b(?:pass\w*|torn\w*|settimana|orario|lavor\w*|turn[oi]) (?:a|di|su) (?:5|cinque) giorni\b|\bsenza (?:il )?sabato\b/;

export type Week = 5 | 6;

/** The working week the question says, or the turns before it (newest first); none when unsaid or both. */
export function weekAsked(message: string, history: readonly string[] = []): Week | undefined {
  for (const text of [message, ...history.toReversed()].map(readable)) {
    const six = SIX_DAYS.test(text);
    const five = FIVE_DAYS.test(text);
    if (six && five) return undefined;
    if (six) return 6;
    if (five) return 5;
  }
  return undefined;
}

// An uploaded letter's schedule clause ("Orario di lavoro: 39 ore settimanali distribuite su 6 giorni, dal lunedì al
// sabato"): the days it states, not a passing "settimana corta" it departs from ("deroga alla settimana corta").
const DOC_SCHEDULE = /[^.;\n]*\b(?:orario|ore settimanali|settimanal\w*)\b[^.;\n]*/g;
const DOC_SIX = /\b(?:su|in) (?:6|sei) giorni\b|\bdal lunedi al sabato\b/;
const DOC_FIVE = /\b(?:su|in) (?:5|cinque) giorni\b|\bdal lunedi al venerdi\b/;

/** The working week an uploaded document's schedule clause states; none when it states none, or both. */
export function weekOfDocument(text: string): Week | undefined {
  const clauses = readable(text).match(DOC_SCHEDULE) ?? [];
  const six = clauses.some((c) => DOC_SIX.test(c));
  const five = clauses.some((c) => DOC_FIVE.test(c));
  if (six === five) return undefined;
  return six ? 6 : 5;
}

const SEGMENT_WEEK: Record<Week, RegExp> = {
  6: /\bsu (?:6|sei) giorni\b|\bsettimana (?:lunga|di sei giorni)\b/,
  5: /\bsu (?:5|cinque) giorni\b|\bsettimana corta\b/,
};
const FIGURE = /\d+(?:,\d+)?(?: più \d+(?:,\d+)?)? (?:giorni lavorativi|giorni|ore)/;

/**
 * The line with the figure of the week asked opening it, when the line states one figure for each week;
 * otherwise the line as it is.
 */
export function scheduleFirst(line: string, week: Week | undefined, message = ''): string {
  if (week === undefined) return line;
  const plain = line.replace(/\*\*/g, '');
  const colon = plain.indexOf(': ');
  if (colon < 0) return line;
  const statement = plain.slice(colon + 2);
  // (A sentence of its own, "… per il viaggiante. 22 giorni …", is a segment too; "art. 9" does not end one.)
  const segments = statement.split(
    /;\s|,? oppure |\s(?:e|mentre) (?=\d)|(?<!\b(?:art|artt|n|c|co|lett)\.)(?<=\.)\s+(?=\d|\p{Lu})/u,
  );
  const other: Week = week === 6 ? 5 : 6;
  const own = segments.find((s) => SEGMENT_WEEK[week].test(s) && !SEGMENT_WEEK[other].test(s));
  if (!own || !segments.some((s) => SEGMENT_WEEK[other].test(s))) return line;
  const figure = FIGURE.exec(own)?.[0];
  if (!figure) return line;
  // "66 più 32 ore" reads as "66 ore più 32 ore": each number with its unit.
  const said = figure.replace(/^(\d+(?:,\d+)?) più (\d+(?:,\d+)?) (ore|giorni)$/, '$1 $3 più $2 $3');
  // The week said is the worker's: the other week's figure would only contradict it (h92-m01-ferie-studi).
  const kept = segments
    .filter((s) => !SEGMENT_WEEK[other].test(s))
    .map((s) => s.trim().replace(/[.;]$/, ''))
    .join('; ');
  // Two parts of one allowance ("66 più 32 ore": reduction and former holidays): their total first, the parts after.
  const parts = /^(\d+) più (\d+) (ore|giorni)$/.exec(figure);
  // "40 ore di riduzione d'orario più 32 ore di ex festività con orario su 5 giorni": each part named, summed.
  // (Only when both are asked: "quante ore di ROL" alone keeps the ROL's own figure.)
  const bothAsked =
    (!/\brol\b|riduzion\w* (?:d[ei]ll?'?\s?)?orario/i.test(message) || /fest|permess/i.test(message)) &&
    // (a service length told asks the ramp, answered elsewhere: "da 5 mesi … quando mi arrivano i rol")
    !/\bda \d+ (?:mesi|anni)\b|\bassunt|\bquando mi arriv/i.test(message);
  const named = bothAsked
    ? /(\d+) (ore|giorni) (di [^;]+?) più (\d+) \2 (di [^;]+?)(?= con (?:l[’']|l )?orario| su \d|$)/.exec(own)
    : null;
  const total = parts
    ? `${bold(`${Number(parts[1]) + Number(parts[2])} ${parts[3]}`)} in tutto (${said})`
    : named
      ? `${bold(`${Number(named[1]) + Number(named[4])} ${named[2]}`)} in tutto (${named[1]} ${named[2]} ${named[3]} più ${named[4]} ${named[2]} ${named[5]})`
      : bold(said);
  const head = `${plain.slice(0, colon)} con l’orario su ${week} giorni: ${total}.`;
  // Nothing but the week's own clause left: the figure said is the whole rule.
  return kept === own.trim().replace(/[.;]$/, '') ? head : `${head} La regola: ${kept}.`;
}
