import type { TypedRequest } from '../reader/request.js';
import type { AgentContext } from './context.js';
import { documentText } from './document-request.js';

/**
 * The supplementary hours an uploaded timesheet counts ("TOTALE ORE SUPPLEMENTARI NOVEMBRE: 7", else its rows'
 * "ore supplementari 2" summed, else a week's total beyond the part-time's week): the hours the supplementary pay is
 * asked of, when the question counts none.
 */

const NUMBER = String.raw`(\d{1,3}(?:,\d{1,2})?)`;
// "TOTALE ORE SUPPLEMENTARI NOVEMBRE: 7", "Totale supplementari: 7 h", "Ore supplementari totali 7".
const TOTAL = new RegExp(
  String.raw`\btotal[ei]\s+(?:ore\s+)?(?:di\s+)?(?:lavoro\s+)?supplementar[ei]\b[^\d\n]{0,30}?${NUMBER}|\bore\s+supplementari\s+total[ei]\b[^\d\n]{0,10}?${NUMBER}`,
  'i',
);
// A row's count: "ore supplementari 2", "ore suppl. 3", "supplementari: 2".
const ROW = new RegExp(
  String.raw`\b(?:ore\s+)?suppl(?:ementar[ei])?\.?\s*:?\s*${NUMBER}\b(?!\s*(?:%|€|euro))`,
  'gi',
);

const hoursOf = (figure: string) => Number(figure.replace(',', '.'));

// A week's sheet: "TOTALE 26 h (contratto 20 h)", or its total beside the part-time's "20 h/settimana".
const WEEK_SHEET = /\bsettiman[ae]\b/i;
const WORKED = /\btotale\s*:?\s*(\d{1,2}(?:,\d{1,2})?)\s*(?:h|ore)\b/i;
const AGREED =
  /\bcontratto\s*:?\s*(\d{1,2})\s*(?:h|ore)\b|\bpart.?time\b[^\n\d]{0,30}?(\d{1,2})\s*(?:h|ore)\s*(?:\/\s*sett\w*|settimanali|a settimana)/i;

/** The hours a week's sheet counts beyond the part-time's agreed week (26 against 20: 6). */
function beyondAgreedWeek(text: string): number | undefined {
  if (!WEEK_SHEET.test(text)) return undefined;
  const worked = WORKED.exec(text)?.[1];
  const agreed = AGREED.exec(text);
  const week = agreed?.[1] ?? agreed?.[2];
  if (!worked || !week) return undefined;
  const beyond = hoursOf(worked) - Number(week);
  return beyond > 0 && Number(week) < 36 ? beyond : undefined;
}

export function timesheetSupplementaryHours(ctx: AgentContext): number | undefined {
  if (!ctx.documents.length) return undefined;
  const text = documentText(ctx);
  const total = TOTAL.exec(text);
  const said = total?.[1] ?? total?.[2];
  if (said) return hoursOf(said) || undefined;
  const rows = [...text.matchAll(ROW)].map((m) => hoursOf(m[1] ?? '0'));
  const sum = rows.reduce((s, h) => s + h, 0);
  return rows.length > 1 && sum > 0 ? sum : beyondAgreedWeek(text);
}

/** The request with the timesheet's supplementary hours as the hours valued, unless the question counts its own. */
export function withTimesheetSupplementary(ctx: AgentContext, req: TypedRequest): TypedRequest {
  if (req.slots.extraHours !== undefined) return req;
  const hours = timesheetSupplementaryHours(ctx);
  return hours === undefined ? req : { ...req, slots: { ...req.slots, extraHours: hours } };
}
