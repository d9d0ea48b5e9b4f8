import { euro, figureValue } from '../kb/format.js';
import { bold } from './compose.js';

/**
 * A mission allowance an agreement sets as a multiple of the daily pay ("una diaria non inferiore al doppio della
 * quota giornaliera della retribuzione di fatto; senza pernottamento ridotta di un terzo; oltre il mese ridotta
 * del 10%", CCNL Terziario), worked out on the daily pay the user gives, in this message or the one before:
 * "la mia quota giornaliera è di 80 €" → 160,00 € with the night away, 106,67 € without.
 */
const DOUBLE = /\bdoppio della quota giornaliera\b/;
const THIRD_OFF = /\bpernottamento\b[^.;]{0,40}\bridott\w* di un terzo\b/;
const MONTH_OFF = /\bsuperiore al mese\b[^.;]{0,30}\bridott\w* del 10%/;
const DAILY_PAY =
  /\b(?:quota|retribuzione|paga) giornalier\w*\b[^.?!€\d]{0,80}?(\d{1,3}(?:\.\d{3})*(?:,\d{1,2})?|\d+(?:\.\d{1,2})?)\s*(?:€|euro)/i;
// "durasse due mesi", "per più di un mese", "sei settimane": longer than a month.
const OVER_A_MONTH =
  /\b(?:due|tre|quattro|cinque|sei|[2-9]) mesi\b|\bpi[uù] di un mese\b|\boltre (?:un|il) mese\b|\b(?:cinque|sei|sette|otto|[5-9]) settimane\b/i;

const round = (n: number) => Math.round(n * 100) / 100;
const dailyPay = (text: string): number | undefined => {
  const m = DAILY_PAY.exec(text);
  if (!m?.[1]) return undefined;
  const v = m[1].includes(',') ? figureValue(m[1]) : Number(m[1]);
  return Number.isFinite(v) && v > 0 ? v : undefined;
};

/** The lines opening the answer, or undefined when the passage has no such rule or no daily pay is given. */
export function missionDiaria(passage: string, message: string, earlier?: string): string[] | undefined {
  if (!DOUBLE.test(passage)) return undefined;
  const daily = dailyPay(message) ?? (earlier ? dailyPay(earlier) : undefined);
  if (daily === undefined) return undefined;
  const full = round(daily * 2);
  const noNight = THIRD_OFF.test(passage) ? round((full * 2) / 3) : undefined;
  const lines = [
    `Con una quota giornaliera della retribuzione di fatto di ${euro(daily)}, la diaria minima è ${bold(euro(full))} al giorno con pernottamento fuori sede (il doppio della quota: ${euro(daily)} × 2)${noNight === undefined ? '' : ` e ${bold(euro(noNight))} nei giorni senza pernottamento (ridotta di un terzo: ${euro(full)} × 2/3)`}.`,
  ];
  if (MONTH_OFF.test(passage) && OVER_A_MONTH.test(message)) {
    const longFull = round(full * 0.9);
    const longNoNight = noNight === undefined ? undefined : round(noNight * 0.9);
    lines.unshift(
      `Per una missione di durata superiore al mese la diaria è ridotta del 10%: ${bold(euro(longFull))} al giorno con pernottamento (${euro(full)} − 10%)${longNoNight === undefined ? '' : `, ${euro(longNoNight)} senza pernottamento`}.`,
    );
  }
  return lines;
}
