import { italianDate, MONTH_NAMES, percent } from '../kb/format.js';
import type { Ccnl } from '../kb/schema.js';
import { askedSentence } from '../reader/asking-clause.js';
import type { TypedRequest } from '../reader/request.js';
import { readable } from '../reader/text.js';
import { periodMonths } from './combined-pay.js';
import type { AgentContext } from './context.js';

// "quanto prendo adesso?", "ora", "oggi", "attualmente", "in questo momento": the apprentice's month today.
const NOW = /\b(?:adesso|ora|oggi|attualmente|in questo momento|al momento|ad oggi)\b/;

// "per la busta di ottobre 2026": a month with its year.
const MONTH_YEAR_SAID = new RegExp(`\\b(${MONTH_NAMES})\\s+(20\\d{2})\\b`);

const SINCE = /\bapprendist\w*\b[^.?]{0,60}\bdal(?:l')?\s/;

/**
 * The month of apprenticeship running at `at` for an apprentice hired on `hire` ("apprendista dal 1° febbraio
 * 2026 … quanto prendo adesso?" at 22 November 2026 is the 10th month), when the question asks the pay now.
 */
export function apprenticeMonthNow(
  text: string,
  slots: TypedRequest['slots'],
  today: string,
): { month: number; at: string; hire: string } | undefined {
  // "sono apprendista … dal 1° febbraio 2026": the day said after the apprenticeship is its start.
  const hire = slots.hireDate ?? (slots.date && SINCE.test(text) ? slots.date : undefined);
  if (!hire || !/^\d{4}-\d{2}-\d{2}$/.test(hire) || !NOW.test(text)) return undefined;
  // "… adesso ha cambiato studio. Per la busta di ottobre 2026, quanto le spetta?": the month and year the asking
  // sentence names, after the hire, before today's.
  const asked = MONTH_YEAR_SAID.exec(askedSentence(text));
  const askedAt = asked
    ? `${asked[2]}-${String(MONTH_NAMES.split('|').indexOf(asked[1] ?? '') + 1).padStart(2, '0')}-01`
    : undefined;
  const at = askedAt && askedAt > hire ? askedAt : slots.date && slots.date > hire ? slots.date : today;
  if (at < hire) return undefined;
  const [hy, hm, hd] = hire.split('-').map(Number) as [number, number, number];
  const [ty, tm, td] = at.split('-').map(Number) as [number, number, number];
  const elapsed = (ty - hy) * 12 + (tm - hm) - (td < hd ? 1 : 0);
  return { month: elapsed + 1, at, hire };
}

/** The day the next share starts ("dal 1° febbraio 2027 passa all'85%"), from the hire and the period's end. */
export function nextShareLine(ccnl: Ccnl, hire: string, month: number): string | undefined {
  const rows = ccnl.apprenticeship.pay ?? [];
  const index = rows.findIndex((r) => {
    const span = periodMonths(r.period);
    return span && month >= span[0] && month <= span[1];
  });
  const span = periodMonths(rows[index]?.period ?? '');
  const next = rows[index + 1];
  if (index < 0 || !span || !next || next.percent === null || !Number.isFinite(span[1])) return undefined;
  const [y, m, d] = hire.split('-').map(Number) as [number, number, number];
  const total = m - 1 + span[1];
  const from = `${y + Math.floor(total / 12)}-${String((total % 12) + 1).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
  return `Dal ${italianDate(from)} (${span[1] + 1}° mese, ${next.period}) passa ${next.percent === 100 ? 'al minimo pieno' : `${/^(?:8|11\b)/.test(String(next.percent)) ? 'all’' : 'al '}${percent(next.percent)}`}.`;
}

const MONTH_SAID = new RegExp(`\\b(${MONTH_NAMES})\\b(?:\\s+(20\\d{2}))?`);

/**
 * A later turn about the same apprentice naming a month ("e da dicembre con la nuova tranche quanto diventa?"):
 * the month of apprenticeship running on the 1st of that month (this year's, or next year's when it is past),
 * from the hire an earlier turn told. Undefined without a hire, a month said, or a month after the hire.
 */
export function apprenticeMonthAt(
  text: string,
  slots: TypedRequest['slots'],
  today: string,
): { month: number; at: string; hire: string } | undefined {
  const hire = slots.hireDate ?? (slots.date && SINCE.test(text) ? slots.date : undefined);
  // "assunto il 1° ottobre 2025 … A novembre 2026 quanto deve avere?": the month the asking sentence names, before
  // the hire's month the story told.
  const said = MONTH_SAID.exec(askedSentence(text)) ?? MONTH_SAID.exec(text);
  if (!hire || !/^\d{4}-\d{2}-\d{2}$/.test(hire) || !said?.[1]) return undefined;
  const index = MONTH_NAMES.split('|').indexOf(said[1]) + 1;
  const [y, m] = today.split('-').map(Number) as [number, number];
  const year = said[2] ? Number(said[2]) : index >= m ? y : y + 1;
  const at = `${year}-${String(index).padStart(2, '0')}-01`;
  if (at <= hire) return undefined;
  const [hy, hm, hd] = hire.split('-').map(Number) as [number, number, number];
  const elapsed = (year - hy) * 12 + (index - hm) - (1 < hd ? 1 : 0);
  return { month: elapsed + 1, at, hire };
}

/** "… ha iniziato a settembre. quanto le spetta adesso?": the month running today, which a follow-up keeps. */
export function earlierMonthNow(ctx: AgentContext): number | undefined {
  const earlier = readable(ctx.history?.at(-1) ?? '');
  const slots = ctx.request?.slots;
  return /apprendist/.test(earlier) && slots
    ? apprenticeMonthNow(earlier, slots, ctx.today)?.month
    : undefined;
}
