import { MONTHS } from '../kb/format.js';
import { asksRenewalIncrease } from './asked-increase.js';
import { askedClause } from './asking-clause.js';
import { monthNamed } from './follow-up-changes.js';
import { indexationRenewal } from './indexation-asked.js';
import type { TypedRequest } from './request.js';

/**
 * A renewal's increase asked by the month it came in ("a novembre c'era un aumento, di quanto è?", "l'aumento di
 * novembre quant'era?", "a febbraio mi aumentano lo stipendio: di quanto?"): that month's tranche, the last one
 * gone when the turn speaks in the past, the next one to come otherwise. A month with a year or a day is read by
 * the date slots already.
 */
const MONTH = MONTHS.join('|');
const INCREASE_IN_MONTH = new RegExp(
  String.raw`\b(?:a|ad|da|di|dal mese di|nel mese di|in) (?:${MONTH})\b[^.?]{0,40}\b(?:aument|tranche|scatt\w* (?:del|il) minim)|\b(?:aument\w*|tranche)\b[^.?]{0,25}\b(?:a|ad|di|da|in) (?:${MONTH})\b`,
);

// The month a payslip is of ("la busta di ottobre", "il cedolino di settembre"): a month paid, not the increase's.
const PAYSLIP_MONTH_G = new RegExp(
  String.raw`\b(busta(?: paga)?|cedolino|stipendio) (?:di|del mese di) (?:${MONTH})\b(?!\s*\d)`,
  'g',
);
// Another month left once the payslip's is set aside: the increase's own.
const ANY_MONTH = new RegExp(String.raw`\b(?:${MONTH})\b`);

