import { figureValue } from '../kb/format.js';
import type { Slots, TypedRequest } from '../reader/request.js';
import { householdThirteenth } from './household-document-pay.js';

/**
 * The two facts a calculation on a hiring letter or contract takes from it when the question points at it:
 *
 * - "sulla base della retribuzione indicata nella lettera, qual è la mia paga oraria?": the monthly pay the
 *   document states (its "totale", else the figure of its pay line), divided as the agreement divides it — not
 *   the level's minimum in force today;
 * - "quanto prenderò di tredicesima a dicembre?" on a letter whose work started this year: the months from its
 *   first day of work, not a whole year.
 */
// The document's own pay named as the basis ("la retribuzione indicata nella lettera", "lo stipendio del contratto").
const DOCUMENT_PAY =
  /\b(?:retribuzion\w*|paga|stipendio|importo|cifra|lordo)\b[^?.]{0,15}\b(?:indicat\w*|scritt\w*|riportat\w*|previst\w*|stabilit\w*|pattuit\w*|della|del|nella|nel|dalla|dal)\s+(?:(?:mia|mio)\s+)?(?:lettera|contratto|documento|proposta|offerta)\b/;
// A pay line of a letter or contract: its total when it states one ("… totale euro 1.783,75"), else its first figure.
const PAY_LINE = /\b(?:retribuzione|stipendio|paga)\b[^\n]{0,20}\b(?:mensile|lorda)\b[^\n]*/i;
const TOTAL = /\btotale\b[^\d\n]{0,12}(\d{1,3}(?:\.\d{3})*,\d{2})/i;
const FIGURE = /(\d{1,3}(?:\.\d{3})*,\d{2})/;
const WEEKLY = /\b(\d{1,2})\s*ore\s*settimanali\b/i;

/** The monthly pay a letter or contract states on its pay line, or undefined. */
export function statedMonthlyPay(text: string): number | undefined {
  const line = PAY_LINE.exec(text)?.[0];
  if (!line) return undefined;
  const figure = TOTAL.exec(line)?.[1] ?? FIGURE.exec(line)?.[1];
  return figure ? figureValue(figure) : undefined;
}

// A payslip's or letter's hourly pay line: "Minimo conglobato orario: 9,20 EUR", "Paga oraria 10,50".
const HOURLY_LINE =
  /^[^\n]*\b(?:paga|retribuzione|minimo|quota|tariffa|compenso)\b[^\n]{0,30}\borari[oa]\b[^\d\n]{0,15}(\d{1,2},\d{2})\b/im;

/**
 * Overtime asked on a document that states the hourly pay ("partendo dalla paga oraria indicata"): that hour is
 * the one the surcharge applies to, whatever divisor the agreement has (or lacks).
 */
function overtimeOnDocumentHour(req: TypedRequest, slots: Slots, text: string): TypedRequest | undefined {
  if (req.intent !== 'overtime_value' || req.slots.amounts.some((a) => a.perHour)) return undefined;
  const hourly = HOURLY_LINE.exec(text)?.[1];
  if (!hourly) return undefined;
  const amounts = [
    ...slots.amounts,
    { kind: 'other' as const, value: figureValue(hourly), perHour: true as const },
  ];
  return { ...req, slots: { ...slots, amounts } };
}

/**
 * The hourly rate asked on the document's own pay: the request with that monthly gross; overtime on the hour it
 * states, a household 13th month on its pay with board and lodging (household-document-pay.ts).
 */
export function hourlyOnDocumentPay(
  req: TypedRequest,
  slots: Slots,
  question: string,
  text: string,
  today: string,
): TypedRequest | undefined {
  const onDocument = overtimeOnDocumentHour(req, slots, text) ?? householdThirteenth(req, slots, text, today);
  if (onDocument) return onDocument;
  if (req.intent !== 'hourly_rate' || req.slots.amounts.length || !DOCUMENT_PAY.test(question))
    return undefined;
  const pay = statedMonthlyPay(text);
  if (pay === undefined || pay < 300) return undefined;
  // (A part-timer's pay is for its own hours: "30 ore settimanali" divides it on 30 hours, not 40.)
  const weekly = WEEKLY.exec(text)?.[1];
  return {
    ...req,
    slots: {
      ...slots,
      amounts: [{ kind: 'monthly_gross', value: pay }],
      ...(weekly && slots.weeklyHours === undefined ? { weeklyHours: Number(weekly) } : {}),
    },
  };
}

