import { MONTHS } from '../kb/format.js';
import { PAY_TABLE_INTENTS } from './asked-topic.js';
import { COST_BEFORE, WANTED_BEFORE } from './calc-reading-2.js';
import { AGREEMENT_TOPICS, type Intent, type Slots } from './request.js';
import { asksNow, toldInPast } from './story-month.js';

/**
 * What a conversation's later turn changes, read on its folded text: a figure told as a living cost is not the
 * pay the conversation set; a short turn that names another subject of the agreement asks that subject; a
 * month named without a year ("e da dicembre cambia?") is the table's date.
 */

/** Figures told as living costs ("ho l'affitto da 650 euro"): not pay, so a follow-up keeps the earlier pay. */
export function withoutLivingCosts(slots: Slots, text: string): Slots {
  if (!slots.amounts.length) return slots;
  const digits = text.replace(/(\d)\.(?=\d{3}\b)/g, '$1');
  const amounts = slots.amounts.filter((a) => {
    if (a.kind === 'hours') return true;
    const found = new RegExp(`(?<![\\d,])${String(a.value).replace('.', ',')}(?![\\d])`).exec(digits);
    if (!found) return true;
    const before = digits.slice(0, found.index);
    return !(COST_BEFORE.test(before) && !WANTED_BEFORE.test(before));
  });
  return amounts.length === slots.amounts.length ? slots : { ...slots, amounts };
}

