import { withoutOldLeaving } from './case-changed.js';
import { keptDependants } from './dependants.js';
import { recountsExtraMonths } from './extra-month-switch.js';
// A follow-up's slots: the conversation's, changed only where the new question says otherwise.
import { echoesCount, inheritedOvertime } from './follow-up.js';
import { otherHireYearSaid } from './hire-year-said.js';
import { withChangedHours } from './hours-changed.js';
import { withoutCarriedPay, withoutCarriedPayForHourlyMinimum } from './minimum-only.js';
import { listedMonths, spannedMonths } from './month-span.js';
import { withoutOtherAgreementPay } from './other-agreement-pay.js';
import { anotherWorker, withoutOtherWorkerDates } from './other-worker-dates.js';
import { replacedMonthlyPay } from './replaced-pay.js';
import type { Intent, Slots, TypedRequest } from './request.js';
import { readable } from './text.js';

/** The slots of a follow-up: the conversation's, changed only where the new question (`text`) says otherwise. */
/** A colleague or the same workplace or level: the conversation's case, whatever job the turn names. */
const COLLEAGUE =
  /\b(?:collega|colleghi|colleghe)\b|\bstess[oa] (?:livello|contratto|azienda|albergo|hotel|ditta|datore|struttura)\b/;
/** "da 12 anni nella stessa ditta", "sempre nella stessa azienda": the person's own tenure, not the speaker's firm. */
const TENURE_SAME_FIRM =
  /\b(?:(?:da|per) (?:\S+ ){1,3}?(?:anni|anno|mesi)|sempre) (?:sempre )?(?:nella|nello|nel|presso la|presso lo|con la|alla|allo) stess[oa] (?:azienda|ditta|datore|struttura|albergo|hotel)\b/g;
const colleagueSaid = (text: string) => COLLEAGUE.test(text.replace(TENURE_SAME_FIRM, ' '));

/**
 * "e il portiere di notte?", "quante ferie ha l'addetta alle pulizie?": a short turn about another person by a
 * job found in many workplaces, with no workplace said ("in un'impresa di pulizie", "nel commercio"). The job
 * word may imply another agreement (a porter is also a security firm's), and so may a task of any workplace
 * ("un ragazzo al 6 livello x scaffalature e pulizie" after a shop's question), but the workplace is the
 * conversation's. A job of one sector ("una colf", "un metalmeccanico") still moves it.
 */
const ANY_WORKPLACE_JOB =
  /\b(?:portier[eia]|portinai[oa]|guardian[oi]|custod[ei]|(?:addett[oaie] (?:alle |alla )?)?pulizi\w*|scaffal\w*|autist[ai]|magazzinier[ei]|receptionist|centralinist[ai]|manutentor[ei]|segretari[ao]|cuoc[oa]|camerier[ei]|barist[ai]|lavapiatti|facchin[oi]|giardinier[ei]|elettricist[ai]|capocantier[ei]|capo ?cantier[ei]|capo ?squadra|capisquadra|capo ?turno)\b/;
const WORKPLACE_SAID =
  /\b(?:in|nel|nella|nello|nei|negli|nelle|presso|dal|dalla)\b|\bccnl\b|\bcontratto\b|\b(?:impres[ae]|ditt[ae]|cooperativ[ae]|aziend[ae]|societa) (?:di|delle|che fa)\b/;
const SHORT_TURN = 12;

/** The turn names another person by a job of any workplace, and the conversation's workplace holds. */
export function jobOfTheWorkplace(own: Slots, previous: Slots, text: string): boolean {
  const asked = text.trim();
  // ("e invece la capocantiere, che è impiegata di 5° livello con 7 anni, se si dimette…?": the person's facts
  // said aside between commas do not make the turn long.)
  const counted = asked.replace(/,\s*che [^,]*,/g, ' ');
  return (
    own.agreementsBySector === true &&
    previous.agreements.length > 0 &&
    counted.split(/\s+/).length <= SHORT_TURN &&
    ANY_WORKPLACE_JOB.test(asked) &&
    !WORKPLACE_SAID.test(asked)
  );
}

/**
 * The worker speaking of their own job ("mi abbassa le ore", "vuole portarmi a 10 ore", "se il mio orario
 * fosse su 6 giorni", "ci mettono su sei giorni": the workers of the same firm, the speaker among them).
 */
const OWN_JOB = /\b(?:mi|me|io|mio|mia|miei|mie|ci|noi|nostr[oaie])\b|\w{2}(?:ar|er|ir)mi\b/;
/** Another person named ("mio fratello che fa l'operaio", "una mia amica"): their job, not the worker's. */
const ANOTHER_PERSON =
  /\b(?:mio|mia|miei|mie|suo|sua|un|una|il|la) (?:\w+ )?(?:fratell|sorell|moglie|marit|figli|padre|madre|papa|mamma|amic|colleg|cugin|compagn|ragazz|fidanzat|zi[oaie]\b|nonn|cognat|suocer|nipot|vicin)/;
