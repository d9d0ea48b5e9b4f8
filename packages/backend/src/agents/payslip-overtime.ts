import { documentTexts } from '../documents/summed-items.js';
import type { UploadedText } from '../kb/documents.js';
import { decimal, euro, percent } from '../kb/format.js';
import { cents } from '../payroll/net-pay.js';
import { parseNumber } from '../reader/numbers.js';
import { readable } from '../reader/text.js';
import { bold } from './compose.js';
import { documentsHourly } from './document-hourly.js';

/**
 * An uploaded payslip's overtime line ("Straordinario 15% (10 ore x 12,50)   125,00") checked against the hours'
 * value the agreement gives: the verdict opens the answer (**Sì** when paid right, **No** with the shortfall or
 * the excess), before the hour's value it was computed on.
 */

// "Straordinario 15% (10 ore x 12,50) 125,00", "Lavoro straordinario ore 8 x 13,00 = 104,00".
const LINE =
  /straordinari\w*[^\n]*?\(?\s*(?:ore\s+)?(\d{1,3}(?:[.,]\d{1,2})?)\s*(?:ore\s*)?[x×*]\s*(\d{1,3}[.,]\d{2})\s*\)?\s*=?\s*(?:€\s*)?(\d{1,3}(?:\.\d{3})*,\d{2})/i;
// Whether the pay of the line is asked about: "è pagato giusto?", "torna?", "mi hanno pagato meno?".
const CHECK_ASKED =
  /\b(?:giust\w*|corrett\w*|torna\w*|regolar\w*|verific\w*|controll\w*|sbagliat\w*|errat\w*|in meno|di meno|manca\w*|bene)\b/;

// "Straordinario diurno magg. 20%   10,00   11,03   110,28": a row in columns (hours, hour paid, amount), with the
// surcharge it applies; the label may hold other figures ("oltre 40 h (magg. 25%)") and the hours their unit
// ("6,00 h").
const COLUMNS =
  /straordinari\w*[^\n%]*?(?<![\d,])(\d{1,2}(?:,\d+)?)\s*%[^\n\d]*?(\d{1,3}(?:,\d{1,2})?)(?:\s*(?:h|ore)\.?)?\s+(\d{1,3},\d{2,4})\s+(\d{1,3}(?:\.\d{3})*,\d{2})(?![\d,])/i;

// "Straordinario 25% ore 12,00 ......... 126,00": the surcharge, the hours and the amount, with no hour written (the
// hour paid is the amount over the hours).
const NO_HOUR =
  /straordinari\w*[^\n\d%]*?(\d{1,3}(?:,\d+)?)\s*%[^\n\d]*?\bore\s+(\d{1,3}(?:,\d{1,2})?)[\s.…:]+(?:€\s*)?(\d{1,3}(?:\.\d{3})*,\d{2})(?![\d,])/i;

export interface PaidOvertime {
  file: string;
  hours: number;
  hourPaid: number;
  paid: number;
  /** The surcharge the row states it applies ("magg. 20%"), when it does. */
  percent?: number;
}

export function paidOvertime(documents: readonly UploadedText[]): PaidOvertime | undefined {
  for (const d of documentTexts(documents)) {
    const c = COLUMNS.exec(d.text);
    if (c?.[1] && c[2] && c[3] && c[4]) {
      const [percent, hours, hourPaid, paid] = [c[1], c[2], c[3], c[4]].map((v) => parseNumber(v));
      if (percent !== undefined && hours && hourPaid && paid)
        return { file: d.fileName, hours, hourPaid, paid, percent };
    }
    const n = NO_HOUR.exec(d.text);
    if (n?.[1] && n[2] && n[3]) {
      const [percent, hours, paid] = [n[1], n[2], n[3]].map((v) => parseNumber(v));
      if (percent !== undefined && hours && paid)
        return { file: d.fileName, hours, hourPaid: paid / hours, paid, percent };
    }
    const m = LINE.exec(d.text);
    if (!m?.[1] || !m[2] || !m[3]) continue;
    const hours = parseNumber(m[1]);
    const hourPaid = parseNumber(m[2]);
    const paid = parseNumber(m[3]);
    if (hours === undefined || hourPaid === undefined || paid === undefined || hours <= 0) continue;
    return { file: d.fileName, hours, hourPaid, paid };
  }
  return undefined;
}

/**
 * The verdict sentence on the payslip's overtime, given the hour's value and the hours the answer uses (the
 * payslip's hours when the question gives none). Empty when no overtime line is uploaded or its check is not asked.
 */
export function paidOvertimeVerdict(
  message: string,
  documents: readonly UploadedText[],
  value: number,
  hours: number | null | undefined,
  agreed?: { hourly: number; percent: number },
): string {
  const line = paidOvertime(documents);
  if (!line || !CHECK_ASKED.test(readable(message))) return '';
  if (hours && Math.abs(hours - line.hours) > 0.001) return '';
  if (agreed && line.percent !== undefined && line.percent < agreed.percent)
    return lowerRateVerdict(line, agreed, documentsHourly(documents));
  const due = cents(value * line.hours);
  const gap = cents(due - line.paid);
  const paidText = `${String(line.hours).replace('.', ',')} ore × ${euro(line.hourPaid)} = ${euro(line.paid)}`;
  // A payslip that multiplies the hour rounded to the cent is right too.
  if (Math.abs(gap) < 0.05 || Math.abs(cents(cents(value) * line.hours) - line.paid) < 0.005)
    return `${bold('Sì')}: lo straordinario in ${line.file} è pagato giusto (${paidText}; ne spettano ${euro(due)}). `;
  return `${bold('No')}: lo straordinario in ${line.file} è pagato ${bold(`${euro(Math.abs(gap))} ${gap > 0 ? 'in meno' : 'in più'}`)}: in busta ${paidText}, mentre ne spettano ${euro(due)} (${euro(cents(value))} l'ora). `;
}

/**
 * A row that applies a lower surcharge than the agreement's ("magg. 20%" where the agreement gives 30%): the rate
 * first, then the hours at the agreement's rate on the payslip's own hourly pay ("Quota oraria 9,19"), or the
 * agreement's when that is higher, against the row's amount.
 */
function lowerRateVerdict(
  line: PaidOvertime,
  due: { hourly: number; percent: number },
  stated: number | undefined,
): string {
  const own = stated !== undefined && stated >= cents(due.hourly);
  const hourly = own ? stated : due.hourly;
  const hour = hourly * (1 + due.percent / 100);
  const total = cents(hour * line.hours);
  const gap = cents(total - line.paid);
  const hoursText = String(line.hours).replace('.', ',');
  const base = own
    ? `sulla quota oraria della busta (${euro(hourly)})`
    : `sulla paga oraria di ${euro(cents(hourly))}`;
  return `${bold('No')}: in ${line.file} lo straordinario è maggiorato del ${percent(line.percent ?? 0)}, ma il contratto prevede il ${bold(percent(due.percent))}. ${base[0]?.toUpperCase()}${base.slice(1)} l'ora vale ${euro(cents(hour))} (${euro(hourly)} × ${decimal(1 + due.percent / 100)}): per ${hoursText} ore spettano ${bold(euro(total))} invece di ${euro(line.paid)}, ${bold(`${euro(gap)} in meno`)}. `;
}
