import { documentTexts } from '../documents/summed-items.js';
import type { UploadedText } from '../kb/documents.js';
import { MONTHS } from '../kb/format.js';
import { fold } from '../reader/text.js';

/**
 * Session 46 (fixs46o): arrears asked from a month with no end ("arretrati da ottobre", "quanto mi spetta a partire
 * da settembre?") on an uploaded payslip: the span runs from that month to the payslip's own month — the month the
 * question names for it ("il cedolino di novembre"), else the one its heading states ("CEDOLINO PAGA - NOVEMBRE
 * 2026", "Periodo: novembre 2026"), else today's month. A span across the year's end, or a start after the
 * payslip's month, gives none.
 */
const NAMES = MONTHS.join('|');
const OPEN_FROM = new RegExp(
  String.raw`\b(?:da|dal|dalla mensilita di|a partire da|a decorrere da|a far data da)(?: mese di| busta di| cedolino di)? (${NAMES})\b(?!\s*(?:20\d\d\s*)?(?:a|ad|al|fino|-|–)\s)`,
);
/** "il cedolino di novembre", "la busta paga di novembre", "lo stipendio di novembre": the payslip's month said. */
const PAYSLIP_MONTH = new RegExp(
  String.raw`\b(?:cedolin[oi]|bust[ae](?: paga)?|stipendio|prospetto paga|paga) (?:del mese )?di (${NAMES})\b`,
);
/** The heading's month: "CEDOLINO PAGA - NOVEMBRE 2026", "Periodo di paga: novembre 2026", "mese: 11/2026". */
const HEADING_MONTH = new RegExp(String.raw`\b(${NAMES})\s+20\d\d\b`);

function payslipMonth(
  question: string,
  documents: readonly UploadedText[],
  today: string,
): string | undefined {
  const said = PAYSLIP_MONTH.exec(question)?.[1];
  if (said) return said;
  for (const d of documentTexts(documents)) {
    const heading = HEADING_MONTH.exec(fold(d.text.slice(0, 400)))?.[1];
    if (heading) return heading;
  }
  const month = Number(today.slice(5, 7));
  return month >= 1 && month <= 12 ? MONTHS[month - 1] : undefined;
}

/** [whole, first month, last month], both counted, as `SPAN` gives them; undefined without an open start. */
export function openSpan(
  question: string,
  documents: readonly UploadedText[],
  today: string,
): [string, string, string] | undefined {
  const from = OPEN_FROM.exec(question);
  if (!from?.[1]) return undefined;
  const to = payslipMonth(question, documents, today);
  if (!to || MONTHS.indexOf(to) < MONTHS.indexOf(from[1])) return undefined;
  return [from[0], from[1], to];
}
