import { MONTH_NAMES } from '../kb/format.js';
import { accrualEnd, accruedSubject } from './accrual-end.js';
import { eventDates } from './event-dates.js';
import { houseworkLevel } from './housework-level.js';
import { parseDate } from './parse-date.js';
import { paymentsSaid } from './payments-said.js';
import type { Intent, Slots } from './request.js';

/**
 * Slots as clients state them, measured on eval/reader's corpus of real questions: a weekly schedule said as
 * "part time 30 ore" or "a 38 ore" (not hours worked), years of service said as "dopo 5 anni" or "ne ho 12
 * di anzianità", the last day said as "cessato il …", the care level a domestic worker's assisted person
 * implies, and the levels a classification question offers to choose from (which are not the worker's).
 */

const HOURS = String.raw`(\d{1,2}(?:[.,]\d+)?) ?ore\b`;
// After a figure of hours, words that make it hours worked (an amount), not a schedule.
const WORKED =
  '(?! (?:di |al giorno|giornalier|mensil|in piu|extra|supplementar|straordinar|lavorat|notturn|festiv|di notte))';
/** A weekly schedule stated with its hours. */
const SCHEDULES: RegExp[] = [
  new RegExp(`part.?time (?:(?:a|da|di) )?${HOURS}${WORKED}`, 'g'),
  new RegExp(`${HOURS} (?:di )?part.?time`, 'g'),
  // (not "una notte da 8 ore": the night's hours, extra-hours.ts)
  new RegExp(String.raw`(?<!\bnott(?:e|ata)(?: \w+){0,2} )\b(?:a|da) ${HOURS}${WORKED}`, 'g'),
  // (not "divisore orario 173, … per 2 ore di straordinario": a divisor, and hours worked beyond it)
  new RegExp(String.raw`(?<!\bdivisore )\borario\b[^?.]{0,40}?\b${HOURS}${WORKED}`, 'g'),
  // "badante fissa 54 ore", "contratto 38 ore", "assunta 30 ore".
  new RegExp(
    String.raw`\b(?:fiss[oa]|convivent\w*|contratto|assunt\w*|impiegat\w*) (?:a |da |di |per )?${HOURS}${WORKED}`,
    'g',
  ),
];

function schedules(text: string): number[] {
  const values = new Set<number>();
  for (const pattern of SCHEDULES)
    for (const m of text.matchAll(pattern)) {
      const value = Number((m[1] ?? '').replace(',', '.'));
      if (value > 0 && value <= 60) values.add(value);
    }
  return [...values];
}

const COUNT = String.raw`(\d{1,2})`;
/** Years of service the worker states ("da 12 anni", "ne ho 12 di anzianità"), before thresholds quoted. */
const OWN_SERVICE = [
  new RegExp(String.raw`\b(?:ne ho|ho|con) ${COUNT} (?:anni )?(?:di )?(?:anzianit|servizio)`),
  new RegExp(
    String.raw`\bda (?:ormai |quasi |oltre |piu di )?${COUNT} anni\b(?! (?:di eta|fa\b|di esperienza))`,
  ),
];
/** "se ne va dopo 3 anni", "mi sono dimesso dopo 5 anni": the service when nothing else states it. */
const AFTER_YEARS = new RegExp(
  String.raw`\bdopo ${COUNT} anni\b(?! (?:di (?:apprendistato|prova|contratto|eta)|dall))`,
);

const MONTH = `(?:${MONTH_NAMES})`;
const LAST_DAY = new RegExp(
  String.raw`(?:cessat\w*|cessazione|fine (?:del )?rapporto|ultimo giorno|lascia\w*|va via|esce|uscit\w*)[^?]{0,40}?(\d{1,2}\s*°?\s*${MONTH}\s+\d{4}|\d{1,2}[/.]\d{1,2}[/.]\d{4})`,
);

const DOMESTIC_ID = 7;
const CARES = /badant|assist|accudi|\bcura\b|anzian/;
const MINDS_CHILDREN = /\bbaby.?sit+er\b|\bbabysit+er\b|\btata\b|\bbambinaia\b/;
const NOT_SELF_SUFFICIENT = /\bnon (?:e |è |sia |piu |e piu )*autosufficient/;
const TRAINED =
  /(?<!senza (?:il |un |alcun )?)(?:diploma|formazion\w*|qualific\w*|\boss\b|\bosa\b|\basa\b)|\bformat[oa]\b/;
