import { readable } from '../reader/text.js';
import { bandOf, clauseForSeniority, holds } from './bands.js';

/**
 * Sickness rules that give the job kept "nelle stesse fasce di anzianità" as a list ("fino a 8 giorni retribuiti
 * con anzianità fino a 6 mesi, 10 da 6 mesi a 2 anni, 15 oltre i 2 anni … Il posto è conservato per 10, 45 o 180
 * giorni di calendario nelle stesse fasce"): the value of the band that holds the years is the list's value at
 * the same place. A question (or the turn a short follow-up continues) that asks both the paid days and how long
 * the job is kept is answered with both bands.
 */

/** How long the job is kept, asked: "comporto", "conservazione del posto", "fino a quando teniamo il posto". */
export const KEPT_ASKED =
  /\bcomport[oi]\b|\bconserv\w*\b[^?.]{0,15}\bposto\b|\bposto di lavoro\b|\b(?:teng\w*|tien\w*|teniamo|tenere|manten\w*|salv\w*)\b[^?.]{0,15}\b(?:il |suo |loro )?posto\b/;
/** The paid days asked: "quanti giorni pagati", "giorni retribuiti", "quanti giorni le paghiamo". */
const PAID_ASKED = /\bpag(?:at\w*|hi\w*|are|ano|a|o|heremo|herete)\b|\bretribuit\w*/;

/** Sick pay asked in other words ("quanto gli dà l'INPS", "l'integrazione", "in percentuale"). */
const SICK_PAY_WORDS =
  /\binps\b|\bintegr\w*|%|\bpercentual\w*|\bquanto (?:prende|riceve|da|spetta)\b|\bindennit\w*/;

/** Both the paid days and the job kept asked. */
export const paidAndKeptAsked = (question: string): boolean =>
  KEPT_ASKED.test(question) && PAID_ASKED.test(question);

/**
 * The question a short follow-up that changes only the years asks ("e se è con noi da 1 anno solo?"): itself
 * with the earlier turn, when that turn asked how long the job is kept.
 */
export function withKeptTurn(message: string, previous: string | undefined): string {
  const asked = readable(message);
  if (!previous) return asked;
  const before = readable(previous);
  // "e se … da solo 1 anno? e per quanto tempo le teniamo il posto?" after "quanti giorni le paghiamo?": both.
  const words = message.trim().split(/\s+/).length;
  if (words <= 25 && KEPT_ASKED.test(asked) && !PAID_ASKED.test(asked) && PAID_ASKED.test(before))
    return `${asked} ${before}`;
  // "E il mio collega che è lì da 7 anni? Per lui quanto è il periodo?": a longer follow-up on another worker that
  // asks no pay of its own still asks the job kept of the turn before.
  const followUp = /^(?:e|ed|ma|invece)\b/.test(asked) || /\b(?:il|quel|lo stesso) periodo\b/.test(asked);
  if (
    words <= 25 &&
    followUp &&
    !PAID_ASKED.test(asked) &&
    !SICK_PAY_WORDS.test(asked) &&
    KEPT_ASKED.test(before)
  )
    return `${asked} ${before}`;
  if (words > 15 || KEPT_ASKED.test(asked)) return asked;
  return KEPT_ASKED.test(before) ? `${asked} ${before}` : asked;
}

const LISTED =
  /\b((?:\d+, )*\d+) (?:o|e) (\d+) (giorni(?: di calendario| lavorativi)?|mesi|settimane)\b[^.;]*?\bstesse fasce/;

/** The job kept for the years asked, as a clause ("il posto è conservato per 45 giorni di calendario"). */
export function keptBand(statement: string, serviceYears: number): string | undefined {
  const sentences = statement.split(/(?<=[.;])\s+/);
  const at = sentences.findIndex((s) => /\bconserv|\bcomport/i.test(s));
  if (at < 0) return undefined;
  const kept = sentences[at] ?? '';
  const own = clauseForSeniority(kept, serviceYears);
  if (own) return own.replace(/^\p{Lu}[\p{L} ]{2,30}:\s+/u, '');
  const listed = LISTED.exec(kept);
  if (!listed) return undefined;
  const values = [...(listed[1] ?? '').split(', '), listed[2] ?? ''];
  // The bands, in order, of the other sentences (the kept one may have been moved first): one per value.
  const bands = sentences
    .filter((_, i) => i !== at)
    .join(' ')
    .split(/,\s+|;\s+|\s+e\s+(?=\d)/)
    .map((c) => bandOf(c))
    .filter((b) => b !== undefined);
  if (bands.length !== values.length) return undefined;
  const holding = bands
    .map((band, i) => ({ band, i }))
    .filter(({ band }) => holds(band, serviceYears))
    .sort(
      (a, b) =>
        Math.max(b.band.above ?? -1, b.band.from ?? -1) - Math.max(a.band.above ?? -1, a.band.from ?? -1),
    )[0];
  if (!holding) return undefined;
  return `il posto è conservato per ${values[holding.i]} ${listed[3]}`;
}

/**
 * A job kept "per 10, 45 o 180 giorni di calendario nelle stesse fasce di anzianità": the figures follow the
 * bands the rule listed first ("fino a 6 mesi …, 10 da 6 mesi a 2 anni, 15 oltre i 2 anni"), so the worker's
 * years pick the figure in the same place. Undefined when the sentence or the bands are not there.
 */
export function sameBandsFigure(kept: string, statement: string, years: number): string | undefined {
  const said = /\b(\d+), (\d+) o (\d+) (giorni(?: di calendario)?|mesi)\b[^.;]*?\bstesse fasce\b/.exec(kept);
  if (!said) return undefined;
  const bands = statement
    .split(/,\s+|;\s+/)
    .map((text) => bandOf(text))
    .filter((band) => band !== undefined)
    .slice(0, 3);
  if (bands.length !== 3) return undefined;
  const index = bands.findIndex((band) => holds(band, years));
  const figure = index >= 0 ? said[index + 1] : undefined;
  return figure ? `${figure} ${said[4]}` : undefined;
}

const LISTED_SENTENCE =
  /\b((?:\d+, )*\d+) (?:o|e) (\d+) (giorni(?: di calendario| lavorativi)?|mesi|settimane)\b([^.;]*?)(?:,? nelle stesse fasce(?: di anzianità)?|,? secondo l'anzianità)/;

/**
 * A sentence that lists the job kept by band ("Il posto è conservato per 10, 45 o 180 giorni secondo l'anzianità")
 * reduced to the value of the band that holds the years (45 giorni with 1 year): the other bands' periods are not
 * the worker's and, read beside the answer, would contradict it. Undefined when the sentence lists none or the
 * statement's bands do not pick one of its values.
 */
export function listedBandHeld(sentence: string, statement: string, years: number): string | undefined {
  const listed = LISTED_SENTENCE.exec(sentence);
  if (!listed) return undefined;
  const values = [...(listed[1] ?? '').split(', '), listed[2] ?? ''];
  const value = /\bper (\d+) /.exec(keptBand(statement, years) ?? '')?.[1];
  if (!value || !values.includes(value)) return undefined;
  return sentence.replace(listed[0], `${value} ${listed[3]}${listed[4] ?? ''} per questa anzianità`);
}
