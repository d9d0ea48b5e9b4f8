import { MONTHS } from '../kb/format.js';

/**
 * A month told in the story is not always the day the question asks about.
 *
 * - Hours worked in a month ("a gennaio ho fatto 5 ore di straordinario", "le ore lavorate a marzo", "a
 *   febbraio facevo i turni di notte") are paid at that month's tables: the month gone, this year's if it has
 *   come, else last year's.
 * - A month of something told in the past ("ad ottobre mi hanno detto che c'è stato un aumento") is a month
 *   gone, never the next one to come.
 * - "adesso", "oggi", "attualmente" in the question: today's tables, whatever month the story names.
 */

const MONTH = `(${MONTHS.join('|')})`;
// Leave taken is no work done ("ha fatto anche un po' di congedo parentale", "ho fatto due settimane di ferie").
const LEAVE_TAKEN = String.raw`(?:\s+(?:anche|gia|pure|solo|un po'|un po|qualche|alcun[ie]|\d+|due|tre|quattro|cinque|sei|giorni|settimane|mesi|di|del|dei|delle|la|il|le|i)){0,5}\s+(?:congedo|ferie|malattia|permess|maternita|paternita|aspettativa|assenz|cassa integrazione)`;
// A verb of work done, with its auxiliary or in the imperfect ("ho fatto", "abbiamo lavorato", "facevo").
const WORK_DONE = String.raw`(?:(?:ho|hai|ha|abbiamo|avete|hanno)\s+(?:\w+\s+)?(?:fatt[oaie]|lavorat[oaie]|svolt[oaie]|prestat[oaie]|effettuat[oaie])|(?:face|lavora|svolge)(?:vo|va|vamo|vano)|(?:sono|e)\s+(?:stat[oaie]\s+)?(?:fatt[ei]|lavorat[ei]|svolt[ei]))\b(?!${LEAVE_TAKEN})`;
// Hours named as done ("le ore fatte a gennaio", "le 6 ore lavorate a marzo").
const HOURS_DONE = String.raw`\bor[ae]\b[^.;?]{0,40}?\b(?:fatt[ei]|lavorat[ei]|svolt[ei]|effettuat[ei])`;
// "a gennaio ho fatto…", "ho fatto … a gennaio": the month and the verb in one clause (no full stop between).
const WORKED_MONTH = [
  new RegExp(
    String.raw`\b(?:a|ad|in|nel mese di|durante|per tutto)\s+${MONTH}\b(?!\s*(?:\d|scorso|prossimo))[^.;?]{0,40}?${WORK_DONE}`,
  ),
  new RegExp(
    String.raw`${WORK_DONE}[^.;?]{0,60}?\b(?:a|ad|in|nel mese di|durante)\s+${MONTH}\b(?!\s*(?:\d|scorso|prossimo))`,
  ),
  new RegExp(
    String.raw`${HOURS_DONE}[^.;?]{0,20}?\b(?:a|ad|in|nel mese di|durante)\s+${MONTH}\b(?!\s*(?:\d|scorso|prossimo))`,
  ),
];
// A past form in the month's clause: passato prossimo ("c'è stato", "mi hanno detto") or the imperfect.
const TOLD_PAST = [
  String.raw`\b(?:c'e|ci sono|e|sono|sei|siamo)\s+(?:gia\s+|appena\s+)?(?:stat|arrivat|passat|uscit|cambiat|aumentat|salit|scattat)[oaie]\b`,
  // ("a luglio ho visto l'aumento in busta", "ho chiesto", "ho risposto": participles in -sto too.)
  String.raw`\b(?:ho|hai|ha|abbiamo|avete|hanno)\s+(?:gia\s+|sempre\s+|mai\s+|appena\s+|anche\s+|solo\s+)?\w+(?:at|ut|it|tt|st|s)[oaie]\b`,
  String.raw`\b\w+(?:ava|eva|avano|evano)\b|\bera(?:no)?\b`,
  // ("a ottobre avevo meno": the imperfect's first person, of the verbs a payslip is told with.)
  String.raw`\b(?:avev|prendev|guadagnav|lavorav|stav)(?:o|amo)\b`,
  // "manca la tranche di giugno" in a payslip: a tranche due and not paid, gone ("quanto manca a giugno" is not).
  String.raw`\b(?<!quanto |ancora )manca(?:no)?\b`,
].join('|');
const NOW =
  /\b(?:adesso|oggi|ad oggi|attualmente|al momento|in questo momento|ora come ora|oggi come oggi)\b/;

const lastGone = (month: number, today: string): string => {
  const [year = 0, current = 0] = today.split('-').map(Number);
  return `${month <= current ? year : year - 1}-${String(month).padStart(2, '0')}-01`;
};

