import { MONTH_NAMES } from '../kb/format.js';
import { changesTheCase, changesTheLeaving } from './case-changed.js';
import { CALCULATION_INTENTS } from './intents.js';
import { ORDINAL_WORDS, ordinalNumber } from './ordinals.js';
import type { Intent, Slots, TypedRequest } from './request.js';
import { withoutYardstickYear } from './yardstick-year.js';

/** Overtime said only to deny it: "non straordinario", "senza straordinari", "non in straordinario". */
// ("aperture straordinarie", "pulizie straordinarie": the adjective of an event, not overtime.)
export const DENIED_OVERTIME =
  /\b(?:non|ne|senza|niente|nessuno|zero) (?:sono |e |si tratta di |sono degli |in |di |come |lo |gli |fare )?straordinar\w*|\b(?:apertur|chiusur|pulizi|manutenzion|assemble|inventar|operazion|vendit)\w* straordinari\w*/;

/** Shifts denied ("non faccio turni", "senza turni", "non turnista"): a qualifier of night work, not overtime. */
const NO_SHIFTS = /\b(?:non|senza) (?:\w+ )?(?:a |i |in |su )?turn[io]\b|\bnon turnist/;

/**
 * The hours worked on a holiday, no overtime said ("e le ore lavorate a ferragosto?", "le ore fatte il 1° maggio"):
 * the holiday work's own surcharge, whatever overtime an earlier turn asked.
 */
const HOLIDAY_HOURS_WORKED =
  /\b(?:ore|giornat\w*|turn[io]) (?:lavorat\w*|fatt\w*|prestat\w*)\b|\blavorat\w* (?:a|il|di|nei|nelle|durante) (?:ferragosto|natale|pasqua|pasquetta|capodanno|festiv\w*)/;

/**
 * Holiday hours said to fall within the normal schedule ("se lavora a natale, nel suo orario normale"): holiday work,
 * not holiday overtime, whatever overtime an earlier turn asked.
 */
const WITHIN_SCHEDULE =
  /\b(?:orario|turno|ore) (?:di lavoro )?(?:normal\w*|ordinari\w*|contrattual\w*|solit\w*)\b|\b(?:normal\w*|ordinari\w*|solit\w*) (?:orario|turno)\b/;

/** Hours said to fall in the day: "di pomeriggio", "di mattina", "di giorno", "in orario diurno". */
const DAYTIME =
  /\b(?:di|nel|il|la|al|lunedi|martedi|mercoledi|giovedi|venerdi|sabato|domenica) (?:pomeriggio|mattin[ao])\b|\bdi giorno\b|\bdiurn\w*|\bpomeridian\w*|\bdalle (?:[7-9]|1\d|20)\b(?:[.:]\d\d)? alle (?:[89]|1\d|2[01])\b/;
/** The hours of the turn before named again: "quelle 4 ore", "le stesse ore", "queste ore". */
const SAME_HOURS = /\b(?:quell|qull|quest|stess)[ei] (?:\d+ |stesse )?ore\b|\b(?:le|quelle) ore stesse\b/;
/** A working day said ("sabato per lui è un giorno lavorativo normale", "un giorno feriale"): no holiday rate. */
const WORKING_DAY = /\b(?:giorn\w* )?lavorativ\w*|\bferial\w*/;

const WEEKDAY_NAMED = String.raw`(?:sabato|luned\w*|marted\w*|mercoled\w*|gioved\w*|venerd\w*|ferial\w*)`;
const MOVED_TO_WEEKDAY = new RegExp(
  String.raw`\b(?:di |la |in )?(?:domenic\w*|festiv\w*)\b,? (?:ma|bensi) (?:il |di |la |in |un )?${WEEKDAY_NAMED}|\b${WEEKDAY_NAMED}\b[^.?]{0,25}\b(?:invece che|anziche|e non)\b[^.?]{0,8}\b(?:domenic\w*|festiv\w*)`,
);

// The holiday words themselves, when the hours were moved from it to a working day.
const MOVED_FROM = new RegExp(
  String.raw`\b(?:di |la |in )?(?:domenic\w*|festiv\w*)\b(?=,? (?:ma|bensi) (?:il |di |la |in |un )?${WEEKDAY_NAMED})|\b(?:invece che|anziche|e non)\b[^.?]{0,8}\b(?:domenic\w*|festiv\w*)`,
  'g',
);

