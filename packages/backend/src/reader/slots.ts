import { MONTH_NAMES, MONTHS } from '../kb/format.js';
import type { KnowledgeBase } from '../kb/knowledge-base.js';
import { readAgreements } from './agreements.js';
import { approximateStaff, boundedStaff, staffInWords } from './approximate-counts.js';
import { kindAskedFirst } from './asked-kinds.js';
import { askedClauseLevel } from './asked-level.js';
import { withoutDeniedDays } from './denied-days.js';
import { NIGHT_DENIED_AROUND } from './denied-night.js';
import { readDependants } from './dependants.js';
import { spanOverHire } from './event-dates.js';
import { AFTER_DAY_HOURS, readExtraHours, STAYED_LATE } from './extra-hours.js';
import { firstCapture } from './first-capture.js';
import { DENIED_OVERTIME, followUpOrdinalLevel } from './follow-up.js';
import { readHire } from './hire-said.js';
import { HOLIDAY_SEASON_OR_WEEKEND } from './holiday-season.js';
import { incrementsCount } from './increments-count.js';
import { leavingDate } from './leaving-date.js';
import { levelAfterChange, readLevel } from './levels.js';
import { livingInSaid } from './living-in.js';
import { askedAmounts as readAmounts } from './minimum-only.js';
import { NIGHT_OF_GOODS, NIGHT_TITLE, smallHoursOfNightJob } from './night-job-hours.js';
import { countValue, parseNumber } from './numbers.js';
import { withoutOthersService } from './others-service.js';
import { ownLevelWords } from './own-level.js';
import { parseDate } from './parse-date.js';
import { unsignedPartTimeShare } from './part-time-share.js';
import { withoutPaymentDeadlines } from './payment-deadline.js';
import { monthlyTimesPayments, paymentsCount } from './payments-count.js';
import { readPlace } from './places.js';
import { TIME_AFTER_A } from './preposition-a.js';
import { outsideQuotes } from './quoted-text.js';
import type { Slots } from './request.js';
import { serviceYears } from './service-length.js';
import {
  onlySigningDayBesideNow,
  withoutLawYears,
  withoutRenewalYears,
  withoutSigningDates,
} from './signing-dates.js';
import { weeklyHoursSaid } from './weekly-hours.js';
import { readYear, yearAsked } from './year-since.js';

const NIGHT_DENIED =
  /\b(?:non|ne|nessun[ao]?|invece (?:che|di)|anziche|al posto d\w+) (?:e |era |sono |erano |si tratta di |di |in )?(?:(?:ore|ora) )?(?:(?:di )?notte|notturn\w*|lavoro notturno)\b/g;
// "di sera fino a mezzanotte", "prima di mezzanotte": the hours end at midnight, they are not said to be at night.
const UNTIL_MIDNIGHT = /\b(?:fino a|fino alla|entro|entro la|prima di|prima della) mezz?a ?nott?e\b/g;
const count = (raw: string | undefined) => (raw === undefined ? undefined : countValue(raw));
const COUNT = '(\\d+|un[oa]?|due|tre|quattro|cinque|sei|sette|otto|nove|dieci|undici|dodici)';

// A named public holiday worked ("a Pasqua ha lavorato 4 ore", "le ore fatte a Ferragosto", "ci fa lavorare l'8
// dicembre"): holiday hours.
const HOLIDAY_NAMES =
  'pasqua|pasquetta|natale|santo stefano|capodanno|ferragosto|epifania|primo maggio|ognissanti|immacolata|' +
  // The patron saint's day ("il giorno del Santo Patrono ha lavorato 8 ore") and San Francesco (from 2026).
  '(?:santo )?patrono|festa patronale|san francesco|' +
  // Days named by their date, not a table's date ("dal 1° maggio 2026").
  String.raw`(?:1 ?°? ?(?:maggio|novembre|gennaio)|25 aprile|2 giugno|15 agosto|8 dicembre|6 gennaio|2[56] dicembre|4 ottobre)(?! ?\d{4})`;
