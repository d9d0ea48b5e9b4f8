import { MONTH_NAMES } from '../kb/format.js';

/**
 * A payment's deadline ("entro il 10 gennaio 2027", "con scadenza 10 gennaio 2027") names when a period's money is
 * paid, not the period asked: the INPS of domestic work for October–December 2026 is paid by 10 January 2027
 * with the 2026 hourly contributions. When the question names the period with its own, earlier year (a quarter,
 * "ottobre-dicembre 2026", "il quarto trimestre 2026"), the deadline's day is blanked, so the period's year is
 * the one read. A deadline said alone ("quanto TFR matura entro il 31 dicembre 2026") stays the day asked.
 * Runs on the original or the folded text.
 */
const DEADLINE = new RegExp(
  String.raw`\b(?:entro|scadenza|scade|in scadenza|da (?:pagare|versare)|(?:pagar|versar|pag|vers)\w*)\s+(?:(?:il|al|del|la|le|per il|entro il|di)\s+)*(?:\d{1,2}|primo)\s*°?\s*(?:${MONTH_NAMES})\s+(?:del\s+)?(20\d\d)\b`,
  'giu',
);

// "trimestre ottobre-dicembre 2026", "il quarto trimestre del 2026", "luglio/settembre 2026", "da ottobre a dicembre 2026".
const PERIOD_YEAR = new RegExp(
  String.raw`\btrimestr\w*\s+(?:(?:del|di|dell'anno|anno)\s+)?(20\d\d)\b|\btrimestr\w*\s+(?:(?:da|tra|fra)\s+)?(?:${MONTH_NAMES})\s*(?:-|–|/|\be\b|\ba\b)\s*(?:${MONTH_NAMES})\s+(?:del\s+)?(20\d\d)\b|\b(?:da|tra|fra)?\s*(?:${MONTH_NAMES})\s*(?:-|–|/|\be\b|\ba\b)\s*(?:${MONTH_NAMES})\s+(?:del\s+)?(20\d\d)\b`,
  'giu',
);

/** The years the text names a period with. */
function periodYears(text: string): number[] {
  return [...text.matchAll(PERIOD_YEAR)].map((m) => Number(m[1] ?? m[2] ?? m[3]));
}

/** The text with a payment deadline's day blanked when the period it pays is named with an earlier year. */
export function withoutPaymentDeadlines(text: string): string {
  const periods = periodYears(text);
  if (!periods.length) return text;
  return text.replace(DEADLINE, (all, year: string) =>
    periods.some((p) => p < Number(year))
      ? all.replace(/\s*(?:\d{1,2}|primo)\s*°?\s*[\p{L}]+\s+(?:del\s+)?20\d\d$/u, ' ')
      : all,
  );
}
