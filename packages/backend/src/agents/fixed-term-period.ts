import { decimal, euro } from '../kb/format.js';
import { cents } from '../payroll/net-pay.js';

/**
 * A farm fixed-term worker's contractual wage over a period, when the user gives it not by the day but as an
 * hour's pay and the days and hours worked ("20 giornate da 6 ore e mezza a 8,50 l'ora") or as the period's
 * total a payslip prints ("Salario contrattuale ........ 1.105,00"): the base of the «terzo elemento» (30,44%)
 * and of the OTD's TFR (8,63%, never on the allowance), Operai agricoli art. 49.
 */
export interface PeriodWage {
  amount: number;
  /** How the amount was worked out ("20 giornate × 6,5 ore × 8,50 €"), when it was. */
  how?: string;
}

const HOURLY =
  /(?<![\d.,])(\d{1,2}(?:,\d{1,2})?) ?(?:€|euro|eur)? ?(?:l'ora|l ora|all'ora|all ora|ad ora|a ora|per ora|\/ ?h\b|\/ ?ora)|\borari\w*(?: \([^)]*\))?:? (?:di )?(?:€ ?|euro )?(\d{1,2},\d{1,2})\b/;
const DAYS = /\b(\d{1,3}) (?:giornate|giorni)\b|\bgiornate(?: lavorate| retribuite)?:? (\d{1,3})\b/;
const DAY_HOURS =
  /\b(?:da|di) (\d{1,2}(?:,\d{1,2})?|cinque|sei|sette|otto|nove) ore(?: e (mezza|mezzo|30|trenta|un quarto|15|tre quarti|45))?\b/;
const TOTAL_HOURS = /\bore(?: lavorate| retribuite)?:? (\d{2,4})\b/;
// The period's total the payslip prints; the hour's or the day's wage ("orario", "giornaliero") is not it.
const TOTAL =
  /\bsalario contrattuale\b(?! (?:orari|giornalier))[^\d\n]{0,30}?(\d{1,3}(?:\.\d{3})*,\d{2})(?![\d,])/;

const WORDS: Record<string, number> = { cinque: 5, sei: 6, sette: 7, otto: 8, nove: 9 };
const num = (text: string) => Number(text.replace(/\./g, '').replace(',', '.'));

function hoursOfDay(text: string): number | undefined {
  const m = DAY_HOURS.exec(text);
  if (!m) return undefined;
  const whole = WORDS[m[1] ?? ''] ?? num(m[1] ?? '');
  const part = m[2];
  const fraction = !part ? 0 : /mezz|30|trenta/.test(part) ? 0.5 : /tre quarti|45/.test(part) ? 0.75 : 0.25;
  const hours = whole + fraction;
  return hours > 0 && hours <= 12 ? hours : undefined;
}

/** The period's wage read from the texts (folded, newest first), or undefined. */
export function periodWage(texts: readonly string[]): PeriodWage | undefined {
  for (const text of texts) {
    const printed = TOTAL.exec(text);
    if (printed) {
      const amount = num(printed[1] ?? '');
      if (amount >= 20) return { amount };
    }
    const hourMatch = HOURLY.exec(text);
    const hour = hourMatch ? num(hourMatch[1] ?? hourMatch[2] ?? '') : Number.NaN;
    if (!(hour > 2 && hour < 60)) continue;
    const dayMatch = DAYS.exec(text);
    const days = dayMatch ? Number(dayMatch[1] ?? dayMatch[2]) : undefined;
    const perDay = hoursOfDay(text);
    if (days && perDay)
      return {
        amount: cents(days * perDay * hour),
        how: `${days} giornate × ${decimal(perDay)} ore × ${euro(hour)}`,
      };
    const total = Number(TOTAL_HOURS.exec(text)?.[1] ?? Number.NaN);
    if (total > 0) return { amount: cents(total * hour), how: `${total} ore × ${euro(hour)}` };
  }
  return undefined;
}

/** "su un salario contrattuale di 1.105,00 € (20 giornate × 6,5 ore × 8,50 €)". */
export const periodBase = (wage: PeriodWage) => `${euro(wage.amount)}${wage.how ? ` (${wage.how})` : ''}`;