/** A job or workplace changed or supposed ("se lavorassi", "ora faccio il muratore", "mi hanno offerto"). */
const JOB_CHANGED =
  /\binvece\b|\bse (?:\w+ )?(?:fossi|facessi|lavorassi|passassi|andassi|cambiassi)\b|\bcambi\w* (?:lavoro|settore|contratto|azienda|ditta|mansione)|\b(?:nuovo|altro) (?:lavoro|posto|contratto)\b|\b(?:ora|adesso|da oggi) (?:faccio|lavoro)\b|\bsono passat|\b(?:assunt|offert|propost)\w*/;

/** "dal mese prossimo", "nel 2027", "in gennaio": a time, not a workplace. */
const WHEN =
  /\b(?:dal|dalla|nel|nella|in|a) (?:prossim\w* |quest\w* )?(?:mese|settiman|anno|gennaio|febbraio|marzo|aprile|maggio|giugno|luglio|agosto|settembre|ottobre|novembre|dicembre|\d)\w*/g;

/**
 * "il capocantiere dice che mi abbassa a 12 ore" after "contratto multiservizi": a word of the worker's own
 * workplace that only implies another agreement (a cleaning firm's site has its "capocantiere" too) does not move
 * the worker out of the agreement the conversation named; a workplace said or a job changed still does.
 */
export function namedAgreementHolds(own: Slots, previous: Slots, text: string): boolean {
  const asked = readable(text).replace(WHEN, ' ');
  return (
    own.agreementsBySector === true &&
    previous.agreements.length > 0 &&
    !previous.agreementsBySector &&
    OWN_JOB.test(asked) &&
    !ANOTHER_PERSON.test(asked) &&
    !JOB_CHANGED.test(asked) &&
    !WORKPLACE_SAID.test(asked)
  );
}

/** "invece di 3 anni fossero 7": a count of years replaced by another. */
const INSTEAD =
  /\binvece (?:di|che) (\d{1,2}) anni (?:\w+ )?(?:fossero|sono|fosse|ne avessi|ne avesse|avessi|avesse|con) (\d{1,2})\b/;

