import type { Ccnl } from '../kb/schema.js';
import { asksChangeOfFigure } from './asked-at-the-end.js';
import { askedClauseLevel } from './asked-level.js';
import { VALUE_CORRECTED } from './corrections.js';
import { serviceKept } from './follow-up-slots.js';
import { levelAfterChange, readLevel } from './levels.js';
import { withoutOtherWorkerDates } from './other-worker-dates.js';
import type { Intent, Slots } from './request.js';
import { readable } from './text.js';

/**
 * A turn that asks nothing of its own is the rest of the question before it: the facts the assistant needed
 * ("sono al quarto livello, assunto da maggio 2020. quindi quanti giorni?", "contratto del commercio, full
 * time") or a why about the answer ("perché 2 mesi?"). It found no subject (the reader's default, not a subject
 * outside work), so it keeps the conversation's question and adds what it says.
 */
export function answersPrevious(
  own: { intent: Intent; offTopic: boolean; slots: Slots; text: string; strength: number },
  previous: { intent: Intent; slots?: Slots },
): boolean {
  // "ho sentito che a dicembre cambia qualcosa, di quanto sale?": the figure before, its change (asked-at-the-end.ts).
  if (asksChangeOfFigure(own.text, own)) return true;
  if (restatesCase(own, previous)) return true;
  if (own.intent !== 'out_of_scope' || own.offTopic || previous.intent === 'out_of_scope') return false;
  // A new question of its own ("mi consigli un albergo a Rimini?") is not an answer: the turn states facts,
  // asks why, or asks nothing.
  const { slots } = own;
  const states =
    slots.level !== undefined ||
    slots.seniorityYears !== undefined ||
    slots.hireDate !== undefined ||
    slots.weeklyHours !== undefined ||
    slots.cohabiting !== undefined ||
    slots.partTimePercent !== undefined ||
    slots.amounts.length > 0 ||
    (slots.agreements.length > 0 && !slots.agreementsBySector) ||
    LEVEL_CODE_SAID.test(own.text);
  const sentences = own.text.split(/(?<=[.!?])\s+/);
  return states || !own.text.includes('?') || sentences.some((sentence) => WHY.test(sentence));
}

/**
 * "Sono a 2.300 lordi, ma con 14 mensilità, cambia il netto?" after the net of 2.300 lordi in Florence: the same
 * question, the same figures said again, with one thing changed; the rest of the case (the city, the year) holds.
 */
function restatesCase(
  own: { intent: Intent; slots: Slots; text: string },
  previous: { intent: Intent; slots?: Slots },
): boolean {
  const before = previous.slots;
  if (!before || own.intent !== previous.intent || !own.slots.amounts.length) return false;
  if (own.slots.agreements.some((a) => !before.agreements.includes(a))) return false;
  if (own.slots.municipality && own.slots.municipality !== before.municipality) return false;
  return own.slots.amounts.every((a) => before.amounts.some((b) => b.kind === a.kind && b.value === a.value));
}

/**
 * A level said with no agreement to read it in ("ho riguardato la lettera: è B1, ex quinta super"): a fact for the
 * conversation's question.
 */