/** A folded text without the holiday the hours were moved from ("non di domenica ma il sabato": the Saturday). */
export const withoutMovedHoliday = (text: string) => text.replace(MOVED_FROM, ' ');

/**
 * A follow-up that changes only the time of an overtime hour ("e se le fa di notte?", "e di domenica?") keeps
 * the overtime: night or holiday overtime, not plain night or holiday work.
 */
export function inheritedOvertime(previous: Slots, own: Slots, text = ''): Slots['overtimeKind'] {
  const before = previous.overtimeKind;
  const now = own.overtimeKind;
  // "non le ho fatte di domenica ma il sabato pomeriggio", "il venerdì invece che la domenica": the holiday
  // overtime moved to a working day (the "non" may already be blanked as a denial).
  if (before === 'straordinario_festivo' && MOVED_TO_WEEKDAY.test(text)) return 'straordinario';
  // "e se le avesse fatte di pomeriggio invece che di notte?": the same overtime moved to the day; on a working
  // day ("di sabato pomeriggio … è un giorno lavorativo normale"), plain weekday overtime.
  if (before?.startsWith('straordinario_notturno') && (!now || now === 'straordinario') && DAYTIME.test(text))
    return before === 'straordinario_notturno' || WORKING_DAY.test(text)
      ? 'straordinario'
      : 'straordinario_festivo';
  // "e se quelle 4 ore fossero straordinario?" after night hours: the same night hours worked as overtime.
  const sameHours = before && !before.startsWith('straordinario') && now === 'straordinario';
  if (sameHours && before.includes('notturno') && SAME_HOURS.test(text) && !DAYTIME.test(text))
    return before === 'notturno' ? 'straordinario_notturno' : 'straordinario_notturno_festivo';
  if (!before?.startsWith('straordinario') || !now || now.startsWith('straordinario')) return now ?? before;
  // "e invece il lavoro notturno normale, non straordinario?": the plain night or holiday work asked.
  // "e le ore dalle 22 alle 2? non faccio turni": shifts qualify night work, so the night work's own rate is asked.
  // ("e se quelle 2 ore le faccio di notte? sempre non turnista": the same overtime hours moved to the night.)
  if (DENIED_OVERTIME.test(text) || (NO_SHIFTS.test(text) && !SAME_HOURS.test(text))) return now;
  if (
    now === 'festivo' &&
    (HOLIDAY_HOURS_WORKED.test(text) || WITHIN_SCHEDULE.test(text)) &&
    !/straordinar/.test(text)
  )
    return now;
  return now === 'notturno'
    ? 'straordinario_notturno'
    : now === 'notturno_festivo'
      ? 'straordinario_notturno_festivo'
      : 'straordinario_festivo';
}

/**
 * The level number a follow-up names: "e il 6°?", and bare "e per il 2?", "e al 5?" (a one- or two-digit
 * number alone, which no year or amount can be; "e con 5?" is a count, see followUpCount).
 */
export function followUpLevelNumber(message: string): string | undefined {
  return (
    new RegExp(
      String.raw`\b(\d{1,2})\s*[°º](?!\s*(?:${MONTH_NAMES}|anno|anni|mese|mesi|semestre|trimestre|biennio|triennio|giorno|evento|scatto)\b)`,
      'i',
    ).exec(message)?.[1] ??
    /^\s*(?:e|ed|ma|invece)?\s*(?:per|a|al|il|del|nel|un|una)?\s*(?:il|al|un|lo)?\s*(\d{1,2})\s*(?:livello)?\s*\??\s*$/i.exec(
      message,
    )?.[1] ??
    followUpRomanLevel(message)
  );
}

const ROMAN_LEVELS: Record<string, string> = { ii: '2', iii: '3', iv: '4', v: '5', vi: '6', vii: '7' };

/** "e il V?", "e per il VI livello?": a bare Roman numeral closing a follow-up is a level, read as its number. */
function followUpRomanLevel(message: string): string | undefined {
  const roman =
    /^\s*(?:e|ed|ma|invece)?\s*(?:per|a|al|il|del|nel|un|una)?\s*(?:il|al|un|lo)?\s*(vii|vi|v|iv|iii|ii)\s*(?:livello|liv\.?)?\s*\??\s*$/i.exec(
      message,
    )?.[1];
  return roman ? ROMAN_LEVELS[roman.toLowerCase()] : undefined;
}