// The asking clause asks a rise's amount ("di quanto aumenta il minimo … da dicembre?", "quant'è la tranche di
// marzo?"), not the arrears of one ("l'aumento di giugno 2026 ce lo mettono solo da ottobre: quanto di arretrati?").
const ASKED_RISE =
  /^(?!.*\b(?:arretrat|una tantum))(?:.*\bdi quanto (?:aument|sal|cresc)\w*|.*\bquant\w* (?:e |sara |vale )?(?:l'|la |il )?(?:aumento|tranche)\b|.*\b(?:aumento|tranche)\b[^?]{0,30}\bdi quanto\b)/;

/** "a novembre è scattato un aumento": a month's increase, not an increment of seniority. */
const MONTH_RISE = /\bscatt\w* (?:l'|un |un altro )?aument/;
const SENIORITY_WORDS = /anzianit|anni di servizio|\bscatti\b|biennal|triennal/;

// "dal 1° novembre", "dal primo di novembre": the month's first day, said without a year, is the month.
const FIRST_DAY = new RegExp(
  String.raw`\bdal(?:l')? ?(?:1|primo)(?:°|o)? (?:di )?(${MONTH})\b(?!\s*\d)`,
  'g',
);

/**
 * The pay asked for now beside the month's increase ("quanto deve essere la paga lorda ora? a ottobre doveva
 * esserci un aumento ma non lo vedo"): the minimum in force today, which holds the increase if it came. When the
 * increase's amount is asked too ("di quanto doveva salire a giugno e a quanto deve essere adesso?"), the renewal
 * answers both (the increase and the minimum it brings), so it stays the renewal's.
 */
// ("e oggi, dopo la tranche di giugno 2026, quanto è il minimo C3?": today's minimum, the tranche behind it.)
const PAY_NOW =
  /\bquanto (?:deve|dovrebbe|devo|dovrei|dovremmo|mi spetta|spetta|prendo|prenderei)\b[^.?]{0,40}\b(?:ora|adesso|oggi|ad oggi|attualmente|in questo momento)\b|\b(?:ora|adesso|oggi|ad oggi|attualmente) quanto (?:deve|dovrebbe|devo|dovrei|mi spetta|spetta)\b|\b(?:adesso|oggi|ad oggi|attualmente)\b,? dopo (?:la |l')?(?:tranche|aumento)\b[^.?]{0,30}\bquant\w* (?:e|vale) (?:il |l'|lo )?(?:minim|stipendi|paga)\w*/;

/**
 * A tranche asked by its day ("quanto è entrato con la tranche di luglio 2026 sui minimi?", "la tranche di
 * luglio 2026 di quanto era?"): the tranche's increase, not the minimum in force that day ("è entrato" is the
 * money that came in, not a hire).
 */
const TRANCHE_ASKED =
  /\b(?:quanto|quant'e|di quanto)\b[^.?]{0,40}\b(?:con|nella|dalla|la|alla) tranche\b|\btranche\b[^.?]{0,40}\b(?:quanto|quant'e|di quanto)\b/;

/**
 * The tranche said as the day's landmark ("quella di luglio 2025, cioè dopo la tranche di luglio: quanto era?"):
 * the figure in force after it is asked, not the tranche's amount ("di quanto" asks that).
 */
const AFTER_TRANCHE = /\bdopo (?:la |l'|l')?(?:tranche|aumento)\b/;

function trancheAsked(request: TypedRequest, text: string): Partial<TypedRequest> | undefined {
  const { date, hireDate } = request.slots;
  if (request.intent !== 'minimum_pay' || !date || !TRANCHE_ASKED.test(text)) return undefined;
  if (AFTER_TRANCHE.test(text) && !/\bdi quanto\b/.test(text)) return undefined;
  // ("oggi, dopo la tranche di giugno, quanto è il minimo?": today's minimum, the tranche named behind it.)
  if (PAY_NOW.test(text)) {
    const { date: _behind, taxYear: _tax, ...today } = request.slots;
    return { slots: today, alsoAsked: request.alsoAsked.filter((i) => i !== 'renewal') };
  }
  const { hireDate: _hire, taxYear: _year, ...slots } = request.slots;
  return {
    intent: 'renewal',
    alsoAsked: request.alsoAsked.filter((i) => i !== 'renewal'),
    slots: hireDate === date ? slots : { ...slots, ...(hireDate ? { hireDate } : {}) },
  };
}

/**
 * "nn dovevano aumentarmi a novembre? di quanto??", "a giugno non mi hanno aumentato, di quanto doveva essere?":
 * a month's raise expected and its amount asked, with no figure of the pay, is the renewal's tranche, whatever
 * pay intent the agent's hint gave.
 */
const RISE_AMOUNT_ASKED = /\bdi quanto\b/;

export function renewalMonth(request: TypedRequest, said: string, today: string): Partial<TypedRequest> {
  // ("l'adeguamento istat dei minimi è cambiato col rinnovo?": the renewal's clause, indexation-asked.ts.)
  const indexed = indexationRenewal(request, said);
  if (indexed) return indexed;
  const text = said.replace(FIRST_DAY, 'da $1');
  const expected =
    ['gross_to_net', 'minimum_pay'].includes(request.intent) &&
    !request.slots.amounts.length &&
    INCREASE_IN_MONTH.test(text) &&
    RISE_AMOUNT_ASKED.test(askedClause(text)) &&
    !/\bnett|\bscatt|\barretrat/.test(text);
  if (!expected) return monthOfRenewal(request, text, today);
  return { intent: 'renewal', ...monthOfRenewal({ ...request, intent: 'renewal' }, text, today) };
}

function monthOfRenewal(request: TypedRequest, text: string, today: string): Partial<TypedRequest> {
  const tranche = trancheAsked(request, text);
  if (tranche) return tranche;
  if (
    request.intent === 'renewal' &&
    PAY_NOW.test(text) &&
    INCREASE_IN_MONTH.test(text) &&
    !asksRenewalIncrease(text)
  ) {
    const { date: _month, taxYear: _year, ...slots } = request.slots;
    return { intent: 'minimum_pay', slots };
  }
  const rise =
    request.intent === 'seniority' &&
    MONTH_RISE.test(text) &&
    !SENIORITY_WORDS.test(text) &&
    INCREASE_IN_MONTH.test(text);
  if ((request.intent !== 'renewal' && !rise) || !INCREASE_IN_MONTH.test(text)) return {};
  // "a novembre 2026 scatta un aumento?": the month's year read already, the increase is a renewal's.
  if (request.slots.date) {
    // "…dopo quelli di marzo e ottobre 2024: di quanto aumenta il minimo da dicembre?": the asking clause's month
    // without a year is the tranche asked, not a month of the story's tranches already paid.
    const asked = askedClause(text);
    const month =
      request.intent === 'renewal' && ASKED_RISE.test(asked) && ANY_MONTH.test(asked)
        ? monthNamed(asked, today)
        : undefined;
    if (month && month.slice(0, 7) !== request.slots.date.slice(0, 7)) {
      const { taxYear: _year, ...slots } = request.slots;
      return { slots: { ...slots, date: month } };
    }
    if (!rise) return {};
    const { seniorityIncrements: _increments, ...slots } = request.slots;
    return { intent: 'renewal', slots };
  }
  // ("vi giro la busta di ottobre … a giugno c'è stato l'aumento": the payslip's month is not the increase's.)
  const withoutPayslip = text.replace(PAYSLIP_MONTH_G, '$1');
  const increaseText = ANY_MONTH.test(withoutPayslip) ? withoutPayslip : text;
  // ("l'aumento di giugno": the month said with "di" is the one the increase came in.)
  const date = monthNamed(
    increaseText.replace(new RegExp(String.raw`\bdi (${MONTH})\b`, 'g'), 'a $1'),
    today,
  );
  return date ? { intent: 'renewal', slots: { ...request.slots, date } } : {};
}
