import { MONTHS } from '../kb/format.js';
import type { Intent, Slots } from './request.js';

/**
 * The month an accrual is asked up to, said without a day: "quanti ratei ho maturato a fine ottobre", "fino
 * ad agosto", "alla fine di settembre 2026". In a pro-rata question (13ª, 14ª, TFR, holidays) that is the last
 * day of that month. The year is the one said, else the hire's (a month after the hire in the same year).
 * Runs on the folded text, after the slot rules that read a full leaving date.
 */
const MONTH = `(${MONTHS.join('|')})`;
const UP_TO = new RegExp(
  String.raw`\b(?:a fine|alla fine di|fino a(?:lla fine di)?|fino ad|entro (?:la )?fine(?: di)?|a tutto)\s+${MONTH}(?:\s+(?:del\s+)?(\d{4}))?\b`,
);
const PRO_RATA: ReadonlySet<Intent> = new Set(['thirteenth_pro_rata', 'monthly_payments', 'tfr', 'holidays']);

export function accrualEnd(
  text: string,
  slots: Slots,
  intent: Intent,
): Pick<Slots, 'endDate' | 'monthsWorked'> {
  if (slots.endDate !== undefined || !PRO_RATA.has(intent)) return {};
  const m = UP_TO.exec(text);
  if (!m?.[1]) return {};
  const month = MONTHS.indexOf(m[1]) + 1;
  const hire = slots.hireDate;
  const year = m[2]
    ? Number(m[2])
    : hire && !hire.startsWith('?') && Number(hire.slice(5, 7)) <= month
      ? Number(hire.slice(0, 4))
      : undefined;
  // Holidays accrued in the year up to a leaving month said with no year and no hire ("se mi dimetto a fine marzo,
  // quelle maturate da gennaio?"): the months from January, whatever the year.
  if (year === undefined)
    return intent === 'holidays' && hire === undefined && slots.monthsWorked === undefined
      ? { monthsWorked: month }
      : {};
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return { endDate: `${year}-${String(month).padStart(2, '0')}-${String(last).padStart(2, '0')}` };
}
