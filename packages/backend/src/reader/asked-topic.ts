import { askedIncrease } from './asked-increase.js';
import { askedSubject } from './asking-clause.js';
import { consolidationAsked } from './consolidation-asked.js';
import { disabilityAccrualAsked } from './disability-accrual-asked.js';
import { askedBesideDisability } from './disability-story.js';
import { scoreIntents } from './intents.js';
import { LAW_LEAVE, leaveKindOf } from './leave-kinds-read.js';
import { leaveNoticeAsked } from './leave-notice.js';
import { levelAskedAfterStory } from './level-asked.js';
import { minimumAfterStory } from './minimum-after-story.js';
import { withoutOthersAbsence } from './others-leave.js';
import { permitsAskedByName } from './permits-named.js';
import type { Intent, TypedRequest } from './request.js';
import { HOURS_AND_ALLOWED, shortWeekAllowedAsked } from './short-week-allowed.js';
import { leaveLengthAsked, levelAfterStory, storyAsks, topicAfterStory } from './story-asks.js';
import { figureAskedAfterStory, STORY_EVENTS } from './story-event.js';

export { LAW_LEAVE, type LeaveKind, leaveKindsOf } from './leave-kinds-read.js';

/**
 * The subject a question asks about wins over side words: a leave kind over the ROL its story mentions, a
 * probation over the job it names, an employer's extra contribution over "rinnovo" or "contratto a termine",
 * the gross tax on a taxable income over a payslip calculation. Runs on the folded text after the rules.
 */
/** A question whose leave words ask about leave, not a word in passing ("ferie dopo la maternità"). */
/** The law-104 days taken by the hour: "a ore", "in ore", "permessi orari", "quante ore di permesso". */
const PERMIT_HOURS =
  /\b(?:a|in|ad) ore\b|\bpermess\w* orari|\bore di (?:permess|(?:legge )?104\b)|\bfrazionat\w*/;
const ASKS_LEAVE = /congedo|permess|giorni|quant|spett|dura|retribuit|pagat|indennit|\bore\b|come funzion/;

/** A renewal's own figures or dates asked beside a leave ("aumenti", "scadenza", "una tantum"): still the renewal. */
const RENEWAL_FIGURES =
  /aument|increment|\bminim[oi]\b|tranche|una tantum|arretrat|scad|validit|vigenz|firmatar|stipend|\bquando (?:e stato )?rinnov/;

/** Intents a leave word overrides: they answer from another subject's table. */
const LEAVE_OVERRIDES: ReadonlySet<Intent> = new Set([
  'rol_ex_festivita',
  'holidays',
  'working_hours',
  'minimum_pay',
  'sickness_injury',
  'out_of_scope',
  'monthly_payments',
  'classification',
]);

/**
 * "ho la 104 per me e sto facendo tante malattie. quanti giorni di comporto ho?": the comporto named is the
 * subject; the 104 is the worker's condition, not a leave asked.
 */
const COMPORTO_NAMED = /\bcomporto\b|\bconservazion\w* del posto\b/;

/** The 13th month's and the holidays' intents, whose cut by the 104 permits is the leave's rule. */
const ACCRUALS: ReadonlySet<Intent> = new Set(['monthly_payments', 'holidays', 'thirteenth_pro_rata']);

/**
 * The employer's extra contributions: the NASpI additional one on fixed-term contracts, the dismissal ticket
 * ("quanto costa licenziare? il ticket quanto è?": the ticket named beside a dismissal, in another sentence;
 * "si è dimesso per giusta causa … devo pagare il ticket?": beside a resignation).
 */