// "e al quarto?", "e se mi avessero messa al quinto?": an ordinal word after "al" closing a what-if follow-up;
// not a period's ("e dopo il primo anno, nel secondo?" is the apprenticeship's second year).
const AT_ORDINAL = new RegExp(
  String.raw`^\s*(?:e|ed|ma|invece)\b[^?]{0,40}?\bal\s+(${ORDINAL_WORDS.join('|')})\s*(?:livello)?\s*(?:invece|allora|pure|anche)?\s*[?!.]*\s*$`,
  'i',
);
const PERIOD = /\b(?:ann[oi]|mes[ei]|semestr\w*|trimestr\w*|period\w*|apprendist\w*|scatt\w*|figli\w*)\b/i;

/** The level number a what-if follow-up names by its ordinal word ("e al quarto?"), or undefined. */
export function followUpOrdinalLevel(message: string): string | undefined {
  if (PERIOD.test(message)) return undefined;
  const word = AT_ORDINAL.exec(message)?.[1];
  const value = word ? ordinalNumber(word) : undefined;
  return value === undefined ? undefined : String(value);
}

/**
 * Thanks and assent before a follow-up ("ok grazie, e per il 2025?", "ok grz.", "perfetto. E di notte?"), the
 * figure checked included ("Ok torna.", "sì, torna tutto.", "i conti tornano.": the answer adds up).
 */
const COURTESY =
  /^(?:(?:ok(?:ay|ei)?|(?:grazie|grz|grazi|thx|tnx)(?: mille)?|perfetto|bene|benissimo|chiaro|capito|ottimo|d'accordo|va bene|ah|ho capito|(?:(?:si|mi|tutto) )?torna(?: tutto| anche a me)?(?=[,.!:;])|(?:i conti |i numeri )?tornano(?=[,.!:;]))[\s,.!:;]*)+/;

/** The question without the thanks or assent it opens with. */
export function withoutCourtesy(text: string): string {
  const rest = text.replace(COURTESY, '');
  return rest.length && rest !== text ? rest : text;
}

/** Words that say the question keeps the conversation's case ("stessa persona, stessa RAL", "come prima"). */
export const SAME_CASE =
  /\bstess[oaie] (?:(?:\d+(?:[.,]\d+)?|due|tre|quattro|cinque|sei|sette|otto|nove|dieci|numero di) )?(?:cosa|calcolo|conto|persona|lavorat\w*|dipendente|caso|dati|ral|lordo|importo|cifra|stipendio|condizioni|livello|contratto|ore|situazione|ipotesi|decorrenza|data|periodo|tabella|azienda|mansione)\b|\ba parita di\b|\bcome (?:prima|sopra)\b|\bstesso discorso\b|\bsempre (?:lui|lei|la stessa|lo stesso)\b|\bquel (?:fondo|tfr|importo|lordo|netto|stipendio|dipendente|lavoratore)\b|\bquella (?:cifra|ral|retribuzione|somma|dipendente|lavoratrice)\b/;

const STARTED_LAST_YEAR =
  /\b(?:entrat|assunt|iniziat|cominciat|arrivat|inquadrat|passat|promoss|sposat|nat)[oaie] (?:\w+ ){0,3}?(?:l'anno|nell'anno|anno) (?:scorso|passato|prima|precedente)\b/g;

// Today asked outright beside next year: the present is the reference day.
const NEXT_RISE_BESIDE_TODAY = /\b(?:adesso|oggi|ad oggi|attualmente|al momento|ora come ora|per ora)\b/;
// "l'anno prossimo quando aumenta?", "quando sale l'anno prossimo?": the day of the next rise, asked.
const WHEN_NEXT_YEAR =
  /\bquando (?:\w+ ){0,2}?(?:aument|sal[ei]\b|salir|cresc|cambi|scatt)[^.;!?]{0,30}\b(?:l'anno|anno) (?:dopo|successivo|seguente|prossimo)\b|\b(?:l'anno|anno) (?:dopo|successivo|seguente|prossimo)\b[^.;!?]{0,20}\bquando (?:\w+ ){0,2}?(?:aument|sal[ei]\b|salir|cresc|cambi|scatt)/;

/** A year said relative to the one the conversation was about: "l'anno prima" −1, "l'anno dopo" +1. */
export function yearOffset(raw: string): number | undefined {
  // "sono entrato l'anno scorso": the year of a hire or a start is the story's, not the year asked.
  // "(l'anno scorso aveva già un contratto con noi) … quanto mi costa?": a past fact the story tells aside, in
  // brackets or outside the sentences that ask, is not the year asked.
  // "l'anno scorso il consulente ci ha fatto pagare una differenza: quanto valgono quelle ore?": the ask after
  // the colon, not the past told before it in the same sentence.
  const asked = raw
    .replace(/\([^)]*\)/g, ' ')
    .match(/[^.;!?]*\?/g)
    ?.map((sentence) => sentence.slice(sentence.lastIndexOf(':') + 1));
  // ("mi sembra uguale a quello dell'anno scorso, è giusto?": the yardstick compared with, yardstick-year.ts.)
  const text = withoutYardstickYear((asked ? asked.join(' ') : raw).replace(STARTED_LAST_YEAR, ' '));
  if (
    /\b(?:l'anno|anno|nell'anno) (?:prima|precedente|scorso|passato|innanzi)\b|\bl'altro anno\b|\bun anno prima\b/.test(
      text,
    )
  )
    return -1;
  const nextYear = /\b(?:l'anno|anno|nell'anno) (?:dopo|successivo|seguente|prossimo)\b|\bil prossimo anno\b/;
  // "quanto prende adesso? e l'anno prossimo quando aumenta?": the next rise is asked beside today's figure, and
  // today's table already says when it comes; the figure asked stays today's.
  if (nextYear.test(text) && !NEXT_RISE_BESIDE_TODAY.test(text) && !WHEN_NEXT_YEAR.test(text)) return 1;
  return undefined;
}

