import { sameFigureForHire } from './asked-at-the-end.js';
import { calculationSubject } from './calculation-subject.js';
import { correctedTurnSubject } from './corrected-subject.js';
import { RELATIVE_MONTH } from './follow-up-changes.js';
import { leaveInProbation } from './leave-in-probation.js';
import { MAX_INCREMENTS_ASKED } from './max-increments.js';
import { PART_TIME_FIGURES, partTimeCorrection } from './part-time-correction.js';
import { partTimeWorkerOfTheSubject } from './part-time-worker.js';
import { pastFigureForArrears } from './past-figure-purpose.js';
import { shareOfRaisedMinimum } from './raised-minimum-reason.js';
import { INCREMENTS_HELD, WHY } from './realconv14-asks.js';
import type { Intent } from './request.js';
import { permitHoursReached, scheduleAfterFigure } from './schedule-follow-up.js';
import { allowedWeekFollowUp, HOURS_AND_ALLOWED } from './short-week-allowed.js';
import { workerFollowUp } from './worker-follow-ups.js';

/**
 * A short follow-up that names another figure of the same case ("e il netto?", "e la tredicesima?" after a
 * cost or a minimum) asks that figure for the case the conversation set, not the earlier figure again.
 * Runs on the folded text of the new turn; undefined when the turn names no such figure.
 */
const SUBJECTS: [RegExp, Intent, readonly Intent[]][] = [
  [
    /\b(?:tredicesim\w*|13\s*(?:esim\w*|ª|a)|quattordicesim\w*|14\s*(?:esim\w*|ª|a))(?!\w)/,
    'thirteenth_pro_rata',
    ['minimum_pay', 'gross_to_net', 'employer_cost', 'tfr'],
  ],
  [/\bnett[oa]\b|\bin tasca\b/, 'gross_to_net', ['employer_cost', 'minimum_pay', 'tfr']],
];
const NET_FROM: readonly Intent[] = ['employer_cost', 'minimum_pay', 'tfr'];
// The pay's net asked in the worker's words ("in tasca quanto arriva", "quanto gli resta netto"), not a sum's net
// ("quanto è la rivalutazione netta?").
// ("al netto dell'imposta sostitutiva": a sum net of a tax, not the pay's net.)
const NET_OF = /\bal netto d\S*/g;
const NET_IN_TASCA =
  /\bin tasca\b|\bquant\w* (?:\w+ ){0,3}?(?:resta|rimane|arriva|entra|prende)\b[^?]*\bnett[oa]\b|\bnett[oa] (?:al mese|mensile)\b/;

/** A year of the apprenticeship named: "dal secondo anno", "nel 3° anno". */
const APPRENTICE_YEAR = /\b(?:\d{1,2} ?°?|primo|secondo|terzo|quarto|quinto) anno\b/;

export function followUpSubject(
  text: string,
  intent: Intent,
  previous: string | undefined,
): Intent | undefined {
  if (previous === undefined) return undefined;
  // "E a lui in tasca quanto arriva al mese? Il negozio è a Milano …": a short question sentence with its setting.
  // ("Ok. E a lei in tasca quanto arriva al mese, più o meno, col full time?": the asking sentence, its hedges in.)
  const question = /^[^?]*\?/.exec(text)?.[0];
  const sentence = question?.split(/[.!;]\s+/).at(-1);
  const words = (s: string | undefined) => s?.split(' ').length ?? Number.POSITIVE_INFINITY;
  const asked =
    words(text) <= 7
      ? text
      : words(question) <= 10
        ? question
        : words(sentence) <= 16 && NET_IN_TASCA.test((sentence ?? '').replace(NET_OF, ' '))
          ? sentence
          : undefined;
  if (asked === undefined || /\blord[oa]\b|\bcost/.test(asked)) return undefined;
  if (asked !== text)
    // (An amount asked: "da dove esce sto netto?" asks how the net was reached, not the net.)
    return /\bin tasca\b|\bnett[oa]\b/.test(asked) && /\bquant/.test(asked) && NET_FROM.includes(intent)
      ? 'gross_to_net'
      : undefined;
  // "e dal secondo anno quanto prende?" after an apprentice's cost or pay: the apprentice's pay in that year.
  if (
    /apprendist/i.test(previous) &&
    APPRENTICE_YEAR.test(text) &&
    ['employer_cost', 'minimum_pay', 'gross_to_net'].includes(intent)
  )
    return 'apprenticeship';
  for (const [words, asked, from] of SUBJECTS)
    if (words.test(text)) return from.includes(intent) ? asked : undefined;
  return undefined;
}

