import { SET_AGAINST } from './aside-comparison.js';
import { comparisonAgentAsksOne } from './asked-agreement.js';
import { askedMonthDate } from './asked-month.js';
import { askedClause } from './asking-clause.js';
import { ASKS_GROSS_DUE, ASKS_MINIMUM, grossOfNetAsked } from './asks-minimum.js';
import { withoutBracketBounds } from './bracket-bounds.js';
import { keepsOwnSubject } from './calcolo-subject.js';
import { dropYardstickAgreement, withoutOwnComparison } from './compared-aside.js';
import { scheduledHours } from './extra-hours.js';
import { asksForGross } from './gross-asked.js';
import { withHoursAsked } from './hours-beside-overtime.js';
import { incrementsAskedOutright } from './increments-asked.js';
import { CALCULATION_INTENTS, scoreIntents } from './intents.js';
import { withJointPay } from './joint-asks.js';
import { leaveAskedOutright } from './leave-asked.js';
import { withoutNegatedItems } from './negation.js';
import { noticeAloneAsked } from './notice-alone.js';
import { isOffTopic } from './off-topic-ask.js';
import { onlySubject, revaluationAsked } from './only-subject.js';
import { dropOthersAmounts } from './others-figures.js';
import { dropFormerJobAmounts, dropSetAsideAmounts, keepOwnHours } from './others-hours.js';
import { keepOwnAgreement } from './own-agreement.js';
import { cooperativeSideCompared } from './own-cooperative.js';
import { withoutPartTimeCase } from './part-time-case.js';
import { partToFullTime } from './part-to-full.js';
import { payItemsDoubted } from './pay-items-doubted.js';
import { extraMonthsOnlyHeld } from './payments-said.js';
import type { AgentHint, ReaderInput } from './read.js';
import { increaseMonthDate, RENEWAL_RISE } from './realconv15.js';
import type { Intent, TypedRequest } from './request.js';
import { namesAgreement, outOfScope } from './scope.js';
import { readSlots } from './slots.js';
import { askedSubjects } from './story-topics.js';
import { readable } from './text.js';
import { namesTfrBaseMonths } from './tfr-base-months.js';
import { withoutUnitIntents } from './unit-words.js';
import { workerAsks } from './worker-asks.js';

/**
 * Reading one question on its own, without the conversation: its intent from the scored rules, corrected by
 * the figures it states (a payslip's items, a net wanted, hours beyond a schedule), the agent chosen as a hint,
 * and the subjects it also asks. `read.ts` puts it in the conversation.
 */

// An intent said outright scores at least this; below it a word only hints.
export const OUTRIGHT = 3;
/** The year's gross asked: "quant'è la RAL?", "a quanto corrisponde la mia RAL?", "che lordo annuo fa?". */
const ASKS_YEAR_GROSS =
  /\b(?:quant\w*|qual\w*|che|a quanto|come)\b[^?]*\b(?:ral|retribuzione annua\w*|lordo annu\w*)\b/;
/** Words that ask whether figures are right. */
// "è normale?" doubts a figure; "dipendente normale senza figli" only describes the worker.
const DOUBT =
  /\b(?:giust[oa]|corrett[oa]|torna|tornano|sbagliat\w*|errat\w*|(?:e|sembra|pare|ti sembra|vi sembra|mi sembra) normale|normale(?=\s*\?)|ci siamo|va bene|regolare|ci sta)\b/;
/** Topics a story may name around a pay figure without being what it asks. */
const PAY_TOPICS: ReadonlySet<Intent> = new Set(['monthly_payments', 'working_hours', 'minimum_pay']);
const ASKS_PAY =
  /\bquanto (?:\w+ ){0,2}?(?:prend\w*|guadagn\w*|percepisc\w*|resta|rimane|arriva|viene|entra|fa)\b|\bnett[oiae]?\b|in tasca|a casa\b/;
/** The question asks how much more, not how much in all. */
const ASKS_INCREASE =
  /\b(?:in piu|di piu|in aggiunta|differenza|aumento|aumenta)\b|\bdi quanto (?:\w+ )?(?:sale|salirebbe|cresce|crescerebbe|aumenta)\b/;
