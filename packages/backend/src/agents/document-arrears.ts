import { euro, MONTHS } from '../kb/format.js';
import { fold } from '../reader/text.js';
import type { AgentAnswer } from './answer.js';
import { bold } from './compose.js';
import { ARREARS, missedMonths, SPAN } from './renewal-arrears.js';

/**
 * Session 28 (fixs28a): a payslip's minimum found short and its arrears asked over a span of months ("quanto di
 * arretrati da giugno a ottobre compreso?"): the shortfall times the months, right after the check, when the table
 * the check used was already in force at the span's first month (otherwise the months differ and none is given).
 */
const SHORT = /\*\*(\d{1,3}(?:\.\d{3})*,\d{2}) € in meno\*\* del minimo/;
const TABLE_FROM = new RegExp(String.raw`in vigore dal (\d{1,2})° (${MONTHS.join('|')}) (20\d\d)`);

const value = (text: string): number => Number(text.replace(/\./g, '').replace(',', '.'));

export function withDocumentArrears<T extends AgentAnswer>(answer: T, message: string): T {
  const question = fold(message);
  if (!ARREARS.test(question)) return answer;
  const short = SHORT.exec(answer.text);
  const span = SPAN.exec(question);
  const table = TABLE_FROM.exec(answer.text);
  if (!short || !span || !table) return answer;
  const months = missedMonths(question, undefined);
  if (!months) return answer;
  // The span's first month must be under the same table: "da giugno" with the table in force from June.
  // (A span across the year's end is left alone.)
  const [first, last] = [MONTHS.indexOf(span[1] ?? ''), MONTHS.indexOf(span[2] ?? '')];
  if (first > last || first < MONTHS.indexOf(table[2] ?? '')) return answer;
  const monthly = value(short[1] ?? '');
  const total = Math.round(monthly * months * 100) / 100;
  const line = `Arretrati da ${span[1]} a ${span[2]} (${months} mensilità, solo minimo): ${months} × ${euro(monthly)} = ${bold(euro(total))} lordi.`;
  const lines = answer.text.split('\n');
  const at = lines.findIndex((l) => SHORT.test(l));
  lines.splice(at + 1, 0, line);
  return { ...answer, text: lines.join('\n') };
}
