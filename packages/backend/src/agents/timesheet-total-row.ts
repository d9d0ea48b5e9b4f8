import { indexOf, uploadedText } from '../kb/documents.js';
import { euro, percent } from '../kb/format.js';
import { cents } from '../payroll/index.js';
import { fold } from '../reader/text.js';
import { type AgentAnswer, citePassage, citeRates } from './answer.js';
import { bold, compose } from './compose.js';
import type { AgentContext } from './context.js';
import { statedAgreement } from './document-facts.js';
import { statedHourlyPay } from './document-hourly-pay.js';
import { bandOf } from './overtime-bands.js';

// The sheet's header, from its first column ("Giorno", "Data") to its first day row ("Lun 16/11/2026"), read on the
// text with its spacing lost (an upload's lines may reach here joined).
const HEADER =
  /\b(?:giorno|data)\b((?:(?!\b(?:lun|mar|mer|gio|ven|sab|dom)\w*\.?\s+\d{1,2}[/.-]\d)[\s\S]){3,120}?)(?=\b(?:lun|mar|mer|gio|ven|sab|dom)\w*\.?\s+\d{1,2}[/.-]\d)/i;
// A column label's first word ("Ordinarie", "Straord. diurno", "Ore lavorate", "Note"); a qualifier after it
// ("diurno") or the word after "Ore" belongs to the same label.
const LABEL_START =
  /^(?:ore|h|ordinari\w*|straord\w*|lavorat\w*|supplement\w*|extra|totale|note|pausa|entrata|uscita)\b/i;
// Its total row ("TOTALE 40 5"): whole or decimal counts, never an amount in thousands.
const TOTAL_ROW = /\b(?:totale|tot\.)\s+((?:\d{1,3}(?:,\d{1,2})?(?:\s+|$)){2,6})/i;
// Columns of other overtime kinds: valued by overtime-kinds-sheet.ts, not here.
const OTHER_KIND = /\bnott\w*|\bfestiv\w*|\bdomenic\w*/i;

/** The header's column labels in order. */
function columnLabels(header: string): string[] {
  const labels: string[] = [];
  for (const word of header.replace(/[|;]/g, ' ').split(/\s+/).filter(Boolean)) {
    const previous = labels.at(-1);
    if (previous && (!LABEL_START.test(word) || /^(?:ore|h)$/i.test(previous)))
      labels[labels.length - 1] = `${previous} ${word}`;
    else labels.push(word);
  }
  return labels;
}

const hoursText = (value: number) => value.toLocaleString('it-IT', { maximumFractionDigits: 2 });

/**
 * A weekly sheet whose days are written in columns this reader cannot weigh against a schedule ("Lun 16/11/2026
 * 8  1"), but whose total row sums its weekday overtime column ("TOTALE  40  5"), and the overtime's value asked:
 * that total at the sheet's hourly pay plus the agreement's weekday overtime rate (5 × 11,80 × 1,35 = 79,65 €).
 * Undefined when the sheet has no such column and total, states no hourly pay, or the agreement has no single
 * weekday overtime rate for the worker.
 */
export function timesheetTotalRow(ctx: AgentContext): AgentAnswer | undefined {
  for (const document of ctx.documents) {
    const { passages } = indexOf(document);
    const text = uploadedText(document);
    const header = HEADER.exec(text)?.[1];
    const total = TOTAL_ROW.exec(text)?.[1];
    if (!header || !total) continue;
    const labels = columnLabels(header);
    const totals = total.trim().split(/\s+/);
    const overtime = labels.filter((l) => /\bstraord/i.test(l));
    const at = labels.findIndex((l) => /\bstraord/i.test(l));
    const counted = labels.filter((l) => !/^note\b/i.test(l)).length;
    if (overtime.length !== 1 || OTHER_KIND.test(overtime[0] ?? '') || totals.length !== counted) continue;
    const hours = Number((totals[at] ?? '').replace(',', '.'));
    const hourly = statedHourlyPay(text);
    const ccnl = statedAgreement(ctx.kb, text);
    if (!(hours > 0) || !hourly || !ccnl) continue;
    // The weekday overtime rate not tied to a band of hours; the worker's own when the sheet says operaio/impiegato.
    const weekday = (ccnl.rates.rates ?? []).filter(
      (r) => r.kind === 'straordinario' && bandOf(r.condition) === undefined,
    );
    const folded = fold(text);
    const role = /\boperai\w*/.test(folded) ? 'operai' : /\bimpiegat\w*/.test(folded) ? 'impiegat' : '';
    const own = role ? weekday.filter((r) => (r.condition ?? '').includes(role)) : [];
    const percents = [...new Set((own.length ? own : weekday).map((r) => r.percent))];
    const rate = percents.length === 1 ? percents[0] : undefined;
    if (rate === undefined) continue;
    const hour = cents(hourly * (1 + rate / 100));
    const value = cents(hours * hour);
    return compose({
      answer: `Dal foglio ore «${document.fileName}» risultano ${bold(`${hoursText(hours)} ${hours === 1 ? 'ora' : 'ore'} di straordinario`)} (colonna «${overtime[0]}», riga del totale): con la paga oraria del foglio (${euro(hourly)}) più la maggiorazione del ${percent(rate)} del ${ccnl.short_name}, valgono ${bold(`${euro(value)} lordi`)} (${hoursText(hours)} × ${euro(hour)}).`,
      steps: [
        `Valore di un'ora di straordinario: ${euro(hourly)} × (1 + ${percent(rate)}) = ${euro(hour)}.`,
        `Totale: ${hoursText(hours)} × ${euro(hour)} = ${euro(value)}.`,
      ],
      assumptions: [
        'Ore di straordinario lette nella riga del totale del foglio; paga oraria indicata nel foglio.',
        'Straordinario diurno e feriale: di notte o nei festivi la maggiorazione è diversa.',
      ],
      citations: [
        ...passages.slice(0, 1).map((p) => citePassage(p, `Documento caricato: ${p.fileName}`)),
        ...citeRates(ccnl),
      ],
      related: [],
    });
  }
  return undefined;
}