const HOLIDAY_WORKED = new RegExp(
  String.raw`\b(?:${HOLIDAY_NAMES})\b[^.?]{0,40}\b(?:lavorat\w*|or[ae]|turno|venut\w*|straordinar\w*)\b|\b(?:lavorat\w*|lavorar\w*|lavoriamo|or[ae]|turno|venut\w*|straordinar\w*)\b[^.?]{0,30}\b(?:${HOLIDAY_NAMES})\b`,
);

/** Overtime worked at night, on a holiday, or both. */
const overtimeOf = (night: boolean, holiday: boolean): Slots['overtimeKind'] =>
  night && holiday
    ? 'straordinario_notturno_festivo'
    : night
      ? 'straordinario_notturno'
      : holiday
        ? 'straordinario_festivo'
        : 'straordinario';

/** Half-time work said in words, not as a percentage. */
const HALF_TIME = /\b(?:a |in )?(?:meta|mezzo) (?:tempo|orario)\b|\bpart.?time (?:a |al )?meta\b/;

/**
 * Every slot a folded question states, against the knowledge base's agreements. `agreementsFor` gives the
 * agreement the level is read in (its own codes: "4° livello", "C3", "BS").
 */
export function readSlots(kb: KnowledgeBase, text: string, written: string): Slots {
  const { known, unknown, bySector } = readAgreements(kb, text);
  // A law's number and year ("L. 207/2024") date no day asked (signing-dates.ts).
  const original = written;
  const datedOriginal = withoutLawYears(written);
  const dated = withoutLawYears(text);
  const slots: Slots = { agreements: known, unknownAgreements: unknown, amounts: readAmounts(text) };
  if (bySector) slots.agreementsBySector = true;

  // A signing day beside the day asked ("ipotesi del 22.11.2025: la tranche di giugno 2026") gives way to it.
  // (A payment's deadline beside the period it pays, "trimestre ottobre-dicembre 2026 … entro il 10 gennaio 2027",
  // is not the day asked either: payment-deadline.ts.)
  const unsigned = withoutPaymentDeadlines(withoutSigningDates(datedOriginal));
  const ownDate =
    unsigned !== datedOriginal
      ? (parseDate(unsigned) ?? parseDate(withoutPaymentDeadlines(withoutSigningDates(dated))))
      : undefined;
  // ("in vigore oggi, dopo il rinnovo firmato a dicembre 2025": today is asked, not the signing's day.)
  const nowOverSigning = onlySigningDayBesideNow(dated, ownDate);
  const date = nowOverSigning
    ? undefined
    : (ownDate ??
      // A day asked outside a text pasted between quotes comes before the pasted text's own days (quoted-text.ts).
      (outsideQuotes(datedOriginal) !== datedOriginal
        ? parseDate(outsideQuotes(datedOriginal))
        : undefined) ??
      parseDate(datedOriginal) ??
      parseDate(dated));
  if (date) slots.date = date;
  // ("con il rinnovo del 2024 a quanto arriva?": the renewal's year is not the year asked, signing-dates.ts.)
  const yearText = withoutRenewalYears(withoutPaymentDeadlines(dated));
  const year = nowOverSigning ? undefined : yearAsked(yearText, readYear(yearText), date);
  if (year) slots.taxYear = year;

  // "invece delle 14 mensilità ne avessi 13": the count kept, not the one replaced (payments-count.ts).
  const payments = paymentsCount(text);
  if (payments !== undefined) slots.payments = payments;
  slots.amounts = monthlyTimesPayments(text, slots.amounts); // "1.970,37 € × 14": a monthly gross

  Object.assign(slots, readPlace(text, original));

  const partTime = firstCapture(
    text,
    // ("part-time orizzontale al 75%": the kind of part-time between the words and the share.)
    /part.?time\s*(?:(?:orizzontale|verticale|mist[oa]|ciclic[oa])\s+)?(?:al |all'|alla |del |a |di |in )?(\d+(?:[.,]\d+)?)\s*%/,
    // "se il mio part time fosse al 60%", "il part-time è del 75%".
    /part.?time\s+(?:fosse|sia|sara|diventa|diventasse|passa|passasse|salisse|sale|e|era)\s+(?:al |del |a |di )?(\d+(?:[.,]\d+)?)\s*%/,
    /(\d+(?:[.,]\d+)?)\s*%\s*(?:di |in )?part.?time/,
    /part.?time\s*(?:al |del )?(\d+)\s*per ?cento/,
  );
  if (partTime) slots.partTimePercent = parseNumber(partTime);
  // "e part time 50?", "part-time al 60": the share typed without its sign (part-time-share.ts).
  else if (unsignedPartTimeShare(text) !== undefined) slots.partTimePercent = unsignedPartTimeShare(text);
  // "a metà tempo", "mezzo tempo", "part-time a metà": half of the full-time hours.
  else if (HALF_TIME.test(text)) slots.partTimePercent = 50;
  const increments = incrementsCount(text);
  if (increments !== undefined) slots.seniorityIncrements = increments;
  const years = firstCapture(
    withoutOthersService(text),
    new RegExp(`\\b${COUNT}\\s*anni\\s*(?:di\\s+)?(?:anzianit|servizio|in azienda)`),
    new RegExp(`anzianit\\w*\\s*(?:di\\s*)?${COUNT}\\s*anni`),
    new RegExp(
      `(?:lavora|in azienda|assunt[oa]|in servizio|sta da noi|e da noi|e con noi)\\s*da\\s*${COUNT}\\s*ann[oi]\\b`,
    ),
    new RegExp(`\\b(?:con noi|da noi|presso di noi|in ditta)\\s*(?:ormai\\s*)?da\\s*${COUNT}\\s*anni`),
    // "è da noi dal 2012, quindi 14 anni": the service start's year with its years counted.
    new RegExp(
      `\\bdal(?:l')?\\s*(?:19|20)\\d\\d,?\\s*(?:quindi|cioe|ossia|ovvero|sono)\\s*(?:circa\\s*|ormai\\s*|quasi\\s*)?${COUNT}\\s*anni\\b`,
    ),
    new RegExp(`\\bcon\\s*${COUNT}\\s*anni\\b(?! di esperienza)`),
    // "lavoro nello stesso stabilimento da 20 anni": a duration with no other meaning is the service.
    new RegExp(
      `\\bda\\s*(?:ormai\\s*|quasi\\s*|oltre\\s*)?${COUNT}\\s*anni\\b(?!\\s*(?:di eta|fa\\b|di esperienza))`,
    ),
  );
  if (years !== undefined) slots.seniorityYears = count(years);
  // "da quasi sei anni": not yet six whole years (an increment or a band of six years is not reached).
  if (years !== undefined && new RegExp(`\\bquasi\\s*${years}\\s*anni`).test(text))
    slots.seniorityYears = (slots.seniorityYears ?? 0) - 0.1;
  // "da 1 anno e mezzo", "da due anni e tre mesi", "l'anzianità … fosse di tre anni" (service-length.ts):
  // read when the rules above read nothing, or only the whole years of it.
  const service = serviceYears(withoutOthersService(text));
  if (service !== undefined && (years === undefined || !Number.isInteger(service)))
    slots.seniorityYears = service;

  const { hireDate: hire, endDate: spanEnd } = spanOverHire(text, readHire(text));
  if (hire) slots.hireDate = hire;
  if (spanEnd) slots.endDate = spanEnd;
  // The date read is the hiring's and another, later year is said ("assunta 01/03/2024, costo annuo 2026",
  // "CEDOLINO 10/2026 … DATA ASS. 01/04/2022"): the hiring is not the day asked, nor its year the tax year.
  const later = [...text.matchAll(/\b(20[1-3]\d)\b/g)]
    .map((m) => Number(m[1]))
    .filter((y) => hire !== undefined && y > Number(hire.slice(0, 4)));
  const numericHire = hire
    ? new RegExp(
        `\\b0?${Number(hire.slice(8, 10))}[/.-]0?${Number(hire.slice(5, 7))}[/.-]${hire.slice(0, 4)}\\b`,
      ).test(text)
    : false;
  if (hire && slots.date === hire && numericHire && later.length) {
    delete slots.date;
    const said = readYear(
      text
        .replace(/\b\d{1,2}[/.-]\d{1,2}[/.-](\d{2,4})\b/g, ' ')
        .replace(new RegExp(`\\b(?:${MONTH_NAMES})\\s+(?:del\\s+)?${hire.slice(0, 4)}\\b`, 'g'), ' '),
    );
    slots.taxYear = said && said > Number(hire.slice(0, 4)) ? said : Math.max(...later);
  }
  const months = firstCapture(
    text,
    new RegExp(`\\b${COUNT}\\s*mesi\\s*(?:di\\s+)?(?:lavor|servizio|effettiv|maturat|lavorat)`),
    new RegExp(
      `(?:(?:lavorato|lavorati|per|dopo|matura\\w* in|in soli|in|rimast[oaie]|restat[oaie]|stat[oaie]|durat[oaie])\\s*(?:(?:questi|quest[ie] ultimi|quei|gli|i|altri|ulteriori)\\s+)?|\\bcon (?:questi|quest[ie] ultimi|quei|altri|ulteriori)\\s+)${COUNT}\\s*mesi\\b(?! di (?:preavviso|prova|comporto|disoccupazion\\w*|malattia|cassa integrazione|maternita|aspettativa|congedo|ricerca|inattivita|stage|tirocinio|corso))`,
    ),
    new RegExp(`\\b${COUNT}\\s*mesi\\s*di\\s*(?:tfr|tredicesim|quattordicesim|rate)`),
    new RegExp(`(?:tfr|tredicesim\\w*|quattordicesim\\w*|rate[oi])\\s*(?:di|per)\\s*${COUNT}\\s*mesi`),
    // "commessa a termine 3 mesi", "un tempo determinato di sei mesi": the whole contract's length.
    new RegExp(`\\b(?:a termine|(?:a )?tempo determinato)\\s*(?:di|per|da)?\\s*${COUNT}\\s*mesi\\b`),
  );
  if (months !== undefined) slots.monthsWorked = count(months);

  const dependants = readDependants(text);
  if (dependants) slots.dependants = dependants;

  const staff = firstCapture(
    text,
    // ("3 dipendeti": the typo mender reads it as "dipendente"; a count of 2 or more is still the staff.)
    /\b(\d+)\s*dipendenti\b|\b([2-9]|\d{2,})\s*dipendente\b/,
    // "il negozio che ne ha 35 di dipendenti": the count before "di", the staff after it.
    /\b(\d{1,4})\s+di\s+(?:dipendenti|addetti)\b/,
    /\b(?:azienda|ditta|impresa)\s*(?:con|di|da)\s*(\d+)\s*(?:dipendenti|addetti|persone)/,
    // "siamo a otto dipendenti", "abbiamo tre addetti": a count in words (never "un dipendente", the worker).
    /\b(due|tre|quattro|cinque|sei|sette|otto|nove|dieci|undici|dodici|quindici|venti|trenta)\s*(?:dipendenti|addetti)\b/,
    // "siamo in 9 compresi i titolari", "in negozio siamo in sei in tutto": the firm's people, told as "we".
    /\bsiamo (?:in )?(\d{1,3}|due|tre|quattro|cinque|sei|sette|otto|nove|dieci|undici|dodici|quindici|venti|trenta)\s*(?:persone\s*)?(?:compres\w*|inclus\w*|in tutto|contando|con (?:il|la|i|le) titolar\w*|tra (?:dipendenti|titolari|operai)|in (?:azienda|ditta|negozio|ufficio|bottega|studio|officina|laboratorio|cantiere|ferramenta))\b/,
    // "noi siamo in 20, giusto?", "(commercio, siamo in 8)": the firm's people told as "we", the count closing
    // its clause.
    /\bsiamo in (\d{1,3})\s*(?=[,.;:?!)]|$)/,
    // "e se i dipendenti sono 45?", "se gli addetti fossero 12": the staff changed, the count after the verb.
    /\b(?:dipendenti|addetti)\s+(?:sono|siano|fossero|diventano|diventassero|salgono a|passano a|arrivano a|scendono a)\s+(\d{1,4})\b(?!\s*(?:ore|euro|€|%|anni|giorni|mesi|settimane))/,
    // A letter's header: "(dipendenti in forza: 12)", "dipendenti occupati n. 40".
    /\bdipendenti (?:in forza|occupati|in organico)\s*(?::|n\.?|pari a)?\s*(\d{1,4})\b/,
  );
  const bounded = boundedStaff(text);
  if (bounded !== undefined) slots.employees = bounded;
  else if (staff !== undefined) slots.employees = count(staff);
  else if (approximateStaff(text) !== undefined) slots.employees = approximateStaff(text);
  else if (staffInWords(text) !== undefined) slots.employees = staffInWords(text);
  // "dopo le 22", "dalle 23 all'una": the hours between 22 and 6 are night hours.
  // A night job's title ("portiere di notte", "guardia notturna") names the job, not night hours asked.
  // "non è notte e non è festivo": night denied is not night.
  // "oltre le 24" of a 24-hour part-time week ("qualche ora in più oltre le 24"): beyond the week, not midnight.
  const weekHours = /\b(\d{1,2}) ore (?:settimanal\w*|a settimana|alla settimana|la settimana)\b/.exec(
    text,
  )?.[1];
  const clock =
    /\b(?:dopo le|dalle|oltre le|tra le|fra le) (22|23|24|00?)(?:[:.]\d\d)?\b(?!\s*(?:ore|settimanal|€|euro))/.exec(
      text,
    );
  // ("le notti come me le pagano?" asks night work; "faccio notti e domeniche" beside a holiday asked tells shifts.)
  let night =
    smallHoursOfNightJob(text) ||
    /notturn|di notte|\bmezz?a ?nott?|\bnotte\b|\bstanott[ea]\b/.test(
      text
        .replace(NIGHT_TITLE, ' ')
        .replace(NIGHT_DENIED_AROUND, ' ')
        .replace(NIGHT_DENIED, ' ')
        .replace(UNTIL_MIDNIGHT, ' ')
        .replace(NIGHT_OF_GOODS, ' '),
    ) ||
    (/\bnotti\b/.test(text) && !/domenic|festiv/.test(text)) ||
    (clock !== null &&
      !(
        /^oltre/.test(clock[0]) &&
        (clock[1] === weekHours ||
          /\bor[ae] (?:in piu|extra|aggiuntiv\w*|supplementar\w*) oltre le \d/.test(text))
      ));
  // A public holiday named by its day ("a Natale", "il 25 dicembre") or said as "festa" ("che è festa") is one too.
  // ("aperture straordinarie fino all'Epifania": extra openings of the shop, not overtime on a holiday.)
  const undenied = withoutDeniedDays(text)
    .replace(/\b(?:apertur|chiusur|vendit|saldi|inventari)\w* straordinar\w*/g, ' ')
    .replace(HOLIDAY_SEASON_OR_WEEKEND, ' ');
  let holiday =
    (/festiv|domenic|\b(?:e|giorno di|giorni di|era|sara) festa\b|\bfesta (?:nazionale|comandata|infrasettimanale|patronale)\b|\bnatale\b|santo stefano|capodanno|pasquetta|ferragosto|\b(?:25|26) dicembre\b(?! ?\d{4})|\b1 (?:gennaio|maggio)\b(?! ?\d{4})|\bprimo maggio\b/.test(
      undenied,
    ) &&
      !/ex.?festivit/.test(text)) ||
    HOLIDAY_WORKED.test(undenied);
  const firstAsked = kindAskedFirst(text);
  if (firstAsked) ({ night, holiday } = firstAsked);
  // Overtime is read up to the first kind asked: "quando è il mio turno normale?" after it denies nothing of it.
  const overtimeText = firstAsked?.upTo ?? text;
  // Hours beyond the schedule said in other words ("quelle ore extra di domenica", "resta oltre il suo
  // orario") are overtime too; overtime only denied ("il notturno normale, non straordinario") is not.
  if (
    /straordinar|\bor[ae] (?:in piu|extra|aggiuntiv\w*|in eccedenza|eccedent\w*)\b|\boltre (?:il (?:suo|mio|proprio|normale) |l')orario\b|\bfuori (?:dal(?:l')? )?orario\b|\b(?:fermar|restar|rimaner|trattener|fermat|restat|rimast|trattenut)\w* (?:\w+ ){0,3}?or[ae] (?:in piu|dopo (?:il|la|l') ?(?:turno|orario|fine|chiusura)|oltre)\b|\b(?:fermar|restar|rimaner|trattener|fermat|restat|rimast|trattenut)\w* (?:\w+ ){0,2}?dopo (?:il|la|l') ?(?:turno|orario|fine turno|chiusura)\b|\bor[ae] (?:\w+ )?dopo (?:la )?fine (?:del |dell')?(?:turno|orario)\b|(?<!\bnon )\b(?:or[ae]|lavor\w*|facc\w*|fatt[oae]) (?:\w+ ){0,2}?oltre (?:le|la) (?:36|38|39|40|44|48)(?:a|esima)?(?: ore)? (?:settimanal\w*|a settimana|alla settimana|della settimana)\b|\bor[ae] (?:\w+ ){0,2}?oltre la (?:4\d|5\d)(?:a|esima)\b|\b(?:oltre|in aggiunta|in piu rispetto) (?:alle|le|a) (?:mie |sue |tue |loro |proprie )?(?:3[5-9]|4\d) ore (?:normali|ordinari\w*|settimanal\w*|contrattual\w*|di contratto|della settimana)\b/.test(
      overtimeText.replace(new RegExp(DENIED_OVERTIME.source, 'g'), ''),
    ) ||
    AFTER_DAY_HOURS.test(overtimeText) ||
    STAYED_LATE.test(overtimeText)
  )
    // Both at night and on a holiday ("la notte di Natale", "la domenica notte"): the combined surcharge.
    slots.overtimeKind = overtimeOf(night, holiday);
  else if (night && holiday) slots.overtimeKind = 'notturno_festivo';
  else if (night) slots.overtimeKind = 'notturno';
  else if (holiday) slots.overtimeKind = 'festivo';
  const extra = readExtraHours(text);
  if (extra !== undefined) slots.extraHours = extra;
  // "fa già le sue 54 ore; stanotte si è alzata 2 ore": hours after a full week already worked are overtime, and
  // the other count of hours is theirs.
  const fullWeek = /\bgia (?:\w+ ){0,3}?(40|44|45|48|54) ore\b/.exec(text);
  const others = fullWeek
    ? [...text.matchAll(/\b(\d{1,2}) or[ae]\b/g)]
        .map((m) => Number(m[1]))
        .filter((n) => n !== Number(fullWeek[1]) && n > 0 && n <= 12)
    : [];
  const afterFull = extra ?? (new Set(others).size === 1 ? others[0] : undefined);
  if (fullWeek && afterFull !== undefined && !slots.overtimeKind?.startsWith('straordinario')) {
    slots.extraHours = afterFull;
    slots.overtimeKind = overtimeOf(night, holiday);
  }
  // Living in or not, as the story says it (living-in.ts).
  const livingIn = livingInSaid(text);
  if (livingIn !== undefined) slots.cohabiting = livingIn;

  const schedule = weeklyHoursSaid(text);
  if (schedule) slots.weeklyHours = parseNumber(schedule);
  const endDate = leavingDate(text);
  if (endDate) slots.endDate = endDate;
  const leavingMonths = tredicesimaMonthsToLeaving(text, slots);
  if (leavingMonths !== undefined) slots.monthsWorked = leavingMonths;
  const ccnl = known.map((id) => kb.byCategory(id))[0];
  // "il volantino parla del 4° livello, io però sono 5° livello": the worker's own level, said after another.
  // ("e io faccio la commessa al quinto": the job between the verb and the level, the ordinal without "livello".)
  const own = ownLevelWords(text);
  const ownLevel = own
    ? ccnl
      ? readLevel(ccnl, own, own)
      : /^[a-z]\d{1,2}$/.test(own.trim())
        ? own.trim().toUpperCase()
        : genericLevel(own)
    : undefined;
  const level = ccnl
    ? (levelAfterChange(ccnl, original) ??
      ownLevel ??
      askedClauseLevel(ccnl, original) ??
      readLevel(ccnl, original, text))
    : (ownLevel ?? genericLevel(text));
  if (level) slots.level = level;
  return slots;
}