/** A 13th month asked on a letter whose first day of work is in the year asked: that day as the hire date. */
export function thirteenthFromStart(
  req: TypedRequest,
  slots: Slots,
  start: string | undefined,
  today: string,
  text = '',
): TypedRequest | undefined {
  if (req.intent !== 'thirteenth_pro_rata' || req.slots.hireDate || !start) return undefined;
  // (An end asked in the same year, "da maggio ad agosto compreso", still starts at the document's first day.)
  const end = req.slots.endDate;
  if (end && !(end.startsWith(start.slice(0, 4)) && end > start)) return undefined;
  const year = String(req.slots.taxYear ?? today.slice(0, 4));
  if (!start.startsWith(year) || start > today) return undefined;
  // A fixed-term letter's last day ("Data fine: 30/09/2026") bounds the months when nothing else ends them.
  const last = end ? undefined : lastDayOf(text);
  const bounded = last?.startsWith(year) && last > start ? { endDate: last } : {};
  return { ...req, slots: { ...slots, hireDate: start, ...bounded } };
}

// The last day a fixed-term letter sets: "Data fine: 30/09/2026", "scadenza 31.08.2026", "fino al 30/09/2026",
// "Durata: dal 01/07/2026 al 31/08/2026".
const LAST_DAY =
  /\b(?:data (?:di )?(?:fine|cessazione|scadenza|termine)|fine (?:del )?(?:rapporto|contratto)|scadenza(?: del (?:contratto|termine))?|termine (?:del )?(?:rapporto|contratto)|fino al|sino al|\bdal\s+\d{1,2}[/.-]\d{1,2}[/.-]\d{4}\s+al)\s*:?\s*(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})\b/i;

/** The last day of work a fixed-term letter sets, as AAAA-MM-GG. */
function lastDayOf(text: string): string | undefined {
  const m = LAST_DAY.exec(text);
  if (!m) return undefined;
  const [day, month] = [Number(m[1]), Number(m[2])];
  if (month < 1 || month > 12 || day < 1 || day > 31) return undefined;
  return `${m[3]}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

const PART_TIME_PERCENT = /\b(?:part.?time|tempo parziale)\b[^\n%]{0,60}?\b(\d{1,2}(?:,\d+)?)\s*%/i;
const PART_TIME_HOURS = /(\d{1,2})\s*(?:ore\s*|h\s*)?(?:settimanali\b|sett\.|\/\s*sett\b|a settimana\b)/i;
const PART_TIME_WORD = /\b(?:part.?time|tempo parziale)\b/i;

/**
 * The part-time share a document states, in percent: "Part-time orizzontale 30 ore settimanali su 40 (75%)" → 75,
 * else its weekly hours over the agreement's full week ("part-time 20 ore settimanali" on 40 → 50). Undefined for
 * a full-time document.
 */
export function partTimePercentOf(text: string, fullWeek: number | null | undefined): number | undefined {
  if (!PART_TIME_WORD.test(text) || /\bpart.?time\s*:?\s*no\b/i.test(text)) return undefined;
  const stated = PART_TIME_PERCENT.exec(text)?.[1];
  if (stated) {
    const value = Number(stated.replace(',', '.'));
    return value > 0 && value < 100 ? value : undefined;
  }
  const hours = Number(PART_TIME_HOURS.exec(text)?.[1]);
  return hours && fullWeek && hours < fullWeek ? Math.round((hours / fullWeek) * 10_000) / 100 : undefined;
}