/**
 * "e dopo cosa succede, mi possono licenziare?" after a question on sick pay: the dismissal at the end of the
 * sick leave (the comporto), not the notice, unless the turn names the notice or a resignation.
 */
export function dismissalAfterSickness(text: string, intent: Intent, previous: Intent): Intent | undefined {
  return previous === 'sickness_injury' &&
    intent === 'notice' &&
    /\blicenzi\w*|\bmandare via\b|\bperdo il (?:posto|lavoro)\b/.test(text) &&
    !/preavvis\w*|dimission\w*|dimett\w*/.test(text)
    ? 'sickness_injury'
    : undefined;
}

/**
 * "e part-time 50% orizzontale?", "e se fossi part-time?" after the holidays, the permits or the minimum: the same
 * subject for a part-timer, not the part-time rules.
 */
const PART_TIME_ONLY =
  /^(?:e |ed |ma )?(?:se (?:fossi|fosse|sono|e|è|lavorassi|lavorasse) )?(?:(?:in|a) )?part.?time(?: (?:al |a )?\d{1,2} ?%| (?:a|da) \d{1,2} ore)?(?: (?:orizzontale|verticale|misto))?\s*\??$/;
const PART_TIME_SUBJECTS: readonly Intent[] = [
  'holidays',
  'rol_ex_festivita',
  'leave',
  'minimum_pay',
  'sickness_injury',
  'monthly_payments',
  'probation',
];

// "quanto mi viene al mese e all'anno?": a month's pay asked, which no TFR is (it accrues, it is not paid monthly).
const MONTH_PAY_ASKED = /\bquant\w*\b[^?]{0,40}\b(?:al mese|mensil\w*)\b/;
const TFR_NAMED = /\btfr\b|\bliquidazion\w*|\baccanton\w*|\bfine rapporto\b/;

/** After a TFR (asked beside the level's minimum), a part-timer's month and year asked are the pay at the hours. */
function partTimePayAfterTfr(text: string, intent: Intent, previous: Intent): Intent | undefined {
  if (previous !== 'tfr' || (intent !== 'tfr' && intent !== 'part_time')) return undefined;
  if (!/\bpart.?time\b|\btempo parziale\b|\b\d{1,2} ore\b/.test(text)) return undefined;
  return MONTH_PAY_ASKED.test(text) && !TFR_NAMED.test(text) ? 'minimum_pay' : undefined;
}

export function partTimeOfTheSubject(text: string, intent: Intent, previous: Intent): Intent | undefined {
  if (intent !== 'part_time') return undefined;
  if (PART_TIME_SUBJECTS.includes(previous) && PART_TIME_ONLY.test(text.trim())) return previous;
  if (PART_TIME_FIGURES.includes(previous) && HOURS_AND_ALLOWED.test(text.trim())) return previous;
  return PART_TIME_FIGURES.includes(previous) && partTimeCorrection(text) ? previous : undefined;
}

// "qunte ore minimo?", "il minimo di ore?", "sotto quante ore non posso scendere?": the least hours asked.
const LEAST_HOURS =
  /\b(?:ore|orario) (?:settimanal\w* |al )?minim\w*|\bminim\w* (?:di |delle )?ore\b|\bquant\w* ore (?:come )?minim\w*|\bdurata minima\b|\bsotto (?:le |quante )?(?:\d+ )?ore\b|\bscendere sotto\b/;

/** "il minimo cambia?", "vale lo stesso minimo?": a minimum named bare, no figure of pay beside it. */
const BARE_MINIMUM = /\b(?:il|lo stesso|un altro|quel) minimo\b/;
const PAY_NAMED =
  /\b(?:paga|stipendi\w*|retribu\w*|lord\w*|nett\w*|euro|tabellar\w*|livell\w*|salari\w*|mensil\w*)\b|€/;

/**
 * "e invece nel negozio di mio fratello con 12 dipendenti quante ore minimo?" after the part-time's least weekly
 * hours: the part-time's minimum for the case the turn changes, not the agreement's full working week.
 */
export function partTimeMinimumAgain(
  text: string,
  intent: Intent,
  previous: Intent,
  earlier: string,
): Intent | undefined {
  if (intent !== 'working_hours' && intent !== 'minimum_pay') return undefined;
  // The earlier turn on the part-time's least hours, whichever intent it was read as ("durata minima settimanale
  // di un contratto part-time").
  const partTimeBefore =
    previous === 'part_time' ||
    (/\bpart.?time\b|\btempo parziale\b/.test(earlier) && LEAST_HOURS.test(earlier));
  // "con 45 dipendenti il minimo cambia?" after the part-time's least hours: that minimum, no pay named.
  const asked =
    intent === 'working_hours'
      ? LEAST_HOURS.test(text)
      : LEAST_HOURS.test(earlier) && BARE_MINIMUM.test(text) && !PAY_NAMED.test(text);
  if (!partTimeBefore || !asked) return undefined;
  return /\bfull.?time\b|\btempo pieno\b/.test(text) ? undefined : 'part_time';
}

