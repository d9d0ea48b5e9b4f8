import { euro, figureValue, italianDate, MONTHS } from '../kb/format.js';
import { levelPayAt } from '../kb/pay.js';
import type { Ccnl } from '../kb/schema.js';
import { readable } from '../reader/text.js';
import { withoutReachedIncrease } from './past-increase.js';
import { levelName } from './shared/levels.js';

/**
 * A question about the future, an increase, the renewal, arrears or differences: "e quando aumenta?", "quanto
 * sarà da febbraio?", "ci sono novità col rinnovo?", "mi spettano arretrati?". Only then does an answer on the
 * figure in force state the next tranche's amount; otherwise it names the tranche's day alone, so that a reader
 * asking today's figure is not handed one not yet due (the amount is offered as a follow-up question).
 */
const ASKS_AHEAD = new RegExp(
  [
    String.raw`\baument\w*`,
    String.raw`\bsal(?:e|ira|iranno|era|eranno|gono|ito|ita)\b`,
    String.raw`\bsalir\w*`,
    String.raw`\bcresc\w*`,
    String.raw`\bcambi\w*`,
    String.raw`\bnovita\b`,
    String.raw`\bprossim\w*`,
    String.raw`\bfutur\w*`,
    String.raw`\bsuccessiv\w*`,
    String.raw`\bseguent\w*`,
    String.raw`\bin seguito\b`,
    String.raw`\bpiu avanti\b`,
    String.raw`\bin arrivo\b`,
    String.raw`\bsara(?:nno)?\b`,
    String.raw`\bdiventer\w*`,
    String.raw`\bpasser(?:a|anno)\b`,
    String.raw`\barriver(?:a|anno)\b`,
    String.raw`\btranche\b`,
    String.raw`\brinnov\w*`,
    String.raw`\barretrat\w*`,
    String.raw`\bdifferenz\w*`,
    String.raw`\bconguagl\w*`,
    String.raw`\buna tantum\b`,
    String.raw`\bscatt(?:a|era|eranno)\b`,
    String.raw`\bnuov[oiae] (?:minim|tabell|import|pag|retribuz|stipend)`,
    String.raw`\b(?:da|dal|dall|dopo|entro) (?:l')?(?:1|primo|1°)? ?(?:gennaio|febbraio|marzo|aprile|maggio|giugno|luglio|agosto|settembre|ottobre|novembre|dicembre)\b`,
  ].join('|'),
);

/** An increase already given, told in the past: "c'è stato un aumento", "è aumentato", "hanno aumentato". */
const PAST_INCREASE =
  /\b(?:c'?e stat[oa]|ci sono stati|e stat[oa]|sono stati|hanno (?:dato|messo|applicato)|ho (?:avuto|preso)|abbiamo avuto|ha avuto|e arrivat[oa]) (?:gia )?(?:un |l'|gli |degli |il )?aument\w*|\b(?:e|sono|hanno|ha|avete) (?:gia )?aumentat\w*/g;

/** A renewal named as already signed ("dopo il rinnovo firmato a dicembre 2025"): the contract, not a rise ahead. */
const SIGNED_RENEWAL =
  /\brinnov\w*(?: (?:contrattual\w*|del contratto|del ccnl))? (?:firmat|sottoscritt|siglat|stipulat)\w*/g;

/**
 * A check of what was due at a past day: an old payslip, what was owed then ("doveva avere", "spettava",
 * "all'epoca", "la vecchia ditta mi pagava meno, era giusto?", "quanto era?"). The table then in force answers
 * it; a later one is not asked.
 */