const WEEKDAYS = ['domenica', 'lunedi', 'martedi', 'mercoledi', 'giovedi', 'venerdi', 'sabato'];
// A day of work named by its weekday and date ("le fa martedì 8 dicembre", "sabato scorso 21 novembre"), no year.
const WEEKDAY_DATE = new RegExp(
  String.raw`\b(${WEEKDAYS.join('|')})(?: (?:scorso|prossimo))? (\d{1,2}) ${MONTH}\b(?! ?(?:\d|scorso|prossimo))`,
);

/**
 * The day a weekday and date name ("martedì 8 dicembre"): of the years around today's, the one where that date
 * falls on that weekday, nearest to today.
 */
function namedWorkDay(text: string, today: string): string | undefined {
  const m = WEEKDAY_DATE.exec(text);
  if (!m) return undefined;
  const [weekday, day, month] = [WEEKDAYS.indexOf(m[1] ?? ''), Number(m[2]), MONTHS.indexOf(m[3] ?? '')];
  if (day < 1 || day > 31) return undefined;
  const year = Number(today.slice(0, 4));
  // This year's day, or next year's when that one falls on the weekday said; a weekday that matches neither is a
  // slip ("domenica 21 dicembre" in 2026), never a reason to read last year's tables.
  const dates = [year, year + 1].map((y) => new Date(Date.UTC(y, month, day)));
  const found = dates.find((d) => d.getUTCDate() === day && d.getUTCDay() === weekday) ?? dates[0];
  return found?.getUTCDate() === day ? found.toISOString().slice(0, 10) : undefined;
}

/**
 * The day the tables are read at for hours worked: the day this turn names by weekday and date ("e se le fa
 * martedì 8 dicembre?": the tables in force that day, over an earlier turn's day), else, with no day read yet, the
 * month they were worked in.
 */
export function workedDate(text: string, today: string, read: string | undefined): string | undefined {
  if (NOW.test(text)) return undefined;
  return namedWorkDay(text, today) ?? (read ? undefined : workedMonth(text, today));
}

/** The first day of the month hours were worked in ("a gennaio ho fatto 5 ore"), the last one gone. */
export function workedMonth(text: string, today: string): string | undefined {
  if (NOW.test(text)) return undefined;
  for (const pattern of WORKED_MONTH) {
    const m = pattern.exec(text);
    const name = m?.slice(1).find((g) => g !== undefined && MONTHS.includes(g));
    if (name) return lastGone(MONTHS.indexOf(name) + 1, today);
  }
  return undefined;
}

/** The question asks about today ("qual è adesso il mio minimo?"), whatever month its story names. */
export const asksNow = (text: string): boolean => NOW.test(text);

// A verb of hearing or saying before "che": the month after it belongs to what was heard.
// ("ho letto ke a inizio anno c'è un aumento": "che" in chat spelling.)
const REPORTED =
  /\b(?:ho|hai|ha|abbiamo|hanno|mi hanno) (?:sentito|letto|saputo|detto|scritto|visto)(?: dire)? (?:che|ke)\b/;

/** The month named is told in the past in its own clause ("ad ottobre c'è stato un aumento"). */
export function toldInPast(text: string, month: string): boolean {
  const found = new RegExp(String.raw`[^.;?]{0,60}\b${month}\b[^.;?]{0,60}`).exec(text)?.[0] ?? '';
  // "ho sentito che a dicembre cambia qualcosa": what was heard or said is told in its own tense.
  const reported = REPORTED.exec(found.slice(0, found.search(new RegExp(`\\b${month}\\b`))));
  const clause = reported ? found.slice(reported.index + reported[0].length) : found;
  return new RegExp(TOLD_PAST).test(clause);
}

// "quant'era", "quanto prendevo", "quanto valeva": a value asked at a date gone.
const PAST_VALUE = /\bquant[oa]?\s?'?\s?era(?:no)?\b|\bquanto (?:prendev|pagav|guadagnav|valev)\w*/;
/** The question asks what a figure was at a date gone ("e l'anno scorso quant'era?"). */
export const asksPastValue = (text: string): boolean => PAST_VALUE.test(text);

// "a maggio dell'anno scorso", "novembre dell'anno prima": a month in a year said relative to another.
const MONTH_OF_YEAR_SAID = new RegExp(
  String.raw`\b${MONTH}\s+(?:dell'|dell |del )anno\s+(?:scorso|passato|precedente|prima|prossimo|dopo|successivo)\b`,
);
/** The month, as "-MM-01", of "a maggio dell'anno scorso" (the year is read apart). */
export function monthOfYearSaid(text: string): string | undefined {
  const name = MONTH_OF_YEAR_SAID.exec(text)?.[1];
  return name ? `-${String(MONTHS.indexOf(name) + 1).padStart(2, '0')}-01` : undefined;
}