/**
 * A count a follow-up gives for the subject before it ("e se ne ha maturati 4?", "e con 5?"): after a question
 * on increments, the increments.
 */
export function followUpCount(text: string): number | undefined {
  const raw =
    /\bne (?:ha|ho|abbia|avesse|avra|hanno) (?:gia )?(?:maturat\w* |pres\w* |accumulat\w* |fatt\w* |lavorat\w* )?(\d{1,2})\b(?!\s*(?:anni|mesi|ore|giorni|%|€|euro))/.exec(
      text,
    )?.[1] ??
    /^(?:e )?(?:se (?:sono|fossero)|con) (\d{1,2})\b(?!\s*(?:anni|mesi|ore|giorni|%|€|euro|°|livell))/.exec(
      text,
    )?.[1] ??
    // "e se invece di 3 anni fossero 7?": the second count replaces the first.
    /\binvece (?:di|che) \d{1,2} (?:\w+ )?(?:fossero|sono|fosse|ne avessi|ne avesse|avessi|avesse|con) (\d{1,2})\b/.exec(
      text,
    )?.[1] ??
    // "e se gli anni fossero 12 invece di 7?": the count said before "invece di".
    /\b(?:fossero|fosse|sono|avessi|avesse|con) (\d{1,2}) (?:\w+ )?(?:invece (?:di|che)|anziche|al posto di) \d{1,2}\b/.exec(
      text,
    )?.[1] ??
    // "7 anni?", "e con 12 anni?": only the years, after a question that gave the years of service.
    /^(?:e |ed |invece |e se |e con |con )?(\d{1,2}) anni\s*\??$/.exec(text.trim())?.[1] ??
    // "e se avessi 7 anni?", "e se ne fossero 12 anni?", "se ha 4 anni di anzianita?": the years in a conditional.
    /^(?:e |ed |ma )?(?:se )?(?:(?:io|lui|lei) )?(?:avessi|avesse|avessimo|avrei|avrebbe|ho|ha|fossero|fosse|sono|fa|facessi|facesse) (?:gia |invece |solo )?(\d{1,2}) anni(?: di (?:anzianita|servizio))?\s*\??$/.exec(
      text.trim(),
    )?.[1];
  return raw === undefined ? undefined : Number(raw);
}

