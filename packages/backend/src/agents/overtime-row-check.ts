import { monthOf } from '../documents/component-check.js';
import { euro, figureValue } from '../kb/format.js';
import { cents } from '../payroll/net-pay.js';
import type { TypedRequest } from '../reader/request.js';
import { readable } from '../reader/text.js';
import type { AgentAnswer } from './answer.js';
import { bold } from './compose.js';
import type { AgentContext } from './context.js';
import { statedAgreement } from './document-facts.js';
import { documentText } from './document-request.js';
import { payBase } from './pay-base.js';

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

/**
 * "il minimo mi pare quello vecchio e pure lo straordinario non mi torna" on a payslip: a check of both, read as
 * the overtime row's (whose answer opens with the minimum's shortfall, then the row's verdict); undefined else.
 */
export function overtimeRowAsked(ctx: AgentContext, req: TypedRequest): TypedRequest | undefined {
  const text = readable(ctx.message);
  if (req.intent !== 'payslip_check' || !/straordinar/.test(text) || !MINIMUM_DOUBTED.test(text))
    return undefined;
  if (!DOUBT.test(text) || !overtimeRow(ctx) || !MINIMUM_ROW.test(documentText(ctx))) return undefined;
  return { ...req, intent: 'overtime_value', slots: { ...req.slots, overtimeKind: 'straordinario' } };
}

/** The overtime request with the payslip row's hours, when the question counts none. */
export function withRowHours(ctx: AgentContext, req: TypedRequest): TypedRequest {
  const row = req.intent === 'overtime_value' ? overtimeRow(ctx) : undefined;
  if (!row || req.slots.extraHours !== undefined) return req;
  return { ...req, slots: { ...req.slots, extraHours: row.hours } };
}

// The opening verdict payslip-overtime.ts gives on a payslip's overtime line.
const LINE_VERDICT = /^(\s*)\*\*(?:Sì|No)\*\*: lo straordinario in [^\n]*?\. (?=Con )/;

/** The verdict on the payslip's overtime row, opening the answer; the answer unchanged when no row is doubted. */
export function withRowVerdict<T extends AgentAnswer>(ctx: AgentContext, req: TypedRequest, answer: T): T {
  if (req.intent !== 'overtime_value' || !DOUBT.test(readable(ctx.message))) return answer;
  // (The payslip's overtime line already weighed by the hour's answer, payslip-overtime.ts: its verdict stays,
  // with the payslip's minimum weighed before it when doubted.)
  if (LINE_VERDICT.test(answer.text)) {
    const minimum = minimumShortfall(ctx, req);
    return minimum
      ? { ...answer, text: `${minimum}\n\n${answer.text}`, brief: `${minimum}\n\n${answer.brief}` }
      : answer;
  }
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
  const minimum = minimumShortfall(ctx, req);
  const lead = minimum ? `${minimum}\n\n${verdict}` : verdict;
  return { ...answer, text: `${lead}\n\n${answer.text}`, brief: `${lead}\n\n${answer.brief}` };
}

// "Minimo tabellare 2.015,24", "Paga base 1.257,46": the payslip's minimum row.
const MINIMUM_ROW = new RegExp(
  String.raw`\b(?:minimo(?: tabellare| contrattuale| conglobato)?|paga base)\s+(?:€\s*)?${FIGURE}`,
  'i',
);
const MINIMUM_DOUBTED = /\bminim[oi]\b/;

/**
 * "il minimo del C2 mi sembra basso e anche lo straordinario": beside the overtime row, the payslip's minimum
 * against the level's table of the payslip's month, the shortfall first (a payslip still on the old table).
 */
function minimumShortfall(ctx: AgentContext, req: TypedRequest): string | undefined {
  if (!MINIMUM_DOUBTED.test(readable(ctx.message))) return undefined;
  const text = documentText(ctx);
  const row = MINIMUM_ROW.exec(text);
  const printed = row ? figureValue(row[1] ?? '') : 0;
  const month = monthOf(text);
  const base = payBase(ctx, month ? { ...req, slots: { ...req.slots, date: month } } : req);
  if (!base || !(printed > 0) || req.slots.amounts.length) return undefined;
  const due = cents(base.monthly);
  const gap = cents(due - printed);
  const level = req.slots.level ? ` del livello ${req.slots.level}` : '';
  if (Math.abs(gap) < 0.01)
    return `${bold('Sì')}, il minimo${level} in busta (${euro(printed)}) è quello della tabella: ${bold(euro(due))}.`;
  return gap > 0
    ? `${bold('No')}, il minimo${level} è basso: dalla tabella del contratto spettano ${bold(euro(due))} al mese, in busta ${euro(printed)}, cioè ${bold(euro(gap))} in meno.`
    : `Il minimo${level} in busta (${euro(printed)}) supera quello della tabella (${bold(euro(due))}) di ${euro(-gap)}.`;
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

// "Festivo 30% ore 8 (08/12) ..... 112,59", "Notturno 25% ore 10 ... 150,00": a holiday or night row stating its
// rate, its hours (a day in brackets after them) and its amount, no hourly base.
const KIND_ROW =
  /\b(festiv\w*|notturn\w*)[^%\d\n]{0,30}(\d{1,3}(?:,\d{1,2})?)\s*%[^\d\n]{0,10}\bore\s*(\d{1,3}(?:,\d{1,2})?)(?:\s*\([^)\n]*\))?[\s.…:]+(?:€\s*)?(\d{1,3}(?:\.\d{3})*,\d{2})(?![\d,])/i;

