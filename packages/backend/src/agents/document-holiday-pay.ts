import { documentTexts } from '../documents/summed-items.js';
import { sundayHolidayLine } from '../documents/sunday-holiday-line.js';
import { indexOf, uploadedText } from '../kb/documents.js';
import { decimal, euro, figureValue, percent } from '../kb/format.js';
import { cents } from '../payroll/index.js';
import { YEAR_RULES } from '../payroll/rules.js';
import { fold, readable } from '../reader/text.js';
import { type AgentAnswer, citePassage } from './answer.js';
import { bold, compose } from './compose.js';
import type { AgentContext } from './context.js';

/**
 * A leaving statement or payslip that prints the holidays left and the daily quota (or the monthly pay and its
 * divisor), asked the untaken-holidays indemnity ("manca l'importo dell'indennità sostitutiva: a quanto
 * ammonta?") or the worker's INPS on it ("e di contributi su quei soldi delle ferie quanto mi tolgono?"): days ×
 * daily quota, then the worker's rate the document states (else the ordinary 9,19%). Undefined unless the holidays
 * are asked (in this turn or the one before) and a document prints both figures.
 */

// "Ferie residue al 31/10/2026: 9 giorni", "ferie non godute: 4,5 gg".
const DAYS_LEFT =
  /\bferie (?:residue|non godute|maturate e non godute|da godere|da liquidare)\b[^:\n]{0,40}:\s*(\d{1,2}(?:,\d{1,2})?)\s*(?:giorni|gg)\b/;
// "Quota giornaliera (retribuzione mensile / 26): 75,00 EUR".
const DAILY = /\bquota giornaliera\b[^:\n]{0,60}:\s*(?:€|eur)?\s*(\d{1,3}(?:\.\d{3})*,\d{2})/;
// "Retribuzione mensile lorda utile: 1.950,00 EUR" and a divisor the document states ("/ 26", "diviso 26").
const MONTHLY =
  /\bretribuzione (?:mensile|lorda mensile)\b[^:\n]{0,30}:\s*(?:€|eur)?\s*(\d{1,3}(?:\.\d{3})*,\d{2})/;
const DIVISOR = /(?:\/|\bdiviso)\s*(2[2-6])\b/;
// "Aliquota contributiva a carico dipendente: 9,19%".
const RATE = /\baliquota\b[^:\n]{0,40}\bdipendente\b[^:\n]{0,10}:\s*(\d{1,2}(?:,\d{1,2})?)\s*%/;

const HOLIDAYS = /\bferie\b/;
const ASKS_AMOUNT =
  /\bindennit\w*\b|\bquant[oi]\b|\bammont\w*|\bimport\w*|\bcalcol\w*|\bsoldi\b|\beuro\b|\bliquid\w*/;
const ASKS_CONTRIBUTIONS = /\binps\b|\bcontribut\w*|\bprevidenzial\w*/;

interface HolidayFigures {
  days: number;
  daily: number;
  dailyFrom?: string;
  ratePct?: number;
}

function readFigures(text: string): HolidayFigures | undefined {
  const folded = fold(text);
  const days = DAYS_LEFT.exec(folded)?.[1];
  if (!days) return undefined;
  const stated = DAILY.exec(folded)?.[1];
  const monthly = MONTHLY.exec(folded)?.[1];
  const divisor = DIVISOR.exec(folded)?.[1];
  const rate = RATE.exec(folded)?.[1];
  const ratePct = rate ? figureValue(rate) : undefined;
  const dailyFrom = monthly && divisor ? `${euro(figureValue(monthly))} / ${divisor}` : undefined;
  const daily = stated
    ? figureValue(stated)
    : monthly && divisor
      ? cents(figureValue(monthly) / Number(divisor))
      : undefined;
  if (daily === undefined || !(daily > 0)) return undefined;
  return {
    days: figureValue(days),
    daily,
    ...(dailyFrom ? { dailyFrom } : {}),
    ...(ratePct ? { ratePct } : {}),
  };
}

export function documentHolidayPay(ctx: AgentContext): AgentAnswer | undefined {
  if (!ctx.documents.length) return undefined;
  // A payslip's "Festività cadente di domenica" line doubted, against its month's pay (sunday-holiday-line.ts).
  const sunday = sundayHolidayLine(ctx.message, documentTexts(ctx.documents));
  if (sunday) return compose({ answer: sunday.line, steps: [], citations: sunday.citations, related: [] });
  const question = readable(ctx.message);
  const before = readable(ctx.history?.at(-1) ?? '');
  const contributions = ASKS_CONTRIBUTIONS.test(question);
  // The holidays named in this question, or in the one before when this one asks the contributions on them.
  const holidays =
    (HOLIDAYS.test(question) && (ASKS_AMOUNT.test(question) || contributions)) ||
    (contributions && HOLIDAYS.test(before) && ASKS_AMOUNT.test(before));
  if (!holidays) return undefined;
  for (const doc of ctx.documents) {
    const { passages } = indexOf(doc);
    const figures = readFigures(uploadedText(doc));
    if (!figures) continue;
    const { days, daily, dailyFrom, ratePct } = figures;
    const pay = cents(days * daily);
    const file = `«${doc.fileName}»`;
    const quota = `${String(days).replace('.', ',')} giorni di ferie residue × ${euro(daily)} di quota giornaliera${dailyFrom ? ` (${dailyFrom})` : ''}`;
    const rate = ratePct ?? YEAR_RULES[2026].inpsRatePct;
    const due = cents((pay * rate) / 100);
    const rateSaid = ratePct
      ? `il ${percent(rate)} a carico del dipendente indicato nel documento`
      : `il ${percent(rate)}, l'aliquota ordinaria a carico del dipendente`;
    const indemnity = `l'indennità sostitutiva delle ferie non godute è ${bold(euro(pay))}: ${quota}`;
    const answer = contributions
      ? `Sull'indennità sostitutiva delle ferie di ${euro(pay)} (${quota}, dal documento ${file}) i contributi INPS a carico del dipendente sono ${bold(euro(due))}: ${rateSaid}. L'indennità ha natura retributiva: si versano i contributi e si applica l'IRPEF come sulla retribuzione.`
      : `Dal documento ${file}: ${indemnity}. Si paga con l'ultima busta paga, perché le ferie maturate e non godute si liquidano alla fine del rapporto (D.Lgs. 66/2003, art. 10, c. 2); è retribuzione, soggetta a contributi (${percent(rate)} a carico del dipendente: ${euro(due)}) e IRPEF.`;
    const first = passages[0];
    return compose({
      answer,
      steps: [
        ...(dailyFrom ? [`Quota giornaliera: ${dailyFrom} = ${euro(daily)}.`] : []),
        `Indennità: ${String(days).replace('.', ',')} × ${decimal(daily)} = ${euro(pay)}.`,
        `Contributi a carico del dipendente: ${decimal(pay)} × ${percent(rate)} = ${euro(due)}.`,
      ],
      assumptions: [
        ratePct
          ? 'Giorni, quota giornaliera e aliquota letti nel documento.'
          : 'Giorni e quota giornaliera letti nel documento; aliquota ordinaria del dipendente (9,19%), salvo aliquote diverse del settore o dell’azienda.',
      ],
      citations: first ? [citePassage(first, `Documento caricato: ${doc.fileName}`)] : [],
      related: [],
    });
  }
  return undefined;
}