// A subject the follow-up names itself ("e di permessi quante ore sono?"); "lo studio mi fa lavorare il sabato"
// is the workplace (a professional's office), not study leave. ("di quanto sono stati incrementati i minimi
// salariali?" after a leave: the pay named is the subject, not the leave's count.)
// ("e gli scatti di anzianità … quanti ne possono prendere?" after the ROL: the increments are the turn's own.)
const OWN_SUBJECT =
  /\bscatt[io]\b|\b(?:permess|ferie|prova|preavvis|malatti|rol\b|festivit|orario|straordinar|conged|lutto|matrimon|(?<!\b(?:lo|nello|dello|dallo|uno|questo|quello|mio|tuo|suo|nostro|vostro|loro) )studio|tredicesim|quattordicesim|minimi (?:salarial|retributiv|tabellar|contrattual|di area))/;

/**
 * "rifai lo stesso calcolo", "ripeta la simulazione", "può rifare il conteggio", "stesso confronto": the
 * calculation before asked again, in the familiar or the formal form.
 */
export const CALCULATION_AGAIN =
  /\b(?:stess[oa]|medesim[oa]|rif(?:ai|are|accia|acciamo|acciate|ate|ammi|arebbe|armi)|ripet(?:i|a|ere|iamo|ete|imi|ermi|erebbe)|ricalcol\w*|rielabor\w*|rilanci\w*)\b[^.?]{0,20}\b(?:calcolo|conto|conteggio|simulazione|stima|proiezione|ricerca|confronto|raffronto|paragone)\b/;

/** Subjects counted in hours or days, whose count a follow-up asks with a pronoun. */
const COUNTED = new Set(['rol_ex_festivita', 'holidays', 'leave', 'working_hours', 'probation', 'notice']);

const SAME_COUNT =
  /\b(?:anche|pure)\b[^?.]{0,25}\b(?:(?:le|i|gli) )?\d+(?:,\d+)? (?:ore|giorni|giornate|settimane)\b(?! (?:a|alla|per|di) settiman|settimanal)|\b(?:le|i|gli) \d+(?:,\d+)? (?:ore|giorni|giornate|settimane) (?:anche|pure)\b/;

/** "e gli autisti? anche loro 40 ore?": the count the answer before gave, said again for another group. */
export function echoesCount(previous: string, text: string): boolean {
  return COUNTED.has(previous) && !OWN_SUBJECT.test(text) && SAME_COUNT.test(text);
}

const LEAVE_POOL_ASKED =
  /\bmonte(?:\s+\w+)?\s+ore\b|\b(?:in )?quant[ie] (?:\w+ )?(?:possono|potrebbero|puo)\b[^?.]{0,40}\b(?:quest|tal|ste|le stesse)\w* ore\b|\b(?:in )?quant[ie] (?:\w+ )?(?:possono|potrebbero)\b[^?.]{0,40}\bnello stesso (?:anno|periodo|momento|triennio)\b/;

/**
 * (It also makes a long turn a follow-up: "Poi c'è la ragazza nuova, presa a marzo. A lei quante ore spettano?")
 * "e nel commercio quante ore sono?" after a question on ROL: the count of the subject before ("sono", "ne
 * spettano" have it as their subject), not a new question on the working week.
 */
export function countsPrevious(previous: string, text: string): boolean {
  // "rifai lo stesso calcolo con le regole 2026", "stesso calcolo per un residente in Piemonte": the
  // calculation before, again with what the turn changes.
  if (CALCULATION_AGAIN.test(text) && CALCULATION_INTENTS.has(previous as Intent)) return true;
  // "e gli autisti? hanno anche loro le 40 ore?", "e x gli autisti? anche loro 40 ore?": the count the answer before gave, pointed back with its article.
  if (echoesCount(previous, text)) return true;
  // "e se invece faceva 20 ore a settimana?" after a notice: the case changes, the subject stays (case-changed.ts).
  if (changesTheCase(previous, text)) return true;
  // "e se invece mi dimetto con ultimo giorno 10 settembre?" after the 13th at leaving: the same sum, another day.
  if (changesTheLeaving(previous, text)) return true;
  // "e se fossimo 200? quanto fa il monte ore?", "in quanti possono usare queste ore nello stesso anno?" after a
  // leave: that leave's pool of hours or its share of the staff, not the working week.
  if (previous === 'leave' && LEAVE_POOL_ASKED.test(text)) return true;
  return (
    COUNTED.has(previous) &&
    !OWN_SUBJECT.test(text) &&
    (/\bquant[ieoa] (?:ore|giorni|settimane|mesi)? ?(?:sono|sarebbero|diventano|diventerebbero|risultano|risulterebbero|(?:mi |gli |le )?(?:spettano|spetterebbero|toccano|toccherebbero)|ne (?:spettano|spetta|ho|ha|abbiamo|maturo|matura|danno))\b|\bquant[ieoa] ne\b/.test(
      text,
    ) ||
      // "e per chi fa i turni? quante ore in tutto": the subject's total, not the working week.
      /\bquant[ie] (?:ore|giorni) (?:in tutto|in totale|complessiv\w*|totali)\b/.test(text) ||
      // "e il barista, assunto nel 2014? quante ore ha": the leave's hours the other worker has (not "a settimana").
      (previous !== 'working_hours' &&
        /\bquant[ie] (?:ore|giorni) (?:(?:gli|le) )?(?:ha|hanno|avra|avranno|avrebbe|avrebbero)\b(?![^?]{0,25}\b(?:settiman|al giorno|giornalier|lavorat))/.test(
          text,
        )))
  );
}