interface KindRow {
  kind: 'festivo' | 'notturno';
  pct: number;
  hours: number;
  total: number;
}

function kindRow(ctx: AgentContext): KindRow | undefined {
  const text = documentText(ctx);
  const found = KIND_ROW.exec(text);
  // (A holiday overtime row, "Straordinario festivo 50% ore 4", is overtime's.)
  if (!found || /straord\w*\s+(?:\S+\s+)?$/i.test(text.slice(Math.max(0, found.index - 30), found.index)))
    return undefined;
  const kind = /^festiv/i.test(found[1] ?? '') ? 'festivo' : 'notturno';
  const [pct, hours, total] = [found[2], found[3], found[4]].map((v) => figureValue(v ?? ''));
  return pct && hours && total ? { kind, pct, hours, total } : undefined;
}

/**
 * "Verifichi la voce del festivo dell'8 dicembre: è corretta per un IV livello?" beside a payslip row that states
 * the kind, its rate, hours and amount but no hourly base: the row's hours valued at the level's hour with the
 * agreement's surcharge, in the payslip's month (`again` answers that request), the verdict first. Undefined when
 * no such row of the kind the question names is doubted.
 */
export function kindRowCheck(
  ctx: AgentContext,
  req: TypedRequest,
  again: (request: TypedRequest) => AgentAnswer,
): AgentAnswer | undefined {
  const text = readable(ctx.message);
  if (!DOUBT.test(text) || /straordinar/.test(text) || req.intent === 'overtime_value') return undefined;
  const row = kindRow(ctx);
  if (!row || !(row.kind === 'festivo' ? /\bfestiv\w*/ : /\bnott(?:e|urn\w*)\b/).test(text)) return undefined;
  const month = monthOf(documentText(ctx));
  // The agreement the payslip names ("CCNL Commercio") when the question names none.
  const stated = req.slots.agreements.length ? undefined : statedAgreement(ctx.kb, documentText(ctx));
  const request: TypedRequest = {
    ...req,
    intent: 'overtime_value',
    slots: {
      ...req.slots,
      overtimeKind: row.kind,
      extraHours: row.hours,
      ...(month && !req.slots.date ? { date: month } : {}),
      ...(stated ? { agreements: [stated.id_categoria] } : {}),
    },
  };
  const answer = again(request);
  const worth = /\bvalgono \*\*(\d{1,3}(?:\.\d{3})*,\d{2}) €\*\*/.exec(answer.text)?.[1];
  const rateDue = /\(paga oraria [^)]*? più il (\d{1,3}(?:,\d{1,2})?)%\)/.exec(answer.text)?.[1];
  if (worth === undefined) return undefined;
  const due = figureValue(worth);
  // (A payslip that multiplies the hour rounded to the cent is right too: "112,56 € se in busta l'ora è arrotondata".)
  const rounded = /\((\d{1,3}(?:\.\d{3})*,\d{2}) € se in busta l'ora è arrotondata/.exec(answer.text)?.[1];
  const right =
    Math.abs(due - row.total) < 0.05 ||
    (rounded !== undefined && Math.abs(figureValue(rounded) - row.total) < 0.05);
  const what = `${row.hours} ore di lavoro ${row.kind === 'festivo' ? 'festivo' : 'notturno'}${req.slots.level ? ` del livello ${req.slots.level}` : ''}`;
  const pctNote =
    rateDue !== undefined && figureValue(rateDue) !== row.pct
      ? ` La busta applica il ${String(row.pct).replace('.', ',')}%, il contratto il ${rateDue}%.`
      : '';
  const verdict = right
    ? `${bold('Sì')}, la voce è corretta: per ${what} spettano ${bold(euro(due))}, come in busta (${euro(row.total)}).${pctNote}`
    : `${bold('No')}, la voce non torna: per ${what} spettano ${bold(euro(due))}, in busta ${euro(row.total)}: ${bold(euro(cents(Math.abs(due - row.total))))} ${due > row.total ? 'in meno' : 'in più'} in busta.${pctNote}`;
  return { ...answer, text: `${verdict}\n\n${answer.text}`, brief: `${verdict}\n\n${answer.brief}` };
}