// "non ha nessun diploma o attestato", "è priva di qualifiche", "nessuna formazione", "io non ho fatto corso oss": the
// training is denied.
const UNTRAINED =
  /\b(?:senza|nessun\w*|privo|priva|non ha|non hanno|non ho|non abbiamo)\b[^.;?!]*\b(?:diploma|attestat\w*|formazion\w*|qualific\w*|certificat\w*|oss|corso)\b|\bnon (?:e |è |sono )?format[oa]\b/;
/**
 * Whether the carer is said to be trained, judged where training was last spoken of: "e se ha l'attestato da
 * OSS?" after "non ha nessun diploma" is trained.
 */
function trained(text: string): boolean {
  const said = text
    .split(/[.;?!]/)
    .filter((s) => TRAINED.test(s))
    .at(-1);
  return said !== undefined && !UNTRAINED.test(said);
}

/** Two levels offered to choose from: "al quarto o al terzo livello?", "C1 o C2?". */
const ALTERNATIVES =
  /\b(?:primo|secondo|terzo|quarto|quinto|sesto|settimo|\d|[a-z]\d)\s*(?:°|º)?\s*(?:livello )?o (?:al |il |nel )?(?:primo|secondo|terzo|quarto|quinto|sesto|settimo|\d|[a-z]\d)\b|\b(?:categoria|livello|qualifica|fascia|area) [a-z]{1,2}\d? o [a-z]{1,2}\d?\b/;

export function readSlotPhrasings(slots: Slots, text: string, intent: Intent): Slots {
  const out: Slots = { ...slots };
  const stated = schedules(text);
  if (stated.length) {
    out.amounts = out.amounts.filter((a) => a.kind !== 'hours' || !stated.includes(a.value));
    if (out.weeklyHours === undefined && stated.length === 1) out.weeklyHours = stated[0];
  }
  const ownMatch = OWN_SERVICE.map((p) => p.exec(text)).find((m) => m?.[1] !== undefined);
  const own = ownMatch?.[1];
  const after = AFTER_YEARS.exec(text)?.[1];
  // "da quasi 11 anni": not yet eleven whole years (as slots.ts reads it), so a band of 11 years is not reached.
  if (own !== undefined) out.seniorityYears = Number(own) - (/\bquasi\b/.test(ownMatch?.[0] ?? '') ? 0.1 : 0);
  else if (after !== undefined && out.seniorityYears === undefined) out.seniorityYears = Number(after);
  if (out.endDate === undefined) {
    const day = LAST_DAY.exec(text)?.[1];
    const date = day ? parseDate(day) : undefined;
    if (date) out.endDate = date;
  }
  Object.assign(out, eventDates(text, out));
  // (A 13ª or TFR accrual asked beside an uploaded payslip is read as a document question first: its end still
  // counts, "da marzo a ottobre compreso", for the calculation the document's facts rebuild.)
  Object.assign(out, accrualEnd(text, out, intent === 'document_question' ? accruedSubject(text) : intent));
  Object.assign(out, paymentsSaid(text, out));
  if (intent === 'classification') {
    if (ALTERNATIVES.test(text)) delete out.level;
  } else if (
    out.agreements[0] === DOMESTIC_ID &&
    out.level !== undefined &&
    /^[CD]S$/.test(out.level) &&
    !/\b[cd] ?s\b/.test(text) &&
    (TRAINED.test(text) || UNTRAINED.test(text))
  ) {
    // A care level carried from the turn before is read again when the training is told ("e se ha l'attestato
    // da OSS?"), unless a level is named.
    out.level = trained(text) ? 'DS' : 'CS';
  } else if (out.agreements[0] === DOMESTIC_ID && out.level === undefined && CARES.test(text)) {
    if (NOT_SELF_SUFFICIENT.test(text)) out.level = trained(text) ? 'DS' : 'CS';
    else if (/autosufficient/.test(text)) out.level = 'BS';
  } else if (out.agreements[0] === DOMESTIC_ID && out.level === undefined && houseworkLevel(text)) {
    out.level = houseworkLevel(text);
  } else if (out.agreements[0] === DOMESTIC_ID && out.level === undefined && MINDS_CHILDREN.test(text)) {
    // "la baby sitter, 20 ore a settimana": the carer of children who look after themselves is BS (the
    // agreement's own example); a baby of a few months is not self-sufficient, left to the care ladder.
    if (!/\bneonat\w*|\b(?:di|ha) \d{1,2} mesi\b/.test(text)) out.level = 'BS';
  }
  return out;
}
