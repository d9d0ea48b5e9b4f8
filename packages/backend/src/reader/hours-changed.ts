// A follow-up that changes the weekly hours the conversation gave: "e se la mettiamo a 20 ore invece di 30?",
// "30 ore anziché 24", "invece delle 24 ore, 30"; or that moves to a full-time worker ("la mia collega che è a
// tempo pieno"), whose pay is the table's, not the part-time share the earlier turn asked about.
import type { Slots } from './request.js';

const NEW_FIRST =
  /\b(\d{1,2}) ore,? (?:invece (?:di|delle|che)|anziche|al posto di|e non) (?:le )?(\d{1,2})\b/;
const OLD_FIRST =
  /\b(?:invece (?:di|delle|che)|anziche|al posto di) (?:le )?(\d{1,2}) ore,? (?:\w+ ){0,4}?(\d{1,2})(?: ore)?\b/;
const FULL_TIME = /\b(?:a |full[ -]?)?tempo pieno\b|\bfull[ -]?time\b/;
const PART_TIME_TOO = /\bpart[ -]?time\b|\btempo parziale\b/;

// "a 24 ore", "con 30 ore", "mi fanno fare 20 ore" (the employer setting the week): a schedule, unless the hours
// are a day's or added ("6 ore in piu", "8 ore al giorno").
const SCHEDULE_SAID =
  /\b(?:a|da|con|per|su|(?:fanno|fa|faranno|farebbero|facessero|fara) fare) (\d{1,2}) ore\b(?! (?:di (?:straordinari|supplementar|lavoro supplementare|permess|ferie)|in piu|al giorno|giornalier|supplementar|straordinar|di notte|notturn|festiv|domenical))/;
function scheduleSaid(text: string, own: Slots): number | undefined {
  const m = SCHEDULE_SAID.exec(text);
  const hours = m ? Number(m[1]) : undefined;
  if (hours === undefined || own.extraHours !== undefined) return undefined;
  return own.amounts.some((a) => a.kind === 'hours' && a.value === hours) ? hours : undefined;
}

// "la mia collega che fa 20 ore", "e chi lavora 30 ore?": a worker described by the week's hours, not hours worked
// once ("che fa 8 ore di straordinario", "che fa 6 ore al giorno", "che lavora 8 ore la domenica").
const WORKER_HOURS =
  /\b(?:che|chi) (?:fa|lavora|ha un (?:part[ -]?time|contratto) (?:a|da|di)|e a|sta a) (\d{1,2}) ore\b(?! (?:di |in piu|al giorno|giornalier|supplementar|straordinar|notturn|festiv|(?:il |la |questa |ogni )?(?:domenic|sabat|lunedi|martedi|mercoledi|giovedi|venerdi|oggi|ieri|domani|nott|giorn)))/;

/** The weekly hours a follow-up's turn puts in place of the conversation's `previous` ones, if any. */
export function changedWeeklyHours(text: string, previous: number | undefined): number | undefined {
  if (previous === undefined) return undefined;
  const first = NEW_FIRST.exec(text);
  if (first && Number(first[2]) === previous) return Number(first[1]);
  const old = OLD_FIRST.exec(text);
  if (old && Number(old[1]) === previous) return Number(old[2]);
  return undefined;
}

/** The slots after a follow-up that changes the week's hours, or moves to a full-time worker. */
export function withChangedHours(out: Slots, previous: Slots, own: Slots, text: string): void {
  const hours = changedWeeklyHours(text, previous.weeklyHours);
  if (hours !== undefined && hours > 0 && hours < 48) {
    out.weeklyHours = hours;
    delete out.partTimePercent;
    return;
  }
  // "e x la barista al 5 livello a 24 ore?" after "20 ore su 40": the turn's own schedule gives the share, not the
  // carried 50% (the hours a count only until a later pass reads them as the week's).
  const worker = WORKER_HOURS.exec(text);
  const said = own.weeklyHours ?? scheduleSaid(text, own) ?? (worker ? Number(worker[1]) : undefined);
  if (
    said !== undefined &&
    own.partTimePercent === undefined &&
    previous.weeklyHours !== undefined &&
    said !== previous.weeklyHours &&
    said > 0 &&
    said < 40
  ) {
    out.weeklyHours = said;
    delete out.partTimePercent;
    // (The worker's week read as hours worked once: "che fa 20 ore" is no overtime.)
    if (worker && out.extraHours === said) delete out.extraHours;
    return;
  }
  if (
    previous.weeklyHours !== undefined &&
    own.weeklyHours === undefined &&
    FULL_TIME.test(text) &&
    !PART_TIME_TOO.test(text)
  ) {
    delete out.weeklyHours;
    delete out.partTimePercent;
  }
}