// A weekly schedule below this many hours is part-time in every agreement of the knowledge base.
const PART_TIME_BELOW = 36;
// Topics a follow-up may name only to set a slot ("e con 3 scatti?", "e part-time al 50%?").
export const SLOT_LIKE: ReadonlySet<Intent> = new Set([
  'seniority',
  'part_time',
  'working_hours',
  'minimum_pay',
  'gross_to_net',
  'payroll_rules',
  'monthly_payments',
]);

function fromHint(agent: AgentHint | undefined, documents: number): Intent | undefined {
  if (agent === 'calcolo') return 'gross_to_net';
  if (agent === 'inquadra') return 'classification';
  if (agent === 'confronta') return 'comparison';
  return documents > 0 ? 'document_question' : undefined;
}

/** One question on its own, without the conversation. */
export function readAlone(
  input: ReaderInput,
  message: string,
): TypedRequest & { strength: number; text: string; offTopic: boolean } {
  const text = withoutNegatedItems(readable(message));
  const slots = readSlots(input.kb, text, message);
  dropOthersAmounts(text, slots); // "mia moglie ha un part-time da 900 euro": not the writer's pay
  const bracketOnly = withoutBracketBounds(slots, text) && !slots.amounts.length;
  // ("così lo metto a confronto con la gomma plastica": the writer compares; that agreement asks nothing.)
  const scored = withoutOwnComparison(input.kb, text, slots);
  const scores = scoreIntents(scored);
  let intent: Intent | undefined = scores[0]?.intent;
  // Only a bracket's bounds given, with a rate: the tax rules are asked, not a net.
  if (bracketOnly && (intent === undefined || intent === 'gross_to_net' || intent === 'minimum_pay'))
    intent = 'payroll_rules';
  const strength = scores[0]?.score ?? 0;
  const unanswerable: string[] = [];

  // "quanto mi costa un commesso al minimo": the minimum is the pay a cost said outright is computed on.
  if (intent === 'minimum_pay' && scores.some((s) => s.intent === 'employer_cost' && s.score >= 4))
    intent = 'employer_cost';
  // The payslip's own figures make a check, whatever words surround them.
  const kinds = new Set(slots.amounts.map((a) => a.kind));
  if (kinds.has('inps') && kinds.has('irpef') && (kinds.has('net') || kinds.has('monthly_gross')))
    intent = 'payslip_check';
  else if ((kinds.has('inps') || kinds.has('irpef')) && /cedolino|busta paga|bustapaga/.test(text))
    intent = 'payslip_check';
  // Part of a payslip ("lordo 2.300, INPS 230, è giusta?"): a withholding stated beside the pay it came from
  // is a figure to check, not a net to estimate.
  else if (
    (kinds.has('inps') || kinds.has('irpef')) &&
    (kinds.has('monthly_gross') || kinds.has('net') || kinds.has('other')) &&
    !kinds.has('ral')
  )
    intent = 'payslip_check';
  // A net and the gross it came from, with a doubt ("netto 1.500 con lordo 1.900, giusto?").
  else if (kinds.has('net') && kinds.has('monthly_gross') && DOUBT.test(text)) intent = 'payslip_check';
  // "mi è arrivata la busta paga con netto 1.450, è giusta?": a doubt on a payslip's own figure is a check,
  // however few figures it gives (the check then asks for the rest).
  else if (
    (((scores.find((s) => s.intent === 'payslip_check')?.score ?? 0) >= 4 &&
      (kinds.has('net') || kinds.has('monthly_gross'))) ||
      // "il netto è 1.280, è corretto?": a net received, doubted, with nothing to compute it from.
      (kinds.has('net') && !kinds.has('monthly_gross') && DOUBT.test(text) && !slots.level)) &&
    !kinds.has('ral')
  )
    intent = 'payslip_check';
  // "paga base 1.277,04 + contingenza 517,65: è aggiornata?": a payslip's pay items, doubted, are checked
  // against the table's items (agents/minimum-check.ts), not a net to estimate.
  if (!kinds.has('ral') && !kinds.has('net') && payItemsDoubted(text)) intent = 'payslip_check';
  // "la mia domanda è solo sugli scatti" after a pasted payslip: the subject said to be the only one asked wins
  // over the check its figures would make.
  // (A TFR revaluation asked beside a payslip's story: revaluationAsked.)
  const only = onlySubject(text) ?? revaluationAsked(text, askedClause(text), kinds);
  if (only && intent === 'payslip_check') intent = only;
  // A figure with its meaning turns a vague pay question into the calculation it implies.
  if (intent === 'minimum_pay' || intent === 'payroll_rules' || intent === undefined) {
    // ("prende 1.550 netti … il minimo lordo del suo livello?": the level's minimum asked, asks-minimum.ts.)
    if (kinds.has('net') && !kinds.has('ral') && !kinds.has('monthly_gross') && grossOfNetAsked(text, slots))
      intent = 'net_to_gross';
    else if ((kinds.has('ral') || kinds.has('monthly_gross')) && intent !== 'payroll_rules')
      intent = 'gross_to_net';
  }
  // A pay figure with "quanto prende?" asks the net, whatever else the story mentions ("su 14 mensilità",
  // "40 ore"): those only set slots of the calculation.
  if (
    (kinds.has('ral') || kinds.has('monthly_gross')) &&
    intent !== undefined &&
    PAY_TOPICS.has(intent) &&
    ASKS_PAY.test(text)
  )
    intent = 'gross_to_net';
  // "le spettano gli scatti: quanto doveva prendere in più?": what the increments add, whatever pay the story
  // states (a net asked keeps the calculation).
  if (
    (intent === 'gross_to_net' || intent === 'minimum_pay') &&
    /\bscatt/.test(text) &&
    ASKS_INCREASE.test(text) &&
    !/\bnett/.test(text) &&
    // "prende 22 € di scatto … col rinnovo a dicembre scatta un altro aumento?": the renewal's rise is asked.
    !RENEWAL_RISE.test(text) &&
    scores.some((s) => s.intent === 'seniority' && s.score >= OUTRIGHT)
  )
    intent = 'seniority';
  // A net the worker wants and a gross or RAL asked for ("vuole portare a casa 1.500: che RAL scrivo?",
  // "quanto devo dare lordo per fargli avere 1.400 netti") is net to gross, whatever else it mentions.
  if (
    kinds.has('net') &&
    !kinds.has('ral') &&
    !kinds.has('monthly_gross') &&
    intent !== 'payslip_check' &&
    asksForGross(text)
  )
    intent = 'net_to_gross';
  // Hours beyond a part-time schedule ("fa 20 ore, se resta un'ora in più") are supplementary hours, not
  // overtime nor the agreement's working week.
  // On a full week they are overtime.
  const scheduled = scheduledHours(slots, text);
  if (
    /\bor[ae] (?:in piu|in più|aggiuntiv\w*|extra|supplementar\w*)\b/.test(text) &&
    (intent === 'working_hours' ||
      intent === 'overtime_value' ||
      // "quanto mi pagano all'ora le ore supplementari?": the hour of those hours, not the ordinary one.
      intent === 'hourly_rate' ||
      intent === undefined)
  ) {
    if (
      (scheduled !== undefined && scheduled < PART_TIME_BELOW) ||
      slots.partTimePercent !== undefined ||
      /\bpart.?time\b|tempo parziale/.test(text)
    )
      intent = 'part_time';
    else if (scheduled !== undefined) intent = 'overtime_value';
  }
  // In a notice or seniority question a bare "6 anni" is the years of service; "ho 58 anni", "mia madre, 91
  // anni," and "è mancato sabato, a 91 anni" are ages, and "ho 58 anni e lavoro da 30" leaves the unit of the
  // service to the age before it.
  if ((intent === 'notice' || intent === 'seniority') && slots.seniorityYears === undefined) {
    const years =
      /(?:^|[\s,;(])(?<!\b(?:ho|ha|hai) )(?<!\b(?:mort|mancat|decedut|scompars|spent)[oa]\b[^.;?]{0,60}\ba )(?<!\b(?:madre|padre|mamma|papa|papà|nonn[oa]|suocer[oa]|zi[oa]|marito|moglie),\s*)(\d{1,2})\s*anni\b(?! di (?:eta|età|esperienza|contratto|apprendistato))/.exec(
        text,
      )?.[1] ??
      (/\b(?:ho|ha) \d{1,2} anni\b/.test(text)
        ? /\b(?:lavor\w*|sono|sta|sto|e|è)(?: qui| li| lì| in azienda| in ditta)? da (\d{1,2})\b(?!\s*(?:mesi|giorni|settiman|ore|[.,]\d))/.exec(
            text,
          )?.[1]
        : undefined);
    if (years !== undefined) slots.seniorityYears = Number(years);
  }
  // "tredicesima di chi ha lavorato 7 mesi": the months (or the hire or last day) make it an amount.
  if (
    intent === 'monthly_payments' &&
    /tredicesim|quattordicesim/.test(text) &&
    (slots.monthsWorked !== undefined || slots.hireDate !== undefined || slots.endDate !== undefined)
  )
    intent = 'thirteenth_pro_rata';
  if (intent === 'thirteenth_pro_rata' && /come (?:si )?calcol|come funzion|come matur/.test(text))
    intent = 'thirteenth_pro_rata';
  // The agent chosen is only a hint: it never overrides a payslip's own figures.
  if ((!intent || strength < 2) && intent !== 'payslip_check' && !bracketOnly) {
    const hinted = fromHint(input.agent, input.documents ?? 0);
    if (hinted && (!intent || input.agent !== 'main-agent') && !(scored !== text && intent)) intent = hinted;
  }
  // In calcolo, "ricalcola con part-time al 50%" sets a field of the calculation, not a question on part-time.
  if (
    input.agent === 'calcolo' &&
    intent &&
    SLOT_LIKE.has(intent) &&
    /calcol|nett|lord|stipend|quanto (?:prende|guadagna|porta)/.test(text) &&
    // "quant'è il minimo lordo?", "da che stipendio scatta la prima fascia?" ask their own subject.
    !keepsOwnSubject(intent, message, strength, slots.amounts.length > 0) &&
    !leaveAskedOutright(text) && // "quanto le spetta lordo per il congedo matrimoniale?": the leave (leave-asked.ts)
    !(intent === 'minimum_pay' && slots.level !== undefined && ASKS_MINIMUM.test(text)) &&
    // "quanto dovevo prendere lordo al mese?": the gross due, the level's minimum (its level may come later).
    !(intent === 'minimum_pay' && !slots.amounts.length && ASKS_GROSS_DUE.test(text)) &&
    // "con 3 scatti quanto prende in più?" asks the increase the increments give, not the whole net.
    !(intent === 'seniority' && ASKS_INCREASE.test(text)) &&
    // "quanto mi pagano lorde le ore supplementari?" asks the supplementary hour, not the month's net.
    !(intent === 'part_time' && /supplementar|\bor[ae] (?:in piu|aggiuntiv\w*|extra)\b/.test(text))
  )
    intent = 'gross_to_net';
  // In calcolo a tredicesima or quattordicesima is an amount to compute.
  if (
    input.agent === 'calcolo' &&
    /tredicesim|quattordicesim/.test(text) &&
    intent !== 'payslip_check' &&
    // "quanto mi costerebbe … mi parla di tredicesima e quattordicesima": a cost asked outright names them as its parts.
    intent !== 'employer_cost' &&
    // "di TFR quanto matura, compresa la tredicesima?", "contando anche i ratei di tredicesima e quattordicesima":
    // the extra months are in the TFR's base (also when told before the TFR in the story), the TFR is asked.
    !(intent === 'tfr' && namesTfrBaseMonths(text)) &&
    !(intent === 'tfr' && !/tredicesim|quattordicesim/.test(askedClause(text)) && tfrNamedLast(text)) &&
    // "prendo la quattordicesima: a quanto corrisponde la RAL?" asks the year; "ha 13esima e 14esima" sets it.
    !ASKS_YEAR_GROSS.test(askedClause(text)) &&
    !extraMonthsOnlyHeld(text)
  )
    intent = 'thirteenth_pro_rata';
  // "prendo anche la quattordicesima: a quanto corrisponde la mia RAL?": the year's gross of the pay given.
  if (
    (intent === 'thirteenth_pro_rata' || intent === 'monthly_payments') &&
    (kinds.has('monthly_gross') || slots.level !== undefined) &&
    ASKS_YEAR_GROSS.test(askedClause(text))
  )
    intent = 'gross_to_net';
  cooperativeSideCompared(input.kb, text, slots); // "la coop … invece del contratto colf … nei due contratti"
  // "quanto prende in più un C3 Federmeccanica rispetto a un 5° Confapi": two agreements set against each other.
  const setAgainst = slots.agreements.length > 1 && SET_AGAINST.test(text);
  if (setAgainst && intent !== 'comparison' && intent !== 'classification') intent = 'comparison';
  const oneAsked = intent !== 'comparison' && comparisonAgentAsksOne(input, text, slots); // asked-agreement.ts
  if (
    input.agent === 'confronta' &&
    !oneAsked &&
    intent !== 'comparison' &&
    (slots.agreements.length > 1 || input.categories?.length)
  )
    intent = 'comparison';
  if (
    input.agent === 'inquadra' &&
    intent !== 'classification' &&
    !CALCULATION_INTENTS.has(intent ?? 'out_of_scope') &&
    !incrementsAskedOutright(intent, text) &&
    !noticeAloneAsked(intent, text)
  )
    intent = 'classification';

  // An agreement named only as someone else's, or as a contrast, is not the one asked about.
  if (intent !== 'comparison') keepOwnAgreement(input.kb, text, message, slots);
  // A held agreement named only as the yardstick of the writer's own, which is not held, is not asked about.
  if (intent !== 'comparison') dropYardstickAgreement(input.kb, text, slots);
  // Hours said only of someone else ("mia moglie fa 25 ore") are not the writer's week.
  if (intent !== 'comparison') keepOwnHours(text, slots);
  if (intent !== 'comparison') dropFormerJobAmounts(text, slots);
  dropSetAsideAmounts(text, slots);
  if (slots.unknownAgreements.length && !slots.agreements.length && intent !== 'payroll_rules') {
    // Pay calculations from figures alone (a TFR fund too) need no agreement; everything else does.
    const needsAgreement = !(
      intent &&
      ['gross_to_net', 'net_to_gross', 'tfr', 'payslip_check', 'employer_cost'].includes(intent) &&
      (kinds.has('ral') ||
        kinds.has('monthly_gross') ||
        kinds.has('net') ||
        (intent === 'tfr' && kinds.has('other')))
    );
    if (needsAgreement) intent = 'agreement_not_covered';
  }
  // "4° livello, part-time 24 ore: quanto dovrebbe essere la paga lorda mensile minima?": a part-timer's
  // minimum pay, not the part-time rules (the figures a story quotes from the internet do not change the ask).
  if (
    intent === 'part_time' &&
    slots.level !== undefined &&
    (slots.weeklyHours !== undefined || slots.partTimePercent !== undefined) &&
    /\b(?:paga|retribuzione|stipendio|lordo)\b[^?.]{0,30}\bminim\w*|\bminim\w*\b[^?.]{0,20}\b(?:paga|retribuzione|stipendio|lordo|mensile)\b/.test(
      askedClause(text),
    ) &&
    !/supplementar|clausol|straordinar/.test(text)
  )
    intent = 'minimum_pay';
  // "colf livello B, le diamo 6 euro l'ora: è regolare?": a level's pay doubted is its minimum checked; so is
  // "1.450 lordi per 40 ore" (the hours are the schedule the pay is for, not the question).
  const payForHours = /\b(?:lord\w*|nett\w*|euro|€|mese|mensil\w*) per (\d{1,2}) ore\b/.exec(text);
  if (payForHours && intent === 'working_hours' && !/\bquant\w* ore\b/.test(askedClause(text))) {
    intent = undefined;
    slots.weeklyHours ??= Number(payForHours[1]);
  }
  if (
    (!intent ||
      intent === 'out_of_scope' ||
      // "faccio la badante a ore, 6 euro all'ora": paid by the hour is not the working week asked.
      (intent === 'working_hours' && /\ba ore\b/.test(text) && !/\bquant\w* ore\b|\borari/.test(text))) &&
    // ("metalmeccanico, mi pagano 13 euro l'ora, va bene?": an hourly pay doubted in a named agreement, no level.)
    (slots.level !== undefined || (slots.agreements.length === 1 && slots.amounts.some((a) => a.perHour))) &&
    (DOUBT.test(text) || /\bin regola\b|\blegal\w*|\blecit\w*/.test(text)) &&
    !/\bnett[oiae]\b/.test(text) &&
    slots.amounts.filter((a) => a.kind !== 'hours').length === 1 &&
    slots.amounts.some(
      (a) => (a.kind === 'other' && (a.perHour || a.value >= 100)) || a.kind === 'monthly_gross',
    )
  )
    intent = 'minimum_pay';
  // A part-timer moved to full time, its pay asked: the minimum on both weeks (part-to-full.ts).
  const toFull = intent === 'comparison' ? undefined : partToFullTime(text, slots);
  if (toFull) intent = toFull;
  // Workers' own questions as forums phrase them (worker-asks.ts).
  intent = workerAsks(input.kb, intent, text, message, slots);
  if (!intent) intent = 'out_of_scope';
  // "multiservizi 2° liv da ottobre 2026?": an agreement and a level alone, in a few words, ask its minimum.
  // (With a date said and no other subject's word: "periodo di pova metalmecanici livello c2" asks the probation.)
  const bare = intent === 'out_of_scope' && slots.agreements.length === 1 && slots.level !== undefined;
  const otherSubject =
    /\b(?:period|prova|pova|ferie|preavvis|malatt|permess|scatt|orari|tredicesim|quattordicesim|tfr|nett|contribut|straordinar|apprendist|part)/;
  if (bare && slots.date && !slots.amounts.length && text.split(' ').length <= 10 && !otherSubject.test(text))
    intent = 'minimum_pay';
  // Subjects outside work and agreements, whatever words they share with payroll ("quanto costa", "tassi").
  // "meglio il commercio o la logistica?": two agreements weighed are work, not a holiday destination.
  const weighsAgreements = slots.agreements.length >= 2;
  const offTopic = isOffTopic(
    message,
    (ask) => namesAgreement(input.kb, ask) || (weighsAgreements && /\bmeglio\b/.test(ask)),
  );
  if (offTopic) intent = outOfScope(slots);
  const asked = scores
    .filter((s) => s.intent !== intent && s.score >= OUTRIGHT && !CALCULATION_INTENTS.has(s.intent))
    .map((s) => s.intent)
    .filter((i) => !(intent === 'classification' && i === 'minimum_pay'))
    .filter((i) => !(payForHours && intent === 'minimum_pay' && i === 'working_hours'))
    // "prima di licenziarmi se sto male" asks the comporto, not the notice.
    .filter(
      (i) => !(intent === 'sickness_injury' && i === 'notice' && !/preavvis|dimission|dimett/.test(text)),
    );
  // "quante ore l'anno?" on ROL asks the ROL's hours, not the working week; a subject named only in the
  // story around the question is not asked.
  const alsoAsked = askedSubjects(
    text,
    offTopic || intent === 'out_of_scope'
      ? []
      : withJointPay(
          intent,
          withoutPartTimeCase(intent, withoutUnitIntents(intent, asked, text), text),
          text,
        ).filter((i) => !(toFull && ['part_time', 'working_hours', 'overtime_value'].includes(i))),
  );
  // "a dicembre 2025 quanti scatti le spettavano?" after a hire told first: the date asked (asked-month.ts).
  const askedAt = askedMonthDate(intent, slots, text);
  if (askedAt) slots.date = askedAt;
  // "a dicembre aumenta: a quanto arriva?": the minimum at that month's next coming (realconv15.ts).
  const increaseAt = increaseMonthDate(intent, slots.date, text, input.today);
  if (increaseAt) slots.date = increaseAt;
  // ("qual è l'orario ordinario …, e le ore oltre con quale maggiorazione?": both, hours-beside-overtime.ts.)
  const subjects = withHoursAsked(intent, alsoAsked, text);
  return { intent, alsoAsked: subjects, slots, unanswerable, readBy: 'rules', strength, text, offTopic };
}

/** Whether the TFR is named after the last 13th or 14th month of the text: the story's last subject. */
function tfrNamedLast(text: string): boolean {
  const last = (pattern: RegExp) => Math.max(-1, ...[...text.matchAll(pattern)].map((m) => m.index ?? -1));
  return last(/\btfr\b|trattamento di fine rapporto/g) > last(/tredicesim|quattordicesim/g);
}
