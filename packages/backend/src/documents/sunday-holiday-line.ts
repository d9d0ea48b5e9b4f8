import type { Citation } from '../agents/answer.js';
import { datesList, sundayHolidays } from '../agents/holiday-calendar.js';
import { lawCitations } from '../agents/law-facts.js';
import { SAN_FRANCESCO_LAW, SUNDAY_HOLIDAY_LAW } from '../agents/sunday-holiday-pay.js';
import { euro, MONTHS } from '../kb/format.js';

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

// "CEDOLINO APRILE 2027", "busta paga di aprile 2027": the payslip's month and year.
const PERIOD = new RegExp(String.raw`\b(${MONTHS.join('|')})\s+(20\d\d)\b`, 'i');
// The month's whole pay: the total of the pay items first ("Totale retribuzione 1.858,75"), else the monthly pay.
const TOTAL_PAY = new RegExp(String.raw`\btotale retribuzione\b[^\n]*?${FIGURE}`, 'i');
// A holiday line with its amount right after the label ("Festività non godute 71,49"): the holiday was paid. (A
// "Festività: --" line joined to the next ones in one paragraph is no amount.)
const PAID_LINE = new RegExp(
  String.raw`\bfestivit\S*(?:[ \t]+[a-zàèéìòù]+){0,4}[ \t]*:?[ \t]*(?:€|eur)?[ \t]*${FIGURE}`,
  'i',
);
const MISSING_ASKED = /\bmanc\w*|\bnon c'?[eè](?![a-z])|\bniente\b|\bnon (?:compare|risulta)|\bcontroll\w*/;

/**
 * A payslip of a month with a national holiday on a Sunday that pays no holiday line ("il 25 aprile era domenica,
 * alla voce festività non c'è niente: manca qualcosa?"): the day's pay that is missing, the month over 26.
 */
function missingSundayHoliday(
  question: string,
  documents: readonly { fileName: string; text: string }[],
): { line: string; citations: Citation[] } | undefined {
  if (!MISSING_ASKED.test(question) || !/\bfestivit|\bdomenica\b/.test(question)) return undefined;
  for (const { text } of documents) {
    const period = PERIOD.exec(text);
    const pay = TOTAL_PAY.exec(text) ?? MONTHLY.exec(text);
    if (!period || !pay || PAID_LINE.test(text)) continue;
    const month = MONTHS.indexOf((period[1] ?? '').toLowerCase()) + 1;
    const year = Number(period[2]);
    const days = sundayHolidays(year).filter((h) => h.month === month);
    if (!days.length) continue;
    const monthly = value(pay[1] ?? '');
    const due = Math.round(((monthly * days.length) / 26) * 100) / 100;
    const named = `${datesList(days)} ${year}`;
    const line = `**Sì, manca la festività del ${datesList(days)}**: il ${named} è caduto di domenica e una festività cadente di domenica non pagata va aggiunta. Per ogni festività caduta di domenica spetta, in aggiunta alla retribuzione mensile, la quota giornaliera di 1/26: ${days.length > 1 ? `${days.length} × ` : ''}${euro(monthly)} ÷ 26 = **${euro(due)}**, mentre il cedolino non ha importi alla voce festività e il totale è la sola retribuzione del mese. Chiedi che la voce sia aggiunta (anche nella busta successiva); il CCNL applicato può indicare un divisore diverso da 26.`;
    const lawText = SUNDAY_HOLIDAY_LAW.text.replace('{figure}', SUNDAY_HOLIDAY_LAW.figure);
    return {
      line,
      citations: lawCitations(SUNDAY_HOLIDAY_LAW, `Festività che cade di domenica: ${lawText}`),
    };
  }
  return undefined;
}

const value = (figure: string) => Number(figure.replace(/\./g, '').replace(',', '.'));

export function sundayHolidayLine(
  question: string,
  documents: readonly { fileName: string; text: string }[],
): { line: string; citations: Citation[] } | undefined {
  const missing = missingSundayHoliday(question.toLowerCase(), documents);
  if (missing) return missing;
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