/** A level named without an agreement: "4° livello", "livello C3", "quinto livello". */
function genericLevel(text: string): string | undefined {
  const ordinals = ['primo', 'secondo', 'terzo', 'quarto', 'quinto', 'sesto', 'settimo', 'ottavo'];
  const raw = firstCapture(
    text,
    /\b(\d{1,2}\s*(?:s|super)?)\s*[°º]?\s*livello/,
    new RegExp(String.raw`\blivello\s*([a-z]?\d{1,2}(?:\s*super|s)?|q[ab]?|[a-d]s?)\b(?!${TIME_AFTER_A})`),
    new RegExp(`\\b(${ordinals.join('|')})\\s*livello`),
  );
  // "e se mi avessero messa al quarto?": a what-if follow-up's ordinal word.
  if (!raw?.trim()) return followUpOrdinalLevel(text);
  const ordinal = ordinals.indexOf(raw.trim());
  if (ordinal >= 0) return String(ordinal + 1);
  return raw
    .replace(/\s*super$/, 'S')
    .replace(/\s+/g, '')
    .toUpperCase();
}

// "se mi licenzio a giugno", "se esco a fine marzo", "me ne vado il 30 aprile": leaving in a month named without a
// year (a day before the 15th leaves that month out).
const LEAVING_IN = new RegExp(
  String.raw`\b(?:mi licenzio|mi licenzierei|mi dimetto|mi dimettessi|mi licenziassi|licenziat\w*|dimission\w*|lascio|lascerei|me ne vado|me ne andassi|\besco\b|uscissi|smetto)\b[^?.]{0,30}?\b(?:a|ad|di|in|entro|con|il|al)\s+(?:fine\s+|la fine di\s+)?(?:(\d{1,2})\s*°?\s+)?(${MONTH_NAMES})\b(?!\s+\d{4})`,
);

/**
 * The months of a 13th month accrued up to a leaving month said without a year: the 13th accrues from January,
 * so leaving in June gives 6 months (the 14th's year runs from July, so it is left to its own rule). Only when
 * no hire or leaving day and no count of months is given.
 */
function tredicesimaMonthsToLeaving(text: string, slots: Slots): number | undefined {
  if (slots.endDate || slots.hireDate || slots.monthsWorked !== undefined) return undefined;
  if (!/tredicesim/.test(text) || /quattordicesim/.test(text)) return undefined;
  const found = LEAVING_IN.exec(text);
  const index = found?.[2] ? MONTHS.indexOf(found[2]) + 1 : 0;
  const months = found?.[1] && Number(found[1]) < 15 ? index - 1 : index;
  return months > 0 ? months : undefined;
}
