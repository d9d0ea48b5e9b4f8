import type { KnowledgeBase } from '../kb/knowledge-base.js';
import { askedClause } from './asking-clause.js';
import { ASKS_MINIMUM } from './asks-minimum.js';
import { letterLevel } from './levels.js';
import { countValue } from './numbers.js';
import type { Intent, Slots } from './request.js';
import { claimedThreshold } from './rule-thresholds.js';

/**
 * Workers asking about their own pay and rights as they write on forums (eval set `rw1-`, classes pinned by
 * realwork1.test.ts). Runs on the folded text, after the intent is scored.
 */

const DOMESTIC_ID = 7;
const NET = /\bnett[oaie]\b|in tasca|a casa\b/;

/**
 * "quanto è il minimo che mi devono dare al mese? mi pagano 1.300 e mi sembra poco": the minimum is asked; the
 * pay quoted in another sentence is the figure doubted, not a gross to turn into a net.
 */
function minimumBesidePay(intent: Intent | undefined, text: string, slots: Slots): boolean {
  // A payslip checked keeps its own reading (calc-reading-2.ts): only a net the figure was read for changes.
  if (intent !== 'gross_to_net') return false;
  // With no level, a minimum asked in one named agreement is still the minimum (its level is then asked for);
  // a household's carer is asked her level and living-in by household-minimum-asked.ts.
  const household = slots.agreements[0] === DOMESTIC_ID;
  if ((slots.level === undefined && (slots.agreements.length !== 1 || household)) || NET.test(text))
    return false;
  const asked = askedClause(text);
  if (!ASKS_MINIMUM.test(asked) || /\d{3}/.test(asked.replace(/\b20\d\d\b/g, ''))) return false;
  return slots.amounts.length <= 1;
}

/** A part-time schedule named: hours beyond it are supplementary, not overtime. */
const PART_TIME = /part.?time|\bpt\b|supplementar|tempo parziale|orario ridotto/;
/** "un contratto da 20 ore", "assunta a 24 ore". */
const SHORT_WEEK = /\b(?:contratto|assunt[oa]|orario) (?:da|a|di) (\d{1,2}) ore\b/;
/** "44 ore invece di 40", "42 ore anziché 40". */
const WEEK_OVER = /\b(\d{2}) ore (?:invece (?:di|delle)|anziche|al posto (?:di|delle)) (?:le )?(\d{2})\b/;
/** "quanto dovevo prendere x quelle ore", "per quelle 4 ore", "quanto mi spetta per le ore in più". */
const THOSE_HOURS = /\b(?:per|x) (?:quell[ea]|queste|le) (?:\d+ |due |tre |quattro )?or[ae]\b/;

/**
 * Overtime told by a full-timer ("mi sono fermato due ore in più per quattro giorni, quindi 8 ore di
 * straordinario") and the pay of "quelle ore" asked: the overtime's value, not supplementary hours nor a minimum.
 */
function overtimeAsked(intent: Intent | undefined, text: string, slots: Slots): boolean {
  // "la colf ha un contratto da 20 ore": a week under full time is a part-time schedule too.
  if (PART_TIME.test(text) || slots.partTimePercent !== undefined) return false;
  if ((slots.weeklyHours ?? 40) < 36 || Number(SHORT_WEEK.exec(text)?.[1] ?? 40) < 36) return false;
  // "ho fatto 44 ore invece di 40": a full-timer's week beyond the schedule, with no word for overtime.
  const over = WEEK_OVER.exec(text);
  const extra = over ? Number(over[1]) - Number(over[2]) : 0;
  if (
    !slots.overtimeKind &&
    over &&
    Number(over[2]) >= 36 &&
    extra > 0 &&
    extra <= 20 &&
    THOSE_HOURS.test(askedClause(text))
  ) {
    slots.overtimeKind = 'straordinario';
    slots.extraHours = extra;
    // The week worked and the schedule are not the hours asked.
    const week = [Number(over?.[1]), Number(over?.[2])];
    slots.amounts = slots.amounts.filter((a) => !(a.kind === 'hours' && week.includes(a.value)));
  }
  if (!slots.overtimeKind) return false;
  if (intent === 'part_time') return /\bstraordinar/.test(text) || extra > 0;
  if (intent === 'minimum_pay' || intent === 'gross_to_net' || intent === 'working_hours')
    return THOSE_HOURS.test(askedClause(text)) && !ASKS_MINIMUM.test(askedClause(text));
  return false;
}

/** Cleaning told in a family's home: domestic work, not the cleaning firms' Multiservizi. */
const HOME_CLEANING =
  /\bpulizi\w*\b[^.?;]{0,30}\b(?:in (?:una |la )?casa|a casa (?:di|della|del)|(?:presso|per) (?:una |la )?famiglia|in (?:un |una )?(?:appartamento|abitazione))\b/;
const FIRM = /\bimpres\w*|\bditt\w*|\buffic\w*|multiservizi|cooperativ\w*|condomin\w*|\bazienda\b|capannon/;

function withoutClaimedThreshold(text: string, slots: Slots): void {
  const bound = claimedThreshold(text);
  if (bound !== undefined) slots.amounts = slots.amounts.filter((a) => a.value !== bound);
}

const COUNT = String.raw`(\d{1,2}|un|una|due|tre|quattro|cinque|sei|sette|otto)`;
/** "due ore in più per quattro giorni": the overtime is the hours of each day times the days. */
const EACH_DAY = new RegExp(
  String.raw`\b${COUNT} or[ae] (?:in piu |extra |di straordinario |al giorno )?(?:per|x) ${COUNT} (?:giorni|giornate|sere|volte)\b`,
);

/** The worker's own question read again for the classes above; mutates `slots` where the case changes. */
export function workerAsks(
  kb: KnowledgeBase,
  intent: Intent | undefined,
  text: string,
  message: string,
  slots: Slots,
): Intent | undefined {
  if (slots.agreementsBySector && HOME_CLEANING.test(text) && !FIRM.test(text)) {
    slots.agreements = [DOMESTIC_ID];
    const domestic = kb.byCategory(DOMESTIC_ID);
    const level = domestic ? letterLevel(domestic, message) : undefined;
    if (level) slots.level = level;
  }
  withoutClaimedThreshold(text, slots);
  // The pay quoted stays: the minimum's answer weighs it ("sotto il minimo").
  if (minimumBesidePay(intent, text, slots)) return 'minimum_pay';
  let read = intent;
  if (overtimeAsked(intent, text, slots)) {
    // The hours done beyond the schedule, not the schedule itself ("oltre le mie 40 ore … 2 ore").
    const done = slots.amounts.filter((a) => a.kind === 'hours' && a.value > 0 && a.value <= 12).at(-1);
    if (slots.extraHours === undefined && done) slots.extraHours = done.value;
    read = 'overtime_value';
  }
  const each = read === 'overtime_value' ? EACH_DAY.exec(text.replace(/\bun'or/g, 'un or')) : null;
  if (each) {
    const hours = countValue(each[1] ?? '');
    const days = countValue(each[2] ?? '');
    if (hours !== undefined && days !== undefined && hours * days <= 60) slots.extraHours = hours * days;
  }
  return read;
}