const BASE_PAY_ASKED =
  /\bquant\w* (?:\w+ ){0,3}?(?:la )?(?:paga|retribuzione) (?:base|tabellare|minima)\b|\bquant\w* (?:\w+ ){0,3}?(?:il )?(?:minimo|lordo) mensile\b/;

/**
 * "e se il mio part time fosse al 60% quanto dovrei prendere minimo?" after a payslip's pay (or after a minimum
 * asked beside it): the minimum due is asked, not the payslip's figure again.
 */
export function asksMinimumInstead(
  intent: string,
  text: string,
  ownAmounts: number,
  previousIntent?: string,
): boolean {
  // "e a gennaio quant'era il minimo? devo ricontrollare un conguaglio", "e fino a ottobre quant'era? devo
  // rifare le buste" after a minimum: the minimum at that earlier date; the payslips are only the reason.
  if (ownAmounts === 0 && pastValueOfMinimum(text, previousIntent)) return true;
  // "in quel caso quanto sarebbe la paga base mensile lorda?" after a cost: the level's pay, not the cost again.
  if (
    intent === 'employer_cost' &&
    ownAmounts === 0 &&
    BASE_PAY_ASKED.test(text) &&
    !/\bcost\w*|\bcontribut/.test(text)
  )
    return true;
  // "e quanto la devo pagare minimo?" after the withholding on a carer's pay: the pay due, not the tax rules.
  if (
    intent === 'payroll_rules' &&
    ownAmounts === 0 &&
    /\bquant\w*\b[^?]*\b(?:pagar\w*|dar\w*|prend\w*|spett\w*)\b[^?]*\bminim[oi]\b/.test(text) &&
    !/\bcontribut|\bminimal|\binps\b|\birpef\b|\btass|\bnett[oaie]\b/.test(text)
  )
    return true;
  // "e la mia collega al 5° livello quanto dovrebbe prendere di minimo?", "quanto deve avere di paga base?" after
  // a payslip's figures were checked: the level's minimum, not the earlier turn's figures again.
  if (
    (intent === 'gross_to_net' || intent === 'payslip_check' || intent === 'minimum_pay') &&
    ownAmounts === 0 &&
    /\bquant\w*\b[^?.]*\b(?:di|come|al|il|la) (?:minimo|paga base)\b/.test(text) &&
    !/\bnett[oaie]\b|\bmanc\w*|\bdifferenz|\barretrat|\bin (?:piu|meno)\b/.test(text)
  )
    return true;
  return (
    (intent === 'gross_to_net' || intent === 'payslip_check' || intent === 'minimum_pay') &&
    ownAmounts === 0 &&
    /\b(?:prendere|darmi|dargli|darle|spetta\w*|dovrei avere) (?:come |al )?minimo\b|\bil (?:mio )?minimo\b|\bminimo (?:per me|mi spetta|dovrei|spettante)\b/.test(
      text,
    ) &&
    !/\bnett[oaie]\b/.test(text)
  );
}

/** "quant'era", "quanto valeva", "com'era": the value at an earlier date is asked. */
const PAST_VALUE =
  /\bquant\w*\s*(?:\w+ )?(?:era|erano|valeva|valevano|faceva|risultava)\b|\bquant'era\b|\bcom'era\b/;