/**
 * "e per un apprendista?", "e se è un'apprendista?", "e per gli apprendisti? mia cugina la prendono come apprendista",
 * "e per un apprendista nello stesso CCNL Multiservizi?" after the probation, the notice or the holidays: the same subject for an apprentice, not the apprenticeship's
 * rules. The question sentence names only the worker; anything it asks of the apprenticeship itself (its pay, its
 * percentages, how long it lasts) is the apprenticeship's.
 */
const APPRENTICE_ONLY =
  /^(?:e |ed |ma )?(?:invece )?(?:(?:per|a|con|se(?: invece)?(?: (?:e|fosse|prendo|assumo|assumiamo|prendiamo))?|nel caso di) )?(?:invece )?(?:un |una |un'|gli |l'|le )?apprendist[aei]\b(?:[^?]{0,15}|,? (?:nello stesso|nel|nella|con lo stesso|con il|col|sotto lo stesso) (?:stesso )?(?:ccnl|contratto)\b[^?]{0,30})\?/;
const APPRENTICESHIP_OWN =
  /\b(?:percentual\w*|quanto (?:prende|guadagna|dura l'apprendistato)|retribu\w*|stipendi\w*|paga\b|minim[oi]|durata dell'apprendistato|formazion\w*|contribut\w*|anni di apprendistato)/;
const APPRENTICE_SUBJECTS: readonly Intent[] = [
  'probation',
  'notice',
  'holidays',
  'rol_ex_festivita',
  'sickness_injury',
  'leave',
];

export function apprenticeOfTheSubject(text: string, intent: Intent, previous: Intent): Intent | undefined {
  if (intent !== 'apprenticeship' || !APPRENTICE_SUBJECTS.includes(previous)) return undefined;
  return APPRENTICE_ONLY.test(text.trim()) && !APPRENTICESHIP_OWN.test(text) ? previous : undefined;
}

// The computations on an apprentice's pay that a follow-up changing its figures asks again.
const APPRENTICE_FIGURES: readonly Intent[] = [
  'tfr',
  'thirteenth_pro_rata',
  'gross_to_net',
  'net_to_gross',
  'employer_cost',
];

/**
 * "e se l'apprendista va via dopo 8 mesi con 12.000 di lordo?" after the TFR of an apprentice: the apprentice was
 * the case already, the turn changes its figures; the same computation, not the apprenticeship's rules.
 */
export function apprenticeAlreadyTheCase(
  text: string,
  intent: Intent,
  previous: Intent,
  earlier: string,
): Intent | undefined {
  if (intent !== 'apprenticeship' || !APPRENTICE_FIGURES.includes(previous)) return undefined;
  if (!/\bapprendist/.test(earlier) || !/\d/.test(text) || APPRENTICESHIP_OWN.test(text)) return undefined;
  return previous;
}

/** "con 2 scatti?", "e con tre scatti di anzianità?" after a minimum or a net: the same figure with the increments. */
const WITH_INCREMENTS_ONLY =
  /^(?:e |ed |ma )?(?:se (?:ho|avessi|ha|avesse) |con )(?:\d|un|uno|due|tre|quattro|cinque|sei) scatt[oi](?: di anzianita)?\s*\??$/;

/** A turn that only adds increments to the conversation's case: a follow-up, however strongly it names them. */
export const onlyAddsIncrements = (text: string): boolean => WITH_INCREMENTS_ONLY.test(text.trim());

/** The increments asked outright ("quanti scatti ha maturato", "a quanto ammontano gli scatti", "importo dello scatto"). */
const INCREMENTS_ASKED =
  /\bquant[io] scatt[io]\b|\bscatt[io]\b[^?]{0,60}\b(?:quanto (?:ammont|val)\w*|a quanto|di quanto)|\b(?:importo|valore|ammontare) (?:degli|dello|di ogni|di ciascun|del singolo) scatt/;
/** Another figure named beside them, which keeps its own subject ("la tredicesima con 3 scatti"). */
const OTHER_FIGURE = /tredicesim|quattordicesim|\bnett|\btfr\b|straordinar|\bcost[oa]\b|\bferie\b/;

export function incrementsOfTheFigure(text: string, intent: Intent, previous: Intent): Intent | undefined {
  // "Per un C3 con dieci anni, quanti scatti ha maturato e quanto valgono?" after a tredicesima: the
  // increments are what is asked, whatever the conversation computed before.
  if (intent !== 'seniority' && INCREMENTS_ASKED.test(text) && !OTHER_FIGURE.test(text)) return 'seniority';
  // "e quando arriva al max degli scatti quanto prenderà?" after a minimum with its increments: the same gross
  // with the most increments, not a net.
  if (
    previous === 'seniority' &&
    intent === 'gross_to_net' &&
    MAX_INCREMENTS_ASKED.test(text) &&
    !OTHER_FIGURE.test(text)
  )
    return 'seniority';
  // "e a luglio 2027 di quanto sale?" after a level's minimum: the renewal's increase up to that month.
  // (a month or a year names when; "dal tredicesimo mese" is an apprentice's period, not a tranche).
  if (
    previous === 'minimum_pay' &&
    intent === 'minimum_pay' &&
    RAISE_ASKED.test(text) &&
    /\b(?:gennaio|febbraio|marzo|aprile|maggio|giugno|luglio|agosto|settembre|ottobre|novembre|dicembre|20\d\d)\b/.test(
      text,
    ) &&
    !/\b(?:mese|anno|mesi|anni)\b/.test(text)
  )
    return 'renewal';
  if (
    intent === 'seniority' &&
    ['minimum_pay', 'gross_to_net'].includes(previous) &&
    WITH_INCREMENTS_ONLY.test(text.trim())
  )
    return previous;
  // "ma perché è più bassa della tredicesima? io ho gli scatti" after when the 14th is paid: the increments are
  // the worker's case, told as the reason of the figure the conversation is about, not what is asked.
  return intent === 'seniority' && WHY_OF_FIGURE.has(previous) && WHY.test(text) && INCREMENTS_HELD.test(text)
    ? previous
    : undefined;
}

const WHY_OF_FIGURE: ReadonlySet<Intent> = new Set([
  'monthly_payments',
  'thirteenth_pro_rata',
  'minimum_pay',
  'gross_to_net',
]);

/** How much a figure rises ("di quanto sale?", "quanto aumenta?", "di quanto cresce da gennaio?"). */
// ("mi pare che a dicembre cambi qualcosa, giusto? di quanto?": a change said, then its amount asked alone.)
const RAISE_ASKED =
  /\bdi quanto (?:\w+ )?(?:sal(?:e|ira|irebbe)|aument\w*|cresc\w*)\b|(?<!\ba )\bquanto (?:sale|aumenta|aumentera|cresce)\b|\bl'aumento\b|\bcambi\w* qualcos\w*\b[\s\S]*\bdi quanto\s*\?/;

/**
 * The subject a follow-up asks when its words name another than the conversation's: a dismissal after a sick
 * leave, the same subject for a part-timer or an apprentice, the increments of a figure, a worker's own case (worker-follow-ups.ts).
 */
export function subjectOfTheTurn(text: string, intent: Intent, previous: Intent, earlier = ''): Intent {
  // "e l'orario normale a settimana?" after a minimum: the working week itself (schedule-follow-up.ts).
  // "ho sbagliato: assunto il 1° aprile, non il 1° marzo. E la tredicesima?" after the TFR (corrected-subject.ts).
  const asked =
    correctedTurnSubject(text, intent, previous) ??
    dismissalAfterSickness(text, intent, previous) ??
    scheduleAfterFigure(text, intent, previous) ??
    permitHoursReached(text, intent, previous) ?? // "a quante ore arrivo in totale?" after the permits
    calculationSubject(text, intent, previous) ?? // "e di tredicesima, da aprile?" (calculation-subject.ts)
    intent;
  const partTime =
    partTimePayAfterTfr(text, asked, previous) ??
    partTimeOfTheSubject(text, asked, previous) ??
    partTimeMinimumAgain(text, asked, previous, earlier) ??
    partTimeWorkerOfTheSubject(text, asked, previous) ??
    allowedWeekFollowUp(text, asked, previous) ??
    apprenticeOfTheSubject(text, asked, previous) ??
    apprenticeAlreadyTheCase(text, asked, previous, earlier) ??
    asked;
  const figure = incrementsOfTheFigure(text, partTime, previous) ?? partTime;
  const dated = minimumWithTranche(text, figure, previous) ?? figure;
  const accrued = leaveHoursAccrued(text, dated, previous) ?? dated;
  // "e se lo assumo a 20 ore quanto viene?" after a minimum: the same figure, not a cost (asked-at-the-end.ts).
  const again = sameFigureForHire(text, accrued, previous) ?? accrued;
  // "e l'anno scorso quanto era? che devo controllare un arretrato": the minimum at that year (past-figure-purpose.ts).
  const past = pastFigureForArrears(text, again, previous) ?? again;
  // "ok ma se è ancora in prova, gli spetta lo stesso?" after a leave: that leave (leave-in-probation.ts).
  const leave = leaveInProbation(text, past, previous) ?? past;
  return workerFollowUp(text, leave, previous) ?? leave;
}

// "ne ha di meno?", "le spettano gli stessi giorni?", "come vengono conteggiati/contati": the days asked again.
const SAME_DAYS_ASKED =
  /\bne (?:ha|abbia|avra|hanno|spettano|spetta|ho) (?:di )?(?:meno|piu|uguali|altrettant\w*)\b|\b(?:gli )?stess[ie] (?:giorni|giornate)\b|\b(?:conteggiat|contat|calcolat)[ie] quando\b/;

// "quante ore ne avrà maturate", "quante ore gli spettano", "ne ha maturati": hours of leave accrued, not worked.
const ACCRUED = /\bmatur\w*|\bspett\w*|\bresidu\w*|\brate[oi]\b/;

/**
 * After the leave hours of a year ("quante ore di PAR ha all'anno un metalmeccanico?"), "e uno assunto il 1/7 quante
 * ore ne avrà maturate al 31/12?" asks the same leave's hours accrued in part of the year, not the weekly hours; so
 * after a year's holidays ("e uno assunto il 1 giugno a fine dicembre quante ore ha maturato?").
 */
function leaveHoursAccrued(text: string, intent: Intent, previous: Intent): Intent | undefined {
  if ((previous !== 'rol_ex_festivita' && previous !== 'holidays') || intent !== 'working_hours')
    return undefined;
  // ("lavora su 5 giorni: ne ha di meno o le spettano gli stessi giorni?": the same holidays on a shorter week.)
  if (previous === 'holidays' && SAME_DAYS_ASKED.test(text)) return previous;
  // ("… nella controllata con 10 dipendenti, quante ore avrebbe?": the firm's size changes the same leave's hours.)
  const sized = /\b\d+ (?:dipendenti|addetti|lavoratori)\b/.test(text);
  return (ACCRUED.test(text) || sized) && !/\bsettiman|\bstraordinar/.test(text) ? previous : undefined;
}

// "con la tranche già firmata", "compreso l'aumento", "dopo il rinnovo": the increase said as what the figure includes.
const WITH_INCREASE =
  /\b(?:(?:con|compres[oaie]|inclus[oaie]|dopo|contando)\s+(?:anche\s+)?|c'? ?e (?:gia )?|ci (?:sia|sara|siano|sono|saranno) (?:gia )?|arriv(?:a|are) |scatt(?:a|are) )(?:la |l'|l |le |gli |il |i |un |una )?(?:tranche|aument\w*|rinnov\w*)\b/;
const DATED =
  /\b(?:gennaio|febbraio|marzo|aprile|maggio|giugno|luglio|agosto|settembre|ottobre|novembre|dicembre)\b|\b20\d\d\b/;
const RISE_OR_WHEN =
  /\bdi quanto\b|\bquanto (?:sale|aumenta|aumentera|cresce)\b|\bquando\b|\bquale tranche\b/;

// The case's own pay figures, which a date with the increase it includes keeps (an apprentice's share of it too).
const DATED_FIGURES: readonly Intent[] = ['minimum_pay', 'apprenticeship', 'hourly_rate'];

/**
 * After a minimum, a date with the increase it includes ("E dal 1° giugno 2027, con la tranche già firmata?",
 * "e a luglio 2027 con l'aumento?", "e da dicembre? ho letto che c'è un aumento" after an apprentice's pay): the
 * same figure from that date is asked, not the size of the increase.
 */
function minimumWithTranche(text: string, intent: Intent, previous: Intent): Intent | undefined {
  if (!DATED_FIGURES.includes(previous)) return undefined;
  const dated = DATED.test(text) || RELATIVE_MONTH.test(text);
  if (!dated || RISE_OR_WHEN.test(text)) return undefined;
  if (intent === 'renewal') return WITH_INCREASE.test(text) ? previous : shareOfRaisedMinimum(text, previous);
  return intent === 'minimum_pay' ? shareOfRaisedMinimum(text, previous) : undefined;
}