const LEVEL_CODE_SAID =
  /\b(?:e|sono|e'|sta|livello|al|nel) (?:il |al |un |una |livello )?[a-d] ?[1-3]s?\b|\bex (?:prima|seconda|terza|quarta|quinta|sesta|settima|ottava|[1-8] ?[°a]?)(?: categoria)?(?: super)?\b/;

/** "perché 2 mesi?", "come mai?", "in che senso?": a why about the answer. */
const WHY = /^(?:e |ma )?(?:perche|come mai|in che senso|cioe|quindi|sicuro)\b/;

/**
 * The level a follow-up states, read again in the conversation's agreement: "sono al quarto livello, che adesso
 * si chiama C2" read alone has no agreement to name the level in.
 */
export function levelInAgreement(ccnl: Ccnl | undefined, message: string): string | undefined {
  // "se il 3ª categoria passa alla 5ª, quale minimo?": a change told picks the level asked (levels.ts).
  return ccnl
    ? (levelAfterChange(ccnl, message) ??
        askedClauseLevel(ccnl, message) ??
        readLevel(ccnl, message, readable(message), false))
    : undefined;
}

/**
 * A turn that asks how the answer was reached ("come l'hai calcolato?", "può mostrarmi il calcolo passo per
 * passo?", "da dove esce questa cifra?") or corrects a figure it gave ("scusa, la RAL era 31.000", "mi sono
 * sbagliato, intendevo da giugno 2026") keeps the conversation's question: it changes nothing else. ("Ho sbagliato
 * qualcosa?", "è giusto o ho sbagliato?" ask whether the writer's own payslip is wrong: no correction.)
 */
const REVISITS_ANSWER =
  /\bcome (?:l'hai|lo hai|li hai|hai|avete|e stato|e stata|si e arrivati a|ci sei arrivat\w*) (?:calcol|ottenut|fatto)\w*|\b(?:mostra|fa(?:mm)?i vedere|spiega|dettaglia|riporta)\w* (?:\w+ ){0,2}?(?:il|i|tutti i) (?:calcol|passagg|conti)\w*|\b(?:calcolo|conto|conti) passo (?:per )?passo\b|\bda dove (?:viene|vengono|esce|escono)\b|\b(?:scusa\w*|pardon)\b.*\b(?:era|erano|intendevo|sbagliat\w*)\b|(?<!\b(?:o|oppure|se|dove|cosa|in cosa) )\b(?:mi sono|ho) sbagliat\w*\b(?!\s+(?:qualcosa|in qualcosa|io|noi)\b|\s*\?)|\bintendevo\b|\bcome ci (?:sei|siete|si e) arrivat\w*|\bspieg\w* (?:\w+ ){0,3}?passo (?:per )?passo\b|^(?:no,? )?anzi,? no\b|\berrore mio\b|\bmi sono confus\w*|\bho scritto male\b/;
/**
 * A value the turn corrects ("l'ho assunta il 20 marzo, non il 10", "la RAL è 31.000, non 28.000", "non 3 ma 8
 * anni"): the conversation's question again, with the value kept (corrections.ts).
 */
export const REVISITS = new RegExp(`${REVISITS_ANSWER.source}|${VALUE_CORRECTED.source}`);

/**
 * "un'altra cosa", "altra domanda", "cambiando argomento": the turn announces a subject of its own, so it neither
 * revisits nor corrects the answer before, whatever words of a mistake it holds ("è giusto o ho sbagliato?").
 */
// ("il capocantiere mi ha detto un'altra cosa": something different said, not a subject announced; so the
// announcement opens the turn or a sentence.)
const NEW_SUBJECT =
  /(?:^|[.!?:;]\s*)(?:(?:ah|ok|okay|senti|scusa|poi|e|ed|ancora|ultima|grazie)[\s,.!]+)*(?:(?:un ?'? ?altra|altra) (?:cosa|domanda|questione|curiosita|faccenda)\b|a parte questo\b|passando ad altro\b)|\b(?:cambiando|cambio|cambiamo) (?:argomento|discorso)\b/;

/** The turn revisits the conversation's answer (REVISITS) and announces no subject of its own. */
export const revisits = (text: string): boolean => REVISITS.test(text) && !NEW_SUBJECT.test(text);

/** A correction's slots without the amounts it says are not the case ("31.000 non 28.000": the value after "non"). */
export function withoutDenied(slots: Slots, text: string): Slots {
  const denied = [...text.matchAll(/\bnon (?:era |erano |e |di )?(\d{1,3}(?:\.\d{3})+|\d+)(?:,\d+)?\b/g)].map(
    (m) => Number((m[1] ?? '').replace(/\./g, '')),
  );
  return { ...slots, amounts: slots.amounts.filter((a) => !denied.includes(a.value)) };
}

/**
 * "Qual è l'orario minimo settimanale di un part-time?", "il minimo di ore": a minimum of hours, not the
 * minimum pay.
 */
export function hoursMinimum(intent: Intent, text: string, earlier = ''): Intent {
  // "qual è la mia paga oraria normale?" in a story of overtime hours asks the ordinary hour.
  // ("la sua quota oraria ordinaria, tutto compreso, è di 9,86 euro": the hour stated with its figure is given.)
  if (intent === 'overtime_value' && ORDINARY_HOUR.test(text.replace(ORDINARY_HOUR_STATED, '')))
    return 'hourly_rate';
  if (intent !== 'minimum_pay' && intent !== 'working_hours') return intent;
  if (
    !/\b(?:orario|ore) minim[oe]\b|\bminimo (?:di |delle )?ore\b|\bminimo (?:orario )?settimanale\b/.test(
      text,
    )
  )
    return intent;
  if (/part.?time|tempo parziale/.test(text)) return 'part_time';
  // "e per un negozio di 8 dipendenti il minimo di ore?" after a turn on the part-time: the part-time's minimum.
  const partTimeBefore = /part.?time|tempo parziale/.test(readable(earlier));
  return partTimeBefore && !/\bfull.?time\b|\btempo pieno\b/.test(text) ? 'part_time' : 'working_hours';
}

/**
 * What a new question in the same conversation keeps of the turn before it when it names no agreement: the
 * worker's level, service and dates ("mi hanno assunta il 1° marzo 2026", then "a dicembre quanto mi spetta di
 * tredicesima?"), and the schedule. The same person, unless the question says otherwise.
 */
const CARRIED = [
  'level',
  'seniorityIncrements',
  'seniorityYears',
  'date',
  'taxYear',
  'hireDate',
  'endDate',
  'weeklyHours',
  'partTimePercent',
  // The firm's size and whether a household worker lives in, told once, hold for the whole conversation.
  'employees',
  'cohabiting',
] as const;

/** The conversation's agreement and the worker's facts carried into a new question that names no agreement. */
/** A new question names no agreement, or only implies the conversation's own by a sector word. */
export function sameAgreement(own: Slots, previous: Slots): boolean {
  if (!own.agreements.length) return true;
  return (
    own.agreementsBySector === true &&
    own.agreements.every((id) => previous.agreements.includes(id)) &&
    previous.agreements.length > 0
  );
}

export function carriedSlots(own: Slots, previous: Slots, text = ''): Slots {
  const slots: Slots = { ...own, agreements: previous.agreements };
  // "se divento C3 (faccio da due anni il collaudatore)": the role's time is not the service told before.
  const service = serviceKept(previous, own, text);
  if (service !== undefined) slots.seniorityYears = service;
  if (previous.agreementsBySector) slots.agreementsBySector = true;
  for (const key of CARRIED)
    if (own[key] === undefined && previous[key] !== undefined) Object.assign(slots, { [key]: previous[key] });
  // "Altra badante, stesso livello, in forza tutto l'anno": not the days of the worker dated before.
  withoutOtherWorkerDates(slots, previous, own, text);
  // The worker's pay per hour, told once ("la paghiamo 9 euro l'ora"), is the same person's in the next question
  // ("quanto ci costa di contributi all'ora?"), as the schedule is; so it is beside the hours the turn counts
  // ("su una settimana di 20 ore quanto mi resta netto?").
  if (own.amounts.every((a) => a.kind === 'hours') && previous.amounts.some((a) => a.perHour))
    slots.amounts = [...own.amounts, ...previous.amounts.filter((a) => a.perHour)];
  return slots;
}

/**
 * "qual è la mia paga oraria normale di partenza?" in a story of overtime hours: the ordinary hour, not the
 * overtime one.
 */
const ORDINARY_HOUR =
  /\bpaga oraria (?:\w+ )?(?:normale|ordinaria|base|di partenza|di base|minima|contrattuale)\b|\bquota oraria (?:normale|ordinaria)\b|\b(?:retribuzione|paga) (?:normale |ordinaria )?(?:per |all')ora (?:normale|ordinaria)\b/;

// The ordinary hour told with its figure before any question mark: a fact of the story, not the ask.
const ORDINARY_HOUR_STATED = new RegExp(String.raw`(?:${ORDINARY_HOUR.source})[^?.\d]{0,40}\d`, 'g');

export function asksOrdinaryHour(intent: Intent, text: string): boolean {
  return intent === 'hourly_rate' && ORDINARY_HOUR.test(text);
}