/** A net, a tax or a cost asked instead: not the minimum. */
const OTHER_FIGURE =
  /\bnett[oaie]\b|\birpef\b|\btass[ae]\b|\bcost[oi]\b|\bcontribut|\bstraordinar|\borari[ao]\b|\btredicesim|\bquattordicesim|\btfr\b|\bferie\b|\bscatt|\bsuperminim|\bindennit|\bral\b|\bannu[oa]\b/;

/** A rise or a difference asked beside it ("di quanto è cresciuto", "prima dell'aumento di giugno"): read elsewhere. */
const RISE_ASKED = /\bcresciut|\bsalit|\baument|\bdi quanto\b|\bdifferenz/;

/**
 * "e a maggio 26 quant'era, prima dell'aumento?": with a month of its own named, an undated rise only says why the
 * figure then differed; the figure of that month is asked ("prima dell'aumento di giugno 2026" is read elsewhere).
 */
const BEFORE_RISE = new RegExp(
  String.raw`\bprima (?:dell'? ?|del |della )(?:aument\w*|rinnov\w*|tranche)\b(?! ?(?:di|del|dal|dell'|d'|a)? ?(?:1 ?°? ?)?(?:${MONTH_NAMES}|\d))`,
);
const MONTH_NAMED = new RegExp(String.raw`\b(?:${MONTH_NAMES})\b`);

function pastValueOfMinimum(text: string, previousIntent: string | undefined): boolean {
  const without = text.replace(BEFORE_RISE, ' ');
  const rise = without !== text && MONTH_NAMED.test(without) ? without : text;
  if (!PAST_VALUE.test(text) || OTHER_FIGURE.test(text) || RISE_ASKED.test(rise)) return false;
  // "e a setembre quant era l ora?" after an hourly rate: the hour's pay at that date, not the month's minimum.
  if (/\b(?:l|all)'?\s?ora\b|\bpaga orari/.test(text)) return false;
  return /\bminim[oi]\b|\bpaga base\b|\btabellar/.test(text) || previousIntent === 'minimum_pay';
}

/** Calculations whose place and payments a repeated question keeps. */
const SAME_CALCULATION: ReadonlySet<string> = new Set(['gross_to_net', 'net_to_gross', 'employer_cost']);
/** "lo stesso netto", "stesse ipotesi", "per confronto", "con le regole del 2025": the same case asked again. */
const SAME_CASE_AGAIN =
  /\bstess[oaie]\b|\bmedesim[oaie]\b|\bper confronto\b|\bcon le regole\b|\binvece\b|\bsempre\b/;

/**
 * "con le regole 2025, quale RAL…?" after the same calculation, not read as a follow-up: the case's place and
 * payments are kept (the slots of `request`, with the earlier turn's place, payments and pay where it names none).
 */
export function sameCaseAgain(request: TypedRequest, earlier: TypedRequest, own: Slots, text: string): Slots {
  if (
    !SAME_CALCULATION.has(request.intent) ||
    earlier.intent !== request.intent ||
    !SAME_CASE_AGAIN.test(text) ||
    own.municipality ||
    own.region ||
    !(earlier.slots.municipality || earlier.slots.region)
  )
    return request.slots;
  const { municipality, province, region } = earlier.slots;
  return {
    ...request.slots,
    ...(municipality ? { municipality } : {}),
    ...(province ? { province } : {}),
    ...(region ? { region } : {}),
    ...(request.slots.payments === undefined && earlier.slots.payments !== undefined
      ? { payments: earlier.slots.payments }
      : {}),
    // "Stesso 2025 ma su 14 mensilità: netto mensile?": the pay too, when the turn states none.
    ...(!own.amounts.length && !request.slots.amounts.length ? { amounts: earlier.slots.amounts } : {}),
  };
}

/**
 * The same case asked again: naming no agreement ("a parità di ore, come prima?"), or a short turn moving it to
 * another agreement ("Stesso caso, ma l'azienda applica il CCNL Confapi: quanto spetta?").
 */
export function sameCaseTurn(text: string, own: Slots, earlier: Slots): boolean {
  if (!SAME_CASE.test(text)) return false;
  if (!own.agreements.length) return true;
  return text.split(/\s+/).length <= 20 && own.agreements.some((id) => !earlier.agreements.includes(id));
}