// Subjects of the agreement a short follow-up can move to ("e la tredicesima quando…?", "e il preavviso?").
const TOPICS: readonly [RegExp, Intent][] = [
  // (the 13th month's pay, not "dal tredicesimo mese")
  [
    /(?<!\b(?:dal|al|del|nel) )\b(?:(?:tredicesim|quattordicesim)[ae]\b|1[34]\s*(?:esim[ae]\b|ª))(?!\s+(?:mes|al\b))/,
    'monthly_payments',
  ],
  [/\btfr\b|\bliquidazione\b|\bfine rapporto\b/, 'tfr'],
  [/\bmalatti\w*/, 'sickness_injury'],
  [/\bpreavvis\w*/, 'notice'],
  [
    /(?:\bperiodo di prova\b|\bla prova\b)(?! (?:gia )?(?:superat|passat|finit|conclus|terminat)\w*)/,
    'probation',
  ],
  [/\bferie\b/, 'holidays'],
  [/\brol\b|\bex festivit\w*/, 'rol_ex_festivita'],
  [/\bscatti\b/, 'seniority'],
  // "e di stipendio al 4° livello?" after the holidays: the level's pay ("quanto netto" stays the net's).
  [
    /(?<!\bnett\w* (?:dello |dell'|di )?)\bstipendi[oi]\b|(?<!\b(?:percentual[ei]|quota|parte|per cento) )\b(?:la|di) paga\b(?! (?:oraria|delle|della|del|dei))|\bil minimo\b|\bi minimi\b/,
    'minimum_pay',
  ],
];
// The agreement topics one subject of the conversation can give way to (a renewal is not a subject of the worker's).
// A classification gives way too ("e la quattordicesima ce la danno?" after "che livello dovrei avere come OSS?").
const AGREEMENT_SUBJECTS = new Set<Intent>([
  ...AGREEMENT_TOPICS.filter((intent) => intent !== 'renewal'),
  'classification',
]);
const MAX_WORDS = 12;
// The normal week's hours asked ("l'orario normale quant'è?", "quante ore settimanali sono?"), not overtime's.
const WEEK_HOURS_ASKED =
  /\borario (?:normal\w*|settimanal\w*|di lavoro|contrattual\w*|pieno|a tempo pieno)\b[^?]{0,30}\b(?:quant\w*|qual\w*)|\b(?:quant\w*|qual\w*)\b[^?]{0,30}\borario (?:normal\w*|settimanal\w*|contrattual\w*)\b|\bquante ore\b[^?]{0,30}\b(?:settimanal\w*|a settimana|alla settimana|normal\w*)/;
const OTHER_HOURS =
  /\b(?:straordinar|supplementar|notturn|permess|ferie|rol\b|part.?time|tempo parziale|malatti|104)\w*/;
/** A pay asked ("e quanto prende al mese?", "quanto gli devo dare?", "e lo stipendio?", "il minimo quant'è?"). */
const PAY_ASKED =
  /\bquanto (?:prende|prendo|prenderebbe|guadagna|guadagno|guadagnerebbe|gli devo|le devo|devo dargli|devo darle|dovrei (?:dargli|darle|pagarl\w*)|viene pagat\w*|lo pago|la pago)\b|\b(?:lo )?stipendio\b|\bil minimo\b|\bminimo (?:mensile|lordo|tabellare)\b|\bla paga\b|\bquanto (?:e|sarebbe) (?:la paga|il minimo|lo stipendio)\b|\bnetto\b/;

/** The subject a short follow-up moves to, when it names exactly one other than the conversation's. */
export function switchedTopic(text: string, previous: Intent): Intent | undefined {
  // "e l'orario normale a settimana quante ore è? da noi dicono 40" after overtime or another subject: the week's
  // hours (after a pay, the hours stay the pay's: "e quante ore sono a settimana full time?" sets a calculation).
  const subjectBefore = previous === 'overtime_value' || AGREEMENT_SUBJECTS.has(previous);
  const otherHours = previous === 'working_hours' || previous === 'part_time' || OTHER_HOURS.test(text);
  if (subjectBefore && !otherHours && WEEK_HOURS_ASKED.test(text)) return 'working_hours';
  if (!AGREEMENT_SUBJECTS.has(previous) || text.split(' ').length > MAX_WORDS) return undefined;
  const named = TOPICS.filter(([words]) => words.test(text));
  // "che livello ha un cameriere?" then "e quanto prende al mese?": the pay of the level just decided.
  if (previous === 'classification' && !named.length && PAY_ASKED.test(text))
    return /\bnett[oi]\b/.test(text)
      ? 'gross_to_net'
      : /\ball'ora\b|\borari[ao]\b|\bl'ora\b/.test(text)
        ? 'hourly_rate'
        : 'minimum_pay';
  if (named.length !== 1) return undefined;
  let intent = named[0]?.[1];
  // "e la tredicesima quanto sarà?": the amount, not when it is paid.
  // ("ce la danno? quanto è?", "spetta anche a noi?": whether there is one and what it is, not an amount).
  if (
    intent === 'monthly_payments' &&
    /\bquant[oaie]\b|\bmatur\w*|\bimport/.test(text) &&
    !/\b(?:ce la|ce le) (?:danno|da|date|pagano)\b|\bc'e\b|\bprevist\w*\b/.test(text)
  )
    intent = 'thirteenth_pro_rata';
  return intent === previous ? undefined : intent;
}

/** "maggio di quest'anno", "a maggio del corrente anno": the month said in the year running. */
// ("a giugno di quest anno", the apostrophe left out; "dell'anno in corso".)
const thisYearsMonth = (text: string, month: string): boolean =>
  month !== '' &&
  new RegExp(String.raw`\b${month}\s+(?:di quest'? ?anno|del corrente anno|dell'anno in corso)\b`).test(text);

// A value asked as it was in the month's own sentence ("e a maggio quanto era?", "quanto prendevo a marzo?"):
// the month gone by the date carried ("c'era l'inventario … il contratto scade a marzo" asks no past value).
const PAST_VALUE_WORD = /(?<!c')\b(?:era|erano|prendev\w*|pagav\w*)\b/;
function wasAsked(text: string, month: string): boolean {
  if (!month) return false;
  const clause = new RegExp(String.raw`[^.;?!]{0,60}\b${month}\b[^.;?!]{0,60}`).exec(text)?.[0];
  return clause !== undefined && PAST_VALUE_WORD.test(clause);
}
const PAST = /\b(?:era|erano|prendev\w*|pagav\w*|avev\w*|scors[oa]|fa)\b/;
/** The pay asked in the present ("quant'è", "qual è"), with no word of a change to come. */
const SINCE_NOW =
  /^(?!.*\b(?:diventa|diventera|sara|saranno|sale|salira|passa|passera|cambia|cambiera|aument\w*|arriva|arrivera)\b).*\b(?:quant'?e|quanto e|qual e|quanto prendo)\b/;
/**
 * Turns a month named in a follow-up dates: a pay table's figures, and a comparison of them ("e da dicembre cambia
 * qualcosa x gli studi?" after a comparison of minimums compares the tables of December), and an apprentice's
 * share of the final level's minimum ("e da dicembre? sono ancora al 16° mese").
 */
export const MONTH_DATED: ReadonlySet<string> = new Set([
  ...PAY_TABLE_INTENTS,
  'comparison',
  'apprenticeship',
]);

const CONTRACT_END = /\b(?:scad\w*|termin(?:a|ano|era|eranno)|finisc\w*|fini(?:ra|ranno))\s*(?:\w+\s*)?$/;

/** "e da dicembre cambia qualcosa?": the first day of the month named without a year, the next one to come
 * (the last one gone when the turn speaks in the past: "quanto era a marzo?"). */
export function monthNamed(text: string, today: string): string | undefined {
  // "e dal primo dicembre?", "dal 1° dicembre": a day of the month said without its year, that day.
  // "il contratto che scade a marzo", "finisce a giugno": the end of a contract the story tells is no date asked.
  const match = [
    ...text.matchAll(
      new RegExp(
        String.raw`\b(?:(?:da|dal mese di|a|ad|nel mese di|in|per) |(?:dal|a partire dal) (primo|\d{1,2}) ?°? ?)(${MONTHS.join('|')})\b(?!\s*(?:\d{2,4}|scorso|prossimo|dell))`,
        'g',
      ),
    ),
  ].find((m) => !CONTRACT_END.test(text.slice(Math.max(0, (m.index ?? 0) - 40), m.index)));
  // "qual è adesso il mio minimo?": today's tables, whatever month the story tells (story-month.ts).
  if (!match || asksNow(text)) return undefined;
  const month = MONTHS.indexOf(match[2] ?? '') + 1;
  const asked = match[1] === undefined || match[1] === 'primo' ? 1 : Number(match[1]);
  // A day the month does not have ("dal 31 giugno") is not a date.
  if (asked < 1 || new Date(Date.UTC(2024, month - 1, asked)).getUTCMonth() !== month - 1) return undefined;
  const [year = 0, current = 0] = today.split('-').map(Number);
  // "da giugno quant'è?": what the pay is since that month, in the present — the last one begun, not the next.
  // (Not the month about to start: "da gennaio quanto prendo?" asked in December is the January to come.)
  const since =
    /^da\b/.test(match[0]) && SINCE_NOW.test(text) && month <= current && month !== (current % 12) + 1;
  const past = since || PAST.test(text) || toldInPast(text, match[2] ?? '');
  // "a maggio di quest'anno": the month of the year running, gone or to come.
  const y = thisYearsMonth(text, match[2] ?? '')
    ? year
    : past
      ? month <= current
        ? year
        : year - 1
      : month >= current
        ? year
        : year + 1;
  return `${y}-${String(month).padStart(2, '0')}-${String(asked).padStart(2, '0')}`;
}

/** "prima dell'aumento", "prima del rinnovo", "prima della nuova tranche": the table in force before a rise. */
const BEFORE_RISE =
  /\bprima (?:dell'|del |della )(?:aument\w*|rinnov\w*|(?:nuov[oa] |prossim[oa] )?tranche)\b/;

/**
 * The month a follow-up names: with no date in the conversation, as `monthNamed` reads it; after a date the
 * conversation carries ("i minimi di maggio 2026" → "e da ottobre?"), its first occurrence from that date on; none
 * when the follow-up says a full date of its own.
 */
/** "il mese dopo", "il mese successivo", "il mese prima": a month said relative to the conversation's. */
export const RELATIVE_MONTH =
  /\b(?:il|al|nel|per il|dal) mese (dopo|successivo|seguente|prossimo|prima|precedente)\b|\b(?:il|al|nel|dal) (successivo|precedente) mese\b/;

function monthShift(text: string): number {
  const m = RELATIVE_MONTH.exec(text);
  if (!m) return 0;
  return /prima|precedente/.test(m[1] ?? m[2] ?? '') ? -1 : 1;
}

function shiftMonth(date: string, by: number): string {
  const [year = 0, month = 1] = date.split('-').map(Number);
  const index = year * 12 + month - 1 + by;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}-01`;
}

export function followUpMonth(
  text: string,
  today: string,
  carried: string | undefined,
  own: string | undefined,
): string | undefined {
  // "e la quota di adesso (prima dell'aumento)?" after a tranche to come: today's table, not the one carried.
  if (
    own === undefined &&
    carried !== undefined &&
    carried > today &&
    (asksNow(text) || BEFORE_RISE.test(text))
  )
    return today;
  // "e per il mese dopo?": the month after the one the conversation asked (the one before, said so).
  const shift = own === undefined && carried !== undefined ? monthShift(text) : 0;
  if (shift && carried) return shiftMonth(carried, shift);
  const named = own === undefined || carried === undefined ? monthNamed(text, today) : undefined;
  if (!named || carried === undefined) return carried === undefined ? named : undefined;
  // "a maggio di quest'anno": the year running, whatever date the conversation carries.
  if (thisYearsMonth(text, MONTHS[Number(named.slice(5, 7)) - 1] ?? '')) return named;
  const month = Number(named.slice(5, 7));
  const [year = 0, from = 0] = carried.split('-').map(Number);
  // "e a maggio quanto era?" after today's minimum: the last May gone by the date carried, not the next one.
  const y = wasAsked(text, MONTHS[month - 1] ?? '')
    ? month <= from
      ? year
      : year - 1
    : month >= from
      ? year
      : year + 1;
  return `${y}-${String(month).padStart(2, '0')}${named.slice(7)}`;
}
