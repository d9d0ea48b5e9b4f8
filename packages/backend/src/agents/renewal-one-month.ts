import { readable } from '../reader/text.js';

/**
 * The renewal's total without its list of tranches when the question names one month ("a gennaio 2026 c'è stato
 * l'aumento?"): another month's amount beside it ("35 € dal 1° settembre 2024") reads as that month's answer.
 * Two months named ("a gennaio e a settembre 2027") keep the list.
 */
export function withoutOtherTranches(line: string, question: string): string {
  const months = readable(question).match(MONTH_WORDS) ?? [];
  if (new Set(months).size !== 1) return line;
  return line.replace(/, in (?:\d+ tranche|una tranche): .*?(?=\.(?:\s|$))/, '');
}

const MONTH_WORDS =
  /\b(?:gennaio|febbraio|marzo|aprile|maggio|giugno|luglio|agosto|settembre|ottobre|novembre|dicembre)\b/g;
