/**
 * "sommando i giorni, quante ore risultano davvero?" beside a timesheet that lists its days and prints a total
 * ("TOTALE ORE SETTIMANA: 41"): the days' own hours summed, against the printed total — the document's figures,
 * not a quote of its first lines. Null when no timesheet lists two days or more with a printed total.
 *
 *   dayRowsTotal(documents): AgentAnswer | null
 */
import { type AgentAnswer, citePassage, finishAnswer } from '../agents/answer.js';
import { timesheetDays } from '../agents/timesheet-hours.js';
import { indexOf, type UploadedText, uploadedText } from '../kb/documents.js';

// "TOTALE ORE SETTIMANA: 41", "Totale ore: 39,5", "Tot. ore lavorate 40": a total of hours, not of euro.
const PRINTED =
  /\btot(?:ale|\.)\s+(?:delle\s+)?ore\b[^\n\d€]{0,30}?(\d{1,3}(?:,\d{1,2})?)(?![\d,.])(?!\s*(?:€|euro))/i;

const hoursText = (n: number) => n.toLocaleString('it-IT', { maximumFractionDigits: 2 });

export function dayRowsTotal(documents: readonly UploadedText[]): AgentAnswer | null {
  for (const d of documents) {
    const passages = indexOf(d).passages;
    const text = uploadedText(d);
    const days = timesheetDays(text);
    const first = passages[0];
    if (days.length < 2 || !first) continue;
    const total = Math.round(days.reduce((sum, day) => sum + day.hours, 0) * 100) / 100;
    const sum = `${days.map((day) => hoursText(day.hours)).join(' + ')} = ${hoursText(total)}`;
    // (A timesheet with no printed total is left to the readings of its hours: timesheet-hours.ts.)
    const printedText = PRINTED.exec(text)?.[1];
    if (printedText === undefined) continue;
    const gap = Math.round((Number(printedText.replace(',', '.')) - total) * 100) / 100;
    const opening =
      gap === 0
        ? `Sommando i giorni risultano **${hoursText(total)} ore** (${sum}): il totale indicato nel documento (${printedText} ore) torna.`
        : `Sommando i giorni risultano **${hoursText(total)} ore** (${sum}), non ${printedText} come indicato nel totale del documento: il totale stampato ha ${hoursText(Math.abs(gap))} ${Math.abs(gap) === 1 ? 'ora' : 'ore'} ${gap > 0 ? 'in più' : 'in meno'} della somma dei giorni.`;
    return finishAnswer(
      [opening, '', ...days.map((day) => `- ${day.line.replace(/\s+/g, ' ')}`)],
      [citePassage(first, `Documento caricato: ${d.fileName}`)],
      [],
    );
  }
  return null;
}
