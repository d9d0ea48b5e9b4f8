import { euro, figureValue } from '../kb/format.js';
import { cents } from '../payroll/net-pay.js';
import type { TypedRequest } from '../reader/request.js';
import { readable } from '../reader/text.js';
import type { AgentAnswer } from './answer.js';
import { bold } from './compose.js';
import type { AgentContext } from './context.js';
import { documentText } from './document-request.js';

/**
 * A payslip's overtime row doubted ("il valore orario dello straordinario torna?" beside "Straordinario feriale 25%
 * ore 8 x 12,44 = 99,52"): the row's hours are the hours valued, and the answer opens with the verdict — Sì or No,
 * the level's hour against the payslip's, the row's total against the right one.
 */
const FIGURE = String.raw`(\d{1,3}(?:\.\d{3})*,\d{1,4}|\d+(?:,\d{1,4})?)`;
// "Straordinario feriale 25% ore 8 x 12,44 = 99,52", "Straordinario 25% 8 ore x 12,44 € = 99,52".
const ROW = new RegExp(
  String.raw`straordinar[^\n]*?(?:\bore\s*${FIGURE}|${FIGURE}\s*ore)\s*[x×*]\s*(?:€\s*)?${FIGURE}\s*(?:€\s*)?=?\s*(?:€\s*)?${FIGURE}`,
  'i',
);
const DOUBT = /\b(?:torna|tornano|giust[oaie]|corrett[oaie]|sbagliat\w*|errat\w*|verific\w*|controll\w*)\b/;

interface OvertimeRow {
  hours: number;
  rate: number;
  total: number;
}

function overtimeRow(ctx: AgentContext): OvertimeRow | undefined {
  const found = ROW.exec(documentText(ctx));
  if (!found) return undefined;
  const hours = figureValue(found[1] ?? found[2] ?? '');
  const rate = figureValue(found[3] ?? '');
  const total = figureValue(found[4] ?? '');
  return hours > 0 && rate > 0 && total > 0 ? { hours, rate, total } : undefined;
}

/** The overtime request with the payslip row's hours, when the question counts none. */
export function withRowHours(ctx: AgentContext, req: TypedRequest): TypedRequest {
  const row = req.intent === 'overtime_value' ? overtimeRow(ctx) : undefined;
  if (!row || req.slots.extraHours !== undefined) return req;
  return { ...req, slots: { ...req.slots, extraHours: row.hours } };
}

/** The verdict on the payslip's overtime row, opening the answer; the answer unchanged when no row is doubted. */
export function withRowVerdict<T extends AgentAnswer>(ctx: AgentContext, req: TypedRequest, answer: T): T {
  if (req.intent !== 'overtime_value' || !DOUBT.test(readable(ctx.message))) return answer;
  const row = overtimeRow(ctx);
  const hour = /\*\*(\d{1,3}(?:\.\d{3})*,\d{2}) €\*\*/.exec(answer.text)?.[1];
  if (!row) return withPremiumVerdict(ctx, req, answer);
  if (hour === undefined) return answer;
  const right = figureValue(hour);
  // (The answer's own total for those hours, from the unrounded hourly pay; else the rounded hour times the hours.)
  const stated = /\bvalgono \*\*(\d{1,3}(?:\.\d{3})*,\d{2}) €\*\*/.exec(answer.text)?.[1];
  const rightTotal = stated === undefined ? cents(right * row.hours) : figureValue(stated);
  const level = req.slots.level ? ` del livello ${req.slots.level}` : '';
  const same = cents(right) === cents(row.rate) && Math.abs(rightTotal - row.total) < 0.05;
  const verdict = same
    ? `${bold('Sì')}, torna: l'ora di straordinario${level} vale ${bold(euro(right))}, come in busta; ${row.hours} ore fanno ${euro(row.total)}.`
    : `${bold('No')}, non torna: l'ora di straordinario${level} vale ${bold(euro(right))}, in busta è pagata ${euro(row.rate)}; per ${row.hours} ore spettano ${bold(euro(rightTotal))} invece di ${euro(row.total)} (${euro(cents(Math.abs(rightTotal - row.total)))} ${rightTotal > row.total ? 'in meno' : 'in più'} in busta).`;
  return {
    ...answer,
    text: `${verdict}\n\n${answer.text}`,
    brief: `${verdict}\n\n${answer.brief}`,
  };
}

// "Maggiorazione notturna 25% - ore 10   22,00": a row that pays the surcharge alone, not the whole hour.
const PREMIUM_ROW =
  /maggiorazion\w*[^%\d\n]{0,30}(\d{1,3}(?:,\d{1,2})?)\s*%[^\d\n]{0,10}\bore\s*(\d{1,3}(?:,\d{1,2})?)\s+(?:€\s*)?(\d{1,3}(?:\.\d{3})*,\d{2})\b/i;

/**
 * A payslip's surcharge row doubted: the surcharge due for the row's hours (the hourly pay the answer found ×
 * the rate × the hours) against the row's amount, the verdict first.
 */
function withPremiumVerdict<T extends AgentAnswer>(ctx: AgentContext, req: TypedRequest, answer: T): T {
  const found = PREMIUM_ROW.exec(documentText(ctx));
  const hourly = /\(paga oraria (\d{1,3}(?:\.\d{3})*,\d{2}) €/.exec(answer.text)?.[1];
  if (!found || hourly === undefined) return answer;
  const pct = figureValue(found[1] ?? '');
  const hours = figureValue(found[2] ?? '');
  const total = figureValue(found[3] ?? '');
  if (!(pct > 0 && hours > 0 && total > 0)) return answer;
  const due = cents((figureValue(hourly) * pct * hours) / 100);
  const level = req.slots.level ? ` del livello ${req.slots.level}` : '';
  const verdict =
    Math.abs(due - total) < 0.05
      ? `${bold('Sì')}, torna: la maggiorazione del ${pct}% per ${hours} ore${level} è ${bold(euro(due))}, come in busta.`
      : `${bold('No')}, non torna: la maggiorazione del ${pct}% per ${hours} ore${level} è ${bold(euro(due))} (${hourly} € × ${pct}% × ${hours}), in busta ${euro(total)}: ${euro(cents(Math.abs(due - total)))} ${due > total ? 'in meno' : 'in più'} in busta.`;
  return { ...answer, text: `${verdict}\n\n${answer.text}`, brief: `${verdict}\n\n${answer.brief}` };
}
