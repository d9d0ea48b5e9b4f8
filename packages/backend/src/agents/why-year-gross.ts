import { isTaxYear, TAX_YEARS } from '../payroll/rules.js';
import { askedSentence } from '../reader/asking-clause.js';
import { readable } from '../reader/text.js';
import { bracketChange } from './net-years.js';

// "perché nel 2025 serviva più lordo?", "come mai nel 2026 basta meno lordo per lo stesso netto?".
const WHY = /\b(?:perche|come mai|per quale motivo)\b/;
const GROSS_OR_NET = /\blord\w*|\bnett\w*|\bral\b/;

/**
 * The reason the gross for the same net differs between two tax years, opening the net-to-gross answer when the
 * question asks why ("perché nel 2025 serviva più lordo per avere lo stesso netto?"): the IRPEF brackets that
 * changed between the year asked and the other one (the rules of payroll/rules.ts). Empty otherwise.
 */
export function whyYearGross(message: string, year: number): string {
  const asked = askedSentence(readable(message));
  if (!WHY.test(asked) || !GROSS_OR_NET.test(asked) || !isTaxYear(year)) return '';
  const other = TAX_YEARS.find((y) => y !== year && new RegExp(`\\b${y}\\b`).test(readable(message)));
  const pair = other ?? TAX_YEARS.find((y) => y !== year);
  if (pair === undefined) return '';
  const [older, newer] = year < pair ? [year, pair] : [pair, year];
  const change = bracketChange(older, newer).trim();
  if (!change) return '';
  return `${change} Con l'aliquota più alta del ${older} sulla parte di imponibile in quello scaglione, a parità di netto serviva un lordo più alto nel ${older} che nel ${newer}.\n\n`;
}
