import type { LabelledValue } from '../documents/labelled-values.js';
import { euro, figureValue, MONTH_NAMES, MONTHS } from '../kb/format.js';
import { cents } from '../payroll/index.js';
import { fold } from '../reader/text.js';
import { bold } from './compose.js';

/**
 * A payslip's 13th or 14th paid as twelfths ("Tredicesima mensilità   ratei 9/12   1.500,00") weighed against the
 * months of service from the hire date (the document's "Data assunzione: 03/03/2026", or the question's "sono
 * entrato il 3 marzo"): the month of hiring counts whole with at least 15 days of service. The base is the
 * payslip's own monthly pay — the line whose twelfths give the amount paid — not the agreement's minimum.
 * Undefined when the line states no twelfths, no line of the payslip is its base, or no hire date is stated.
 */
const TWELFTHS = /\b(\d{1,2}) ?\/ ?12\b/;
const HIRE_DOC = /\bassunt\w*|\bassunzion\w*|\bdata (?:di )?(?:assunzione|inizio)\b/;
const NUMERIC_DATE = /\b(\d{1,2})[/.-](\d{1,2})[/.-](20\d\d|\d\d)\b/;
const WORDED_DATE = new RegExp(String.raw`\b(\d{1,2}|1°) (${MONTH_NAMES})(?: (20\d\d))?\b`);
const HIRE_SAID = /\b(?:entrat\w*|assunt\w*|iniziat\w*|cominciat\w*|lavoro|assunzione)\b/;

interface Hire {
  day: number;
  month: number;
  year?: number;
}

function hireDate(question: string, text: string): Hire | undefined {
  for (const line of fold(text).split(/(?<=\d{2,4})\s+(?=\D)|\n/)) {
    if (!HIRE_DOC.test(line)) continue;
    const m = NUMERIC_DATE.exec(line);
    if (m) return { day: Number(m[1]), month: Number(m[2]), year: Number(m[3]?.padStart(4, '20')) };
  }
  const asked = fold(question);
  const m = WORDED_DATE.exec(asked);
  if (!m || !HIRE_SAID.test(asked.slice(Math.max(0, (m.index ?? 0) - 60), m.index))) return undefined;
  return {
    day: Number.parseInt(m[1] ?? '1', 10),
    month: MONTHS.indexOf(m[2] ?? '') + 1,
    ...(m[3] ? { year: Number(m[3]) } : {}),
  };
}

const daysIn = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

export interface ServiceTwelfths {
  line: string;
  steps: string[];
}

/** The verdict on the twelfths paid, in the payslip of `date` (its first day, "2026-12-01"). */
export function serviceTwelfths(
  stated: LabelledValue,
  values: readonly LabelledValue[],
  question: string,
  text: string,
  date: string,
  name: string,
): ServiceTwelfths | undefined {
  const paidMonths = Number(TWELFTHS.exec(stated.label)?.[1] ?? TWELFTHS.exec(stated.quantity ?? '')?.[1]);
  if (!paidMonths || paidMonths > 12) return undefined;
  const given = figureValue(stated.value);
  const base = values.find(
    (v) => v !== stated && Math.abs(cents((figureValue(v.value) * paidMonths) / 12) - given) < 0.01,
  );
  const hire = hireDate(question, text);
  const year = Number(date.slice(0, 4));
  // The 14th paid with July's pay is a month of the pay in force on 30 June: its twelfths run to June, and July
  // starts the next year's (the KB's FIPE and Turismo clauses: "assunto il 20 maggio, un solo rateo, giugno").
  const julyFourteenth = /quattordicesim/.test(name) && Number(date.slice(5, 7)) === 7;
  const through = julyFourteenth ? 6 : Number(date.slice(5, 7));
  if (!base || !hire || hire.month < 1 || (hire.year !== undefined && hire.year !== year)) return undefined;
  const served = daysIn(year, hire.month) - hire.day + 1;
  const first = served >= 15 ? hire.month : hire.month + 1;
  const months = through - first + 1;
  if (months < 1 || months > 12) return undefined;
  const monthly = figureValue(base.value);
  const due = cents((monthly * months) / 12);
  const gap = cents(due - given);
  const hireMonth = MONTHS[hire.month - 1] ?? '';
  const counted = `dal ${hire.day === 1 ? '1°' : hire.day} ${hireMonth} a ${MONTHS[through - 1]}${julyFourteenth ? ' (la quattordicesima di luglio matura fino al 30 giugno)' : ''} i mesi di servizio sono ${months} (${hireMonth} ${served >= 15 ? `conta intero: ${served} giorni di servizio, almeno 15` : `non conta: ${served} giorni di servizio, meno di 15`})`;
  const how = `${euro(monthly)} × ${months}/12`;
  const line =
    months === paidMonths
      ? `${bold('Sì')}: ${counted}, come i ${paidMonths}/12 della busta. Sulla retribuzione mensile del cedolino (${euro(monthly)}) la ${name} è ${bold(euro(due))} (${how}).`
      : `${bold(`Spettano ${months}/12, non ${paidMonths}/12`)}: ${counted}. Sulla retribuzione mensile del cedolino (${euro(monthly)}) la ${name} lorda è ${bold(euro(due))} (${how}), non ${euro(given)}: ${gap > 0 ? 'mancano' : 'sono stati pagati in più'} ${bold(euro(Math.abs(gap)))}.`;
  return {
    line,
    steps: [
      '| Voce | Calcolo | Importo |',
      '| --- | --- | ---: |',
      `| ${name.charAt(0).toUpperCase()}${name.slice(1)} dovuta | ${how} | ${euro(due)} |`,
      `| In busta | ${euro(monthly)} × ${paidMonths}/12 | ${euro(given)} |`,
      `| **Differenza** | | **${euro(gap)}** |`,
    ],
  };
}