const PAST_CHECK =
  /\b(?:bust[ae]|cedolin[oi]|buste paga) (?:paga )?(?:vecchi\w*|passat\w*|del(?:l'anno)? scors\w*|di allora)|\bvecchi[ae]? (?:bust\w*|cedolin\w*)|\b(?:doveva|dovevano|dovevo|dovevamo|spettava\w*|avrebbe dovuto|avrei dovuto|gli toccava|mi toccava)\b|\ball'epoca\b|\bin quel periodo\b|\b(?:mi|ci|gli|le|li|vi) pagava(?:no)?\b|\bera(?:no)? (?:giust|corrett|regolar)\w*|\bquanto (?:era|erano|prendevo|prendeva)\b/;

/**
 * Words looking past a future day already asked: "e dopo?", "le tranche successive", "fino alla scadenza", "quando
 * scatta il prossimo aumento?" (a season's year, "per l'estate 2027", sets the day; the next rise is asked outright,
 * unless its month is the day asked: "la prossima tranche di maggio 2027").
 */
const LOOKS_BEYOND =
  /\b(?:e dopo|e poi|successiv\w*|seguent\w*|in seguito|piu avanti|tutte le tranche|fino a(?:lla)? (?:scadenza|fine)|a regime|ogni tranche|prossim[oae] (?:aument\w*|tranche|rialz\w*|adeguament\w*)\b(?! (?:di|del|dal|da|a|ad|in) (?:\d|gennaio|febbraio|marzo|aprile|maggio|giugno|luglio|agosto|settembre|ottobre|novembre|dicembre)))\b/;

/**
 * The words that may look past the future day asked: when the question names that day's month ("con la prossima
 * tranche del rinnovo, da giugno 2027"), its "prossima tranche" is that day's, not one beyond it.
 */
function beyondWords(text: string, date: string, inForceFrom?: string): string {
  const month = MONTHS[Number(date.slice(5, 7)) - 1];
  if (!month || !new RegExp(String.raw`\b${month}\b`).test(text)) return text;
  // ("con la busta di gennaio 2027 cambia? se no, quando arriva il prossimo aumento?": no tranche starts in the
  // month asked, so the next rise is beyond it.)
  if (inForceFrom !== undefined && inForceFrom.slice(0, 7) !== date.slice(0, 7)) return text;
  return text.replace(/\bprossim[oae] (?:aument\w*|tranche|rialz\w*|adeguament\w*)\b/g, ' ');
}

const DAY_SAID = new RegExp(String.raw`\b20\d\d\b|\b(?:${MONTHS.join('|')})\b`);

/**
 * A follow-up naming no day of its own ("e per un D2 invece? di quanto sale?") after a turn that looked past the
 * future month it asked ("a gennaio 2027 cambia? se no, quando arriva il prossimo aumento?"): the rise it asks
 * is that next tranche's too, when no tranche starts in the month carried over.
 */
function carriedBeyond(
  text: string,
  date: string,
  today: string,
  seen: { inForceFrom?: string; previous?: string },
): boolean {
  if (!seen.previous || !seen.inForceFrom || DAY_SAID.test(text) || !ASKS_AHEAD.test(text)) return false;
  if (seen.inForceFrom.slice(0, 7) === date.slice(0, 7)) return false;
  const before = withoutReachedIncrease(readable(seen.previous).replace(PAST_INCREASE, ' '), today);
  return LOOKS_BEYOND.test(before);
}

/** Whether the message quotes `amount` ("1.726,37", "1726,37 €"). */
const quotesFigure = (message: string, amount: number): boolean =>
  [...message.matchAll(/\d{1,3}(?:\.\d{3})+,\d{2}|\d+,\d{2}/g)].some(
    (m) => Math.abs(figureValue(m[0]) - amount) < 0.005,
  );

/**
 * Whether the next tranche's amount is asked: a change or the future in the question's words, a year at or after
 * the tranche's ("il minimo nel 2027?"), or a tranche already in force `today` though after the day asked.
 */
export function asksNextTranche(
  message: string,
  nextFrom: string,
  date: string,
  today?: string,
  seen: { inForceFrom?: string; previous?: string; nextAmount?: number } = {},
): boolean {
  // The next table's figure quoted ("su un sito ho letto 1.726,37, non è quello?"): the tranche that brings it.
  if (seen.nextAmount !== undefined && quotesFigure(message, seen.nextAmount)) return true;
  // An increase told in the past ("ho letto che a novembre c'è stato un aumento") does not look ahead.
  // (nor one named by a month already reached: "in vigore adesso, dopo l'aumento di novembre", past-increase.ts)
  // (nor a renewal told as signed: "il minimo in vigore oggi, dopo il rinnovo firmato a dicembre 2025")
  const text = withoutReachedIncrease(
    readable(message).replace(PAST_INCREASE, ' ').replace(SIGNED_RENEWAL, ' '),
    today,
  );
  // A tranche after the day asked but already in force today ("al 1° dicembre 2025?") is no future figure, unless
  // the question checks what was due then ("una busta vecchia … a febbraio 2025 quanto doveva avere?").
  if (today && nextFrom <= today && !PAST_CHECK.test(text)) return true;
  // A future day asked ("e da giugno dell'anno prossimo a quanto sale?") spends the question's look ahead on that
  // day: the tranche after it is stated only when the question looks beyond ("e dopo?", "nel 2028?").
  const aheadAsked =
    today !== undefined && date > today
      ? LOOKS_BEYOND.test(beyondWords(text, date, seen.inForceFrom)) || carriedBeyond(text, date, today, seen)
      : ASKS_AHEAD.test(text);
  if (aheadAsked) return true;
  const nextYear = Number(nextFrom.slice(0, 4));
  const thisYear = Number(date.slice(0, 4));
  return [...text.matchAll(/\b(20\d\d)\b/g)].some((m) => Number(m[1]) >= nextYear && Number(m[1]) > thisYear);
}

/**
 * The sentence on the next tranche after a figure in force: its day and amount when asked ("Dal 1° febbraio 2027
 * sale a 1.858,75 €."), its day alone otherwise ("Il prossimo aumento è previsto dal 1° febbraio 2027.").
 * `unit` follows the amount (" l'ora").
 */
export function nextTrancheSentence(
  next: { from: string; amount: number; current?: number },
  asked: boolean,
  unit = '',
): string {
  // The rise over the figure in force is said with the new amount ("+40,00 €"): an increase asked is its size too.
  const rise =
    next.current !== undefined && next.amount > next.current
      ? ` (+${euro(Math.round((next.amount - next.current) * 100) / 100)}${unit})`
      : '';
  return asked
    ? ` Dal ${italianDate(next.from)} sale a ${euro(next.amount)}${unit}${rise}.`
    : ` Il prossimo aumento è previsto dal ${italianDate(next.from)}.`;
}

/** The follow-up that offers the next tranche's figure: "Quale sarà il minimo … dal 1° febbraio 2027?". */
export function nextTrancheQuestion(what: string, name: string, from: string): string {
  return `Quale sarà ${what} nel ${name} dal ${italianDate(from)}?`;
}

/**
 * The follow-up offering the next monthly minimum of a level, when the answer named only its day: empty when no
 * tranche is tabled after `date` or when the question already looked ahead (the amount was then said).
 */
export function nextMinimumOffer(
  ccnl: Ccnl,
  level: string | undefined,
  date: string,
  message: string,
  today: string,
): string[] {
  const next = level ? levelPayAt(ccnl, level, date)?.next : undefined;
  const inForceFrom = level ? levelPayAt(ccnl, level, date)?.table.effective_from : undefined;
  if (!level || !next || asksNextTranche(message, next.table.effective_from, date, today, { inForceFrom }))
    return [];
  return [
    nextTrancheQuestion(
      `il minimo mensile del ${levelName(ccnl, level)}`,
      ccnl.short_name,
      next.table.effective_from,
    ),
  ];
}