/** A whole year said outright ("in un anno intero", "tutto l'anno", "un anno pieno"). */
const WHOLE_YEAR = /\b(?:un |l')?(?:anno (?:intero|pieno|completo)|intero anno)\b|\btutto l'anno\b/;

/**
 * "faccio già da un anno il capoturno", "da sei mesi fa la cassiera", "ricopro da due anni il ruolo di capo
 * reparto": how long the worker has done a role, not their service in the firm. "lavora da loro da tre anni"
 * names the family worked for, not a role: it is the service.
 */
const ROLE_DURATION =
  /\b(?:faccio|fa|fai|svolgo|svolge|ricopro|ricopre|copro|copre)\s+(?:gia\s+|ormai\s+)?da\s+(?:quasi\s+|circa\s+|oltre\s+)?(?:\d{1,2}|un|uno|una|[a-z]{3,12})\s+(?:anni|anno|mesi|mese)\s+(?:il|lo|la|l'|le mansioni|il ruolo|la funzione)\b|\b(?:come|da)\s+(?!(?:loro|noi|voi|lui|lei|sempre|tempo)\b)[a-z]{4,20}\s+(?:gia\s+)?da\s+(?:\d{1,2}|un|uno|una|[a-z]{3,12})\s+(?:anni|anno|mesi|mese)\b/;

/**
 * "faccio già da un anno il capoturno" after "da 7 anni in azienda": the role's time, the service stays the one
 * told before (returned); undefined when the turn tells no role's time over an earlier service.
 */
export function serviceKept(previous: Slots, own: Slots, text: string): number | undefined {
  return previous.seniorityYears !== undefined && own.seniorityYears !== undefined && ROLE_DURATION.test(text)
    ? previous.seniorityYears
    : undefined;
}

// A short follow-up ("e per …", "e se …", "invece …") naming a level as a letter and a digit ("come B3").
const FOLLOW_UP_LEVEL_CODE =
  /^(?:e|ed|invece|ma)\b[^.]{0,80}\b(?:come|al|livello|inquadrat\w*(?: al| come)?)\s+[a-h][1-9]\b/;

export function mergeSlots(previous: Slots, own: Slots, text?: string): Slots {
  const out: Slots = { ...previous, ...stripEmpty(own) };
  out.agreements = own.agreements.length ? own.agreements : previous.agreements;
  if (own.agreements.length && !own.agreementsBySector) delete out.agreementsBySector;
  // "e un mio collega, portiere di notte, stesso livello?": a job word that only implies another agreement does
  // not move a colleague out of the agreement the conversation named.
  if (
    own.agreementsBySector &&
    previous.agreements.length &&
    !previous.agreementsBySector &&
    colleagueSaid(text ?? '')
  ) {
    out.agreements = previous.agreements;
    delete out.agreementsBySector;
  }
  // "e per l'ingegnere che prendiamo come B3?" after a metalworkers' question: a job word that only implies another
  // agreement does not move a follow-up that names a level code out of the agreement the conversation named.
  if (
    own.agreementsBySector &&
    previous.agreements.length &&
    !previous.agreementsBySector &&
    !own.level &&
    FOLLOW_UP_LEVEL_CODE.test(text ?? '')
  ) {
    out.agreements = previous.agreements;
    delete out.agreementsBySector;
  }
  // "e il portiere di notte?" after a chambermaid's question in a hotel: still the hotel's agreement.
  if (jobOfTheWorkplace(own, previous, text ?? '')) {
    out.agreements = previous.agreements;
    if (previous.agreementsBySector) out.agreementsBySector = true;
    else delete out.agreementsBySector;
  }
  // "il suo albergo è un 2 stelle, cambia?" after a comparison of FIPE and Turismo: a workplace that names one of
  // the agreements compared tells a fact of that side, it does not drop the other.
  if (
    own.agreementsBySector &&
    previous.agreements.length >= 2 &&
    own.agreements.length > 0 &&
    own.agreements.every((id) => previous.agreements.includes(id))
  ) {
    out.agreements = previous.agreements;
    if (previous.agreementsBySector) out.agreementsBySector = true;
    else delete out.agreementsBySector;
  }
  out.unknownAgreements =
    own.agreements.length || own.unknownAgreements.length
      ? own.unknownAgreements
      : previous.unknownAgreements;
  // "e se invece di 3 anni fossero 7?": the years the turn replaces are not the ones it asks about.
  const instead = INSTEAD.exec(text ?? '');
  if (instead && out.seniorityYears === Number(instead[1])) out.seniorityYears = Number(instead[2]);
  else {
    const kept = serviceKept(previous, own, text ?? '');
    if (kept !== undefined) out.seniorityYears = kept;
  }
  const kinds = new Set(own.amounts.map((a) => a.kind));
  out.amounts = [...previous.amounts.filter((a) => !kinds.has(a.kind)), ...own.amounts];
  // "io ho solo il minimo": the level's minimum is the pay, not the figure an earlier turn gave (minimum-only.ts).
  withoutCarriedPay(out, text ?? '', own.amounts.length);
  withoutCarriedPayForHourlyMinimum(out, own.amounts, text ?? '');
  withoutOtherAgreementPay(out, previous, own, text ?? '');
  // "e al 3° livello, minimo 1.800,73 € per 14?": the monthly pay named replaces the earlier one (replaced-pay.ts).
  replacedMonthlyPay(out, previous, own, text ?? '');
  // "e le 4 ore di domenica?" after extra hours were valued: the hours the turn says are the ones valued now.
  const saidHours = own.amounts.find((a) => a.kind === 'hours')?.value;
  if (
    previous.extraHours !== undefined &&
    own.extraHours === undefined &&
    own.weeklyHours === undefined &&
    saidHours !== undefined &&
    saidHours <= 24 &&
    !/settiman|\bpart.?time\b|\bal mese\b|\bmensil/.test(text ?? '')
  )
    out.extraHours = saidHours;
  // "rifaccia il conto se le ore della settimana fossero state 50" after 46 worked on a 40-hour week: the week's
  // new total, so the overtime is what it holds beyond the schedule.
  // (Without a schedule read, the earlier week's total less its overtime: "44 ore … le 4 ore di straordinario".)
  const earlierWeek = Math.max(
    ...previous.amounts.filter((a) => a.kind === 'hours').map((a) => a.value),
    Number.NEGATIVE_INFINITY,
  );
  const schedule =
    own.weeklyHours ??
    previous.weeklyHours ??
    (previous.extraHours !== undefined && earlierWeek > previous.extraHours + 24
      ? earlierWeek - previous.extraHours
      : undefined);
  if (
    previous.extraHours !== undefined &&
    own.extraHours === undefined &&
    schedule !== undefined &&
    saidHours !== undefined &&
    saidHours > schedule &&
    saidHours <= schedule + 30 &&
    /settiman/.test(text ?? '')
  ) {
    out.extraHours = saidHours - schedule;
    // (The schedule the earlier week implied is the one the bands are counted from, not the new total.)
    out.weeklyHours ??= schedule;
  }
  withoutOldLeaving(out, own, text ?? ''); // a new leaving day told (case-changed.ts)
  const overtime = inheritedOvertime(previous, own, text);
  if (overtime) out.overtimeKind = overtime;
  withChangedHours(out, previous, own, text ?? '');
  // "per un C3 con dieci anni di anzianità" after a hire of June 2026: the years the turn tells replace the
  // conversation's hire date (and the date that was only that hire date), which would count other years.
  if (own.seniorityYears !== undefined && !own.hireDate && previous.hireDate) {
    delete out.hireDate;
    if (!own.date && previous.date === previous.hireDate) delete out.date;
  }
  // "e una ragazza assunta il 1 marzo di quest'anno?" after "lavora da noi da 4 anni": the hire the turn tells
  // dates the service, the years carried from the earlier case would count another one.
  if (own.hireDate && own.seniorityYears === undefined && previous.seniorityYears !== undefined)
    delete out.seniorityYears;
  // "e il barista, assunto nel 2014?" after a hire of March 2025: the year told replaces the earlier hire date.
  if (!own.hireDate && otherHireYearSaid(text ?? '', previous.hireDate)) {
    if (!own.date && previous.date === previous.hireDate) delete out.date;
    delete out.hireDate;
  }
  // A new hire date replaces the date that was only the old hire date ("e se fosse entrato il 2 giugno?").
  if (own.hireDate && !own.date && previous.date && previous.date === previous.hireDate) delete out.date;
  // "quanto matura in un anno intero?": a whole year, not the months the earlier case worked.
  // The earlier hire date goes too: the months would be counted again from it.
  if (WHOLE_YEAR.test(text ?? '') && own.monthsWorked === undefined && !own.endDate) {
    delete out.monthsWorked;
    delete out.endDate;
    if (!own.hireDate) delete out.hireDate;
  }
  // "e per il ragazzo preso dal 1° novembre al 31 dicembre?" after "questi tre mesi": dates the turn tells count
  // the months again, the earlier case's count does not carry.
  if (own.monthsWorked === undefined && (own.hireDate || (own.endDate && out.hireDate)))
    delete out.monthsWorked;
  // "e il collega che fa solo luglio agosto settembre?" after "in 4 mesi": the months the turn names count again.
  if (
    own.monthsWorked === undefined &&
    previous.monthsWorked !== undefined &&
    !own.hireDate &&
    !own.endDate
  ) {
    const named = listedMonths(text ?? '') ?? spannedMonths(text ?? '', undefined);
    if (named?.months) out.monthsWorked = named.months;
  }
  // "e un'altra colf, assunta quando?": another worker is not dated by the conversation's days.
  if (anotherWorker(text ?? '')) withoutOtherWorkerDates(out, previous, own, text ?? '');
  // "e di quattordicesima?" after the 13ª's months: counted again on the 14ª's own period from the dates told.
  if (recountsExtraMonths(previous, own, text ?? '')) delete out.monthsWorked;
  // "e senza coniuge a carico?": the dependants the turn denies are no longer counted.
  // "e se avessi anche due figli a carico?": added to the dependants already told.
  if (own.dependants && previous.dependants && /\b(?:anche|pure|in piu)\b/.test(text ?? ''))
    out.dependants = { ...previous.dependants, ...own.dependants };
  if (!own.dependants) {
    const kept = keptDependants(previous.dependants, text ?? '');
    if (kept) out.dependants = kept;
    else delete out.dependants;
  }
  // A new year without a new date moves the date to that year.
  if (own.taxYear && !own.date && previous.date && previous.date.slice(0, 4) !== String(own.taxYear))
    delete out.date;
  return out;
}

function stripEmpty(slots: Slots): Partial<Slots> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(slots))
    if (value !== undefined && !(Array.isArray(value) && value.length === 0)) out[key] = value;
  return out as Partial<Slots>;
}

// An intent said outright scores at least this (intents.ts).
const OUTRIGHT = 3;

/** "e per le ferie?" after a comparison: the same agreements compared on the topic it names. */
export function comparesTopic(previous: TypedRequest, own: TypedRequest): boolean {
  return previous.intent === 'comparison' && !own.slots.agreements.length;
}

/**
 * What a follow-up asks besides its intent: after a comparison, the topic it names outright; when it keeps
 * the conversation's question, that question's; else its own.
 */
export function followUpAsked(
  previous: TypedRequest,
  own: TypedRequest & { strength: number },
  keepPrevious: boolean,
  text = '',
): Intent[] {
  if (comparesTopic(previous, own) && own.strength >= OUTRIGHT) return [own.intent];
  // "e x gli autisti? anche loro 40 ore?": the count before, for another group; nothing else the first turn read.
  if (keepPrevious && echoesCount(previous.intent, text)) return [];
  return keepPrevious ? previous.alsoAsked : own.alsoAsked;
}