export const EMPLOYER_EXTRA =
  /contribut\w* addizional\w*|addizional\w* naspi|naspi addizional|\b1[,.]4 ?%|ticket (?:di |del |sul |per il )?licenziament|ticket naspi|contribut\w* (?:di |sul |per il )?licenziament|contribut\w* (?:naspi|di disoccupazione)\b(?=.*\b(?:licenzi|termine|aziend|datore))|contribut\w* (?:d'|di )?ingresso (?:alla |in )?naspi|\bticket\b(?! (?:restaurant|pasto|mensa|sanitar))(?=.*(?:\blicenzi|\bmandar\w* via|\bdimett|\bdimission|\bdimess[oaie]\b|\bgiusta causa\b))|(?:\blicenzi\w*|\bmandar\w* via|\bdimett\w*|\bdimission\w*|\bdimess[oaie]|\bgiusta causa)\b.*\bticket\b(?! (?:restaurant|pasto|mensa|sanitar))|\bcost\w* (?:\w+ ){0,2}?(?:licenziar\w*|mandar\w* via)\b|\bcosto (?:del|di un) licenziament/;

/**
 * The extra an employer pays on a fixed-term contract, asked by situation rather than by name ("c'è un
 * contributo in più rispetto all'indeterminato?", "un tempo determinato costa di più?"): the NASpI additional
 * contribution, whatever "rinnovo" the story adds.
 */
export const FIXED_TERM_EXTRA =
  /^(?=.*(?:tempo determinato|a termine|\bt\.?d\.?\b|contratt\w* determinat))(?=.*(?:(?:contribut|cost|pag|oner|aliquot|versa|inps)[^?.]{0,40}?(?:in piu|di piu|extra|aggiuntiv|maggior|differenz|rispetto a)|(?:in piu|\bpiu|extra|aggiuntiv|maggior|differenz)[^?.]{0,30}?(?:contribut|cost|oner|aliquot|inps)))/;

/** The gross tax on a taxable income: "IRPEF lorda su un imponibile di 28.000 €". */
export const GROSS_TAX =
  /\b(?:irpef|imposta) lord\w*|\blord\w* (?:irpef|d'imposta)|imposta (?:sul reddito )?(?:dovuta )?su (?:un |un reddito |un imponibile )?(?:imponibil|\d)/;

/** Domestic workers' INPS contributions (hourly bands), asked without a pay figure. */
// "quanto si versa a trimestre?", "il versamento di aprile": the contributions paid by the family.
const DOMESTIC_CONTRIBUTIONS = /contribut|\binps\b|versament\w*|\b(?:si versa|versare|versiamo)\b|bollettin/;

const DOMESTIC_ID = 7;
/** Hours beyond the full-time week: "ore oltre le 40", "oltre le 40 ore settimanali", "sopra le 40 ore". */
const BEYOND_FULL_WEEK =
  /\bor[ae] (?:in piu )?(?:oltre|sopra) (?:le )?(?:3[6-9]|4[0-8])\b|\b(?:oltre|sopra) (?:le )?(?:3[6-9]|4[0-8]) ore\b/;
/** The 13th said to be inside a figure: "tredicesima compresa", "compresa la tredicesima", "con la 13ª". */
// ("lordo annuo … contando tredicesima e quattordicesima": the extra months counted into the year's figure.)
const THIRTEENTH_INCLUDED =
  /\btredicesim\w* (?:compres\w*|inclus\w*)|\b(?:compres\w*|inclus\w*|con|piu|contand\w*|considerand\w*|includend\w*|comprendend\w*) (?:anche )?(?:la |i ratei di |le mensilita di )?tredicesim/;
/** A year's figure: "lordo dell'anno", "spesa annua", "costo annuale", "in un anno". */
const ANNUAL_FIGURE =
  /\b(?:lordo|spesa|costo|retribuzione|stipendio|totale)\b (?:\w+ )?(?:dell'anno|dell anno|annu\w*|all'anno|all anno|in un anno)|\bral\b/;
/**
 * The contributions asked as the subject, beside the hourly pay that picks the band ("la paghiamo 8 euro l'ora:
 * quanto dobbiamo versare di contributi per un trimestre?"): the pay is a datum, not a gross to net.
 */
const ASKS_DOMESTIC_CONTRIBUTIONS =
  /\b(?:quant\w*|importo|cifra)\b[^?.]{0,50}?(?:contribut|\binps\b|versa\w*|bollettin)|contribut\w*[^?.]{0,30}?trimestr|trimestr\w*[^?.]{0,30}?contribut/;

/** The quattordicesima, however written: "14ª", "14a", "14esima", "quattordicesima". */
/** Hours beyond the worker's own schedule: "ore in più", "oltre il mio orario", "ore aggiuntive". */
export const PART_TIME_EXTRA =
  /or[ae] (?:in piu|aggiuntiv\w*|extra)\b|supplementar|oltre (?:il |l'|al )?(?:mio |suo |proprio |loro |normale )?orario|\bpiu ore\b|\bore oltre\b|\b(?:le|quelle|altre) (?:\d+|due|tre|quattro|cinque|sei) (?:in piu|extra)\b|\bor[ae] che (?:\w+ ){1,2}in piu\b/;
export const FOURTEENTH = /quattordicesim|\b14 ?(?:a|ª|esim\w*|ma)(?!\w)/;

/** The request, with the intent the question's own subject asks for. */
const HOURLY_PAY_ASKED =
  /\b(?:qual\s*(?:e|sarebbe)|quant\w* (?:e|fa|vale))\b[^?.]{0,30}\b(?:retribuzione|paga|quota) orari\w*[^?.]{0,20}\?/;

export function refineIntent(request: TypedRequest, text: string): TypedRequest {
  const { intent } = request;
  // "il volantino dice 40 € al 4°, io sono al 5°: a giugno quanto ho preso in più?": beside a leaflet, the
  // level's increase is the agreement's renewal tranche.
  if (intent === 'document_question') {
    const increase = askedIncrease(request, text);
    return increase.intent === 'renewal' ? increase : request;
  }
  if (intent === 'comparison' || intent === 'agreement_not_covered') return request;
  // "ho la 104 per me … quanti giorni di malattia prima di perdere il posto?": the subject asked (disability-story.ts).
  const beside = askedBesideDisability(intent, leaveKindOf(withoutOthersAbsence(text)), text);
  if (beside) return { ...request, intent: beside, alsoAsked: request.alsoAsked.filter((i) => i !== beside) };
  // "… i conteggi di fine rapporto … Che livello le spetta?": the level asked, not the story's calculation.
  const level = levelAskedAfterStory(request, text, scoreIntents);
  if (level !== request) return level;
  // "per valorizzare le ore di permesso 104 … qual è oggi la retribuzione oraria?": the hour's pay asked, the
  // leave only its purpose.
  if ((intent === 'leave' || intent === 'rol_ex_festivita') && HOURLY_PAY_ASKED.test(text))
    return { ...request, intent: 'hourly_rate', alsoAsked: [] };
  // "Dopo la maternità … quanto è il mio minimo?": the figure asked, not the event the story tells.
  const figure = figureAskedAfterStory(text, scoreIntents);
  if (figure && STORY_EVENTS.has(intent))
    return {
      ...request,
      intent: figure,
      alsoAsked: request.alsoAsked.filter((i) => i !== figure && !STORY_EVENTS.has(i)),
    };
  const asked = askedSubject(request, text, scoreIntents);
  if (asked !== request) return refineIntent(asked, text);
  const told = storyAsks(request, text);
  if (told !== request) return refineIntent(told, text);
  // A level's minimum asked after a story of tranches, else a renewal's increase asked (minimum-after-story.ts).
  const minimum = minimumAfterStory(request, text);
  if (minimum !== request) return minimum;
  const increase = askedIncrease(request, text);
  if (increase !== request) return increase;
  const to = (next: Intent): TypedRequest => ({
    ...request,
    intent: next,
    alsoAsked: request.alsoAsked.filter((i) => i !== next),
  });
  if (EMPLOYER_EXTRA.test(text) && !/\bnetto\b|busta paga/.test(text)) return to('employer_cost');
  if (
    FIXED_TERM_EXTRA.test(text) &&
    !/\bnett|busta paga|cedolino/.test(text) &&
    ['renewal', 'minimum_pay', 'out_of_scope', 'gross_to_net', 'overtime_value', 'payroll_rules'].includes(
      intent,
    )
  )
    return to('employer_cost');
  if (
    GROSS_TAX.test(text) &&
    request.slots.amounts.length &&
    (intent === 'gross_to_net' || intent === 'payslip_check' || intent === 'payroll_rules')
  )
    return to('payroll_rules');
  // "quanto fa di lordo annuo coi minimi attuali contando tredicesima e quattordicesima?": the year's gross.
  if (
    (intent === 'minimum_pay' || intent === 'monthly_payments') &&
    THIRTEENTH_INCLUDED.test(text) &&
    ANNUAL_FIGURE.test(text) &&
    !/\b(?:spes|cost)\w*/.test(text)
  )
    return to('gross_to_net');
  if (
    FOURTEENTH.test(text) &&
    /quant|matur|calcol|rate[oi]|spett|vale\b|pro rata|import/.test(text) &&
    (intent === 'out_of_scope' ||
      intent === 'monthly_payments' ||
      intent === 'rol_ex_festivita' ||
      intent === 'seniority' ||
      intent === 'minimum_pay')
  )
    return to('thirteenth_pro_rata');
  // "non ho mai visto né la tredicesima né il pagamento delle ferie" of a building worker: both go through the
  // Cassa Edile, whose accrual is the agreement's rule on extra months: both subjects are answered.
  if (
    (intent === 'holidays' || intent === 'thirteenth_pro_rata') &&
    /\btredicesim\w*|\bgratifica natalizia\b/.test(text) &&
    /\bferie\b/.test(text) &&
    /\bedil\w*|\bmurator\w*|\bcassa edile\b|\bcantier\w*/.test(text) &&
    !/\bquant\w* (?:giorni|ore)\b/.test(text) &&
    !request.alsoAsked.includes('monthly_payments')
  )
    return { ...request, alsoAsked: [...request.alsoAsked, 'monthly_payments'] };
  // "a 12 ore a settimana: si può fare o c'è un minimo?", "posso prendere uno studente per 8 ore?": a short week
  // asked as allowed (a hire at it too) is the part-time minimum.
  if ((intent === 'minimum_pay' || intent === 'working_hours') && shortWeekAllowedAsked(request, text))
    // ("e se le faccio un contratto da 15 ore? si può fare?" after a minimum: the figure at those hours too.)
    return intent === 'minimum_pay' && HOURS_AND_ALLOWED.test(text)
      ? { ...request, alsoAsked: [...request.alsoAsked.filter((i) => i !== 'part_time'), 'part_time'] }
      : to('part_time');
  // Hours beyond a part-time schedule are supplementary hours, whatever else the story names ("in ferie").
  // A part-timer's hours beyond the own schedule are supplementary, not overtime, unless overtime is named.
  if (
    PART_TIME_EXTRA.test(text) &&
    /part.?time|tempo parziale/.test(text) &&
    (intent === 'holidays' ||
      intent === 'working_hours' ||
      intent === 'rol_ex_festivita' ||
      intent === 'minimum_pay' ||
      (intent === 'overtime_value' && !/straordinar|notturn|festiv|domenic/.test(text)))
  )
    return to('part_time');
  if (intent === 'overtime_value' && /supplementar/.test(text) && !/straordinar/.test(text))
    return to('part_time');
  // "ha fatto ore oltre le 40, di quanto le maggioro?": hours beyond the full-time week, a rate asked.
  if (
    BEYOND_FULL_WEEK.test(text) &&
    /maggior|in piu (?:a|all)'?ora|quanto (?:le |gliele )?pag/.test(text) &&
    !/part.?time|tempo parziale/.test(text) &&
    (intent === 'working_hours' ||
      intent === 'gross_to_net' ||
      intent === 'minimum_pay' ||
      intent === 'hourly_rate')
  )
    return to('overtime_value');
  // "il lordo dell'anno, tredicesima compresa": the 13th is inside the year's figure, not the thing asked.
  if (intent === 'thirteenth_pro_rata' && THIRTEENTH_INCLUDED.test(text) && ANNUAL_FIGURE.test(text))
    return to(/\b(?:spes|cost)\w*/.test(text) ? 'employer_cost' : 'gross_to_net');
  // "la presenza notturna accanto al nonno: quanto si paga al mese?": a domestic pay table named by the night it
  // covers (../kb/section-asked.ts), its monthly minimum, not a night-work surcharge.
  if (
    intent === 'overtime_value' &&
    /\b(?:presenza|assistenza) (?:notturn|(?:di|la|per la) notte\b)/.test(text) &&
    !/straordinar|maggior|supplement|indennit|\bor[ae]\b/.test(text)
  )
    return to('minimum_pay');
  // "sul contratto ho 18 ore ma ne faccio 25: quante me ne devono consolidare?": the part-time's clause.
  if ((intent === 'working_hours' || intent === 'minimum_pay') && consolidationAsked(text))
    return to('part_time');
  // (permits-named.ts; someone else's absence told as the story, others-leave.ts, names no leave asked)
  const leave = permitsAskedByName(intent, text) ? undefined : leaveKindOf(withoutOthersAbsence(text));
  // "il congedo parentale a ore: con quanto preavviso va chiesto?": the leave's notice, not a resignation's.
  if (leave && leave !== 'bereavement' && intent === 'notice' && leaveNoticeAsked(text)) return to('leave');
  // "congedo straordinario per assistere la moglie con la 104": the care leave, not overtime ("straordinario").
  if (leave === 'disability_leave' && intent !== 'leave') return to('leave');
  // "il rinnovo prevede un'estensione del congedo per le vittime di violenza?": the leave, the renewal its source.
  if (leave && intent === 'renewal' && !RENEWAL_FIGURES.test(text)) return to('leave');
  // "coi permessi 104 mi scala la tredicesima?": the permits' effect on it is the leave's rule.
  if (leave === 'disability' && ACCRUALS.has(intent) && disabilityAccrualAsked(text)) return to('leave');
  // "la 104 … se li volessi prendere a ore quante ore al mese sarebbero?": the permits counted in hours, not
  // the working week the hours are worked out from (../agents/disability-hours.ts).
  if (leave === 'disability' && intent === 'working_hours' && PERMIT_HOURS.test(text)) return to('leave');
  // A leave told, another topic asked ("ho preso i giorni di lutto … quante ore minime ha il part-time?"): that one.
  const other =
    leave && LEAVE_OVERRIDES.has(intent) && !leaveLengthAsked(text)
      ? (topicAfterStory(text) ??
        (intent === 'classification' && levelAfterStory(text) ? 'classification' : undefined))
      : undefined;
  if (other && other !== intent) return to(other);
  if (
    leave &&
    !other &&
    LEAVE_OVERRIDES.has(intent) &&
    !(intent === 'sickness_injury' && COMPORTO_NAMED.test(text)) &&
    ASKS_LEAVE.test(text) &&
    !/\bferie\b/.test(text) &&
    figure !== intent
  )
    return to('leave');
  if (leave && intent === 'rol_ex_festivita' && LAW_LEAVE.has(leave)) return to('leave');
  // An apprentice's share of the final level's minimum, no level given: the agreement's percentages answer it.
  if (
    intent === 'minimum_pay' &&
    !request.slots.level &&
    /apprendist/.test(text) &&
    /percentual|\bche %|\bquale %|\bin %/.test(text)
  )
    return to('apprenticeship');
  // "periodo di prova di un educatore": the probation is asked, the job only picks the level.
  if (intent === 'classification' && /periodo di prova|\bin prova\b|la prova\b/.test(text))
    return to('probation');
  if (
    request.slots.agreements.includes(DOMESTIC_ID) &&
    DOMESTIC_CONTRIBUTIONS.test(text) &&
    (intent === 'hourly_rate' ||
      intent === 'working_hours' ||
      intent === 'minimum_pay' ||
      (intent === 'gross_to_net' && !request.slots.amounts.length && !/\bnett/.test(text)) ||
      (intent === 'out_of_scope' && ASKS_DOMESTIC_CONTRIBUTIONS.test(text)) ||
      (intent === 'gross_to_net' &&
        !/\bnett/.test(text) &&
        ASKS_DOMESTIC_CONTRIBUTIONS.test(text) &&
        request.slots.amounts.every((a) => a.perHour || a.kind === 'hours')))
  )
    return to('payroll_rules');
  return weekdayOvertime(request, text);
}

/** "straordinario feriale", "in un giorno non festivo": a weekday hour, whatever holiday word it negates. */
function weekdayOvertime(request: TypedRequest, text: string): TypedRequest {
  const kind = request.slots.overtimeKind;
  const weekday =
    /\bferial|non (?:e |sia )?(?:festiv|domenic)|non di domenica|giorn\w* lavorativ|infrasettimanal(?! festiv)/;
  // "di notte in un giorno feriale": the night surcharge alone.
  if (kind?.endsWith('notturno_festivo') && weekday.test(text))
    return {
      ...request,
      slots: {
        ...request.slots,
        overtimeKind: kind === 'notturno_festivo' ? 'notturno' : 'straordinario_notturno',
      },
    };
  if (
    (kind === 'straordinario_festivo' || kind === 'festivo') &&
    /\bferial|non (?:e |sia )?(?:festiv|domenic)|non di domenica|giorn\w* lavorativ|infrasettimanal(?! festiv)/.test(
      text,
    ) &&
    !/\b(?:e|o|oppure|anche) (?:di |la |nei |nelle )?(?:domenic|festiv)/.test(text)
  )
    return {
      ...request,
      slots: { ...request.slots, overtimeKind: /straordinar/.test(text) ? 'straordinario' : kind },
    };
  return request;
}

/**
 * The date a year names when the question gives no day: the table in force at the end of a past year, at
 * its start for a future one, today for the current one.
 */
export function dateOfYear(year: number, today: string): string {
  const current = Number(today.slice(0, 4));
  if (year < current) return `${year}-12-31`;
  if (year > current) return `${year}-01-01`;
  return today;
}

// Intents whose figures are read on a dated pay table.
export const PAY_TABLE_INTENTS: ReadonlySet<string> = new Set([
  'minimum_pay',
  'hourly_rate',
  'gross_to_net',
  'overtime_value',
  'employer_cost',
]);
/** "al mese", "mensile" against "all'ora", "orario": which pay a question asks. */
export const MONTH_ASKED = /\b(?:al mese|mensil[ei]|mensilmente)\b/;
export const HOUR_ASKED = /\b(?:all'ora|l'ora|orari[ao]|per ora|ad ora)\b/;
