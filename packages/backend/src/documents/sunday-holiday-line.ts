import type { Citation } from '../agents/answer.js';
import { lawCitations } from '../agents/law-facts.js';
import { SAN_FRANCESCO_LAW, SUNDAY_HOLIDAY_LAW } from '../agents/sunday-holiday-pay.js';
import { euro } from '../kb/format.js';

/**
 * A payslip's "Festività cadente di domenica" line checked against the month's pay on the same payslip: a holiday
 * on a Sunday gives one day's pay more, the month over 26 (L. 260/1949, art. 5; 1/26 in most agreements).
 * "compare la voce … per 80,00 €: è dovuta e l'importo è corretto?".
 */

const FIGURE = String.raw`(\d{1,3}(?:\.\d{3})*,\d{2})`;
const LINE = new RegExp(
  String.raw`festivit\S*\s+(?:cadent\w*|cadut\w*|coincident\w*)\s+(?:di|la|con la|in)\s+domenica\b[^\n]*?(\d{1,2})\/(\d{1,2})\/(\d{4})?[^\n]*?${FIGURE}`,
  'i',
);
// (Lines may come joined into one paragraph: the first figure after the label is its amount.)
const MONTHLY = new RegExp(
  String.raw`\b(?:retribuzione mensile|stipendio mensile|paga base)\b[^\n]*?${FIGURE}`,
  'i',
);
const CHECK_ASKED = /\bdovut|\bcorrett|\bgiust|\btorna|\bspett|\bregolar|\bgiustificat/;

const value = (figure: string) => Number(figure.replace(/\./g, '').replace(',', '.'));

export function sundayHolidayLine(
  question: string,
  documents: readonly { fileName: string; text: string }[],
): { line: string; citations: Citation[] } | undefined {
  if (!CHECK_ASKED.test(question.toLowerCase())) return undefined;
  for (const { text } of documents) {
    const found = LINE.exec(text);
    const monthly = MONTHLY.exec(text);
    if (!found || !monthly) continue;
    const [, day, month, year, amountText] = found;
    const pay = value(monthly[1] ?? '');
    const amount = value(amountText ?? '');
    if (!(pay > 0) || !(amount > 0)) continue;
    const due = Math.round((pay / 26) * 100) / 100;
    const matches = Math.abs(due - amount) < 0.02;
    const sanFrancesco =
      Number(day) === 4 && Number(month) === 10 && (year === undefined || Number(year) >= 2026);
    const restored = sanFrancesco
      ? ' Il 4 ottobre è di nuovo festività nazionale dal 2026 (L. 151/2025): prima non lo era, per questo la voce non compariva negli anni scorsi.'
      : '';
    const line = matches
      ? `**Sì**: la voce è dovuta e l'importo è corretto. Per una festività caduta di domenica spetta una giornata di retribuzione in più, la quota giornaliera di 1/26 (un ventiseiesimo) della retribuzione mensile: ${euro(pay)} ÷ 26 = **${euro(due)}**, quanto indica il cedolino.${restored}`
      : `La voce è dovuta, ma l'importo non torna: per una festività caduta di domenica spetta la quota giornaliera di 1/26 della retribuzione mensile, ${euro(pay)} ÷ 26 = **${euro(due)}**, mentre il cedolino indica ${euro(amount)}; verifica il divisore del CCNL applicato.${restored}`;
    const lawText = SUNDAY_HOLIDAY_LAW.text.replace('{figure}', SUNDAY_HOLIDAY_LAW.figure);
    return {
      line,
      citations: [
        ...lawCitations(SUNDAY_HOLIDAY_LAW, `Festività che cade di domenica: ${lawText}`),
        ...(sanFrancesco
          ? lawCitations(
              SAN_FRANCESCO_LAW,
              SAN_FRANCESCO_LAW.text.replace('{figure}', SAN_FRANCESCO_LAW.figure),
            )
          : []),
      ],
    };
  }
  return undefined;
}
