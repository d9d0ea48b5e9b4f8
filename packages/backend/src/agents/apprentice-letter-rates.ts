import { percent } from '../kb/format.js';
import type { Ccnl } from '../kb/schema.js';
import type { TypedRequest } from '../reader/request.js';
import { readable } from '../reader/text.js';
import type { AgentAnswer } from './answer.js';
import { periodRow } from './apprentice-share.js';
import { bold } from './compose.js';
import type { AgentContext } from './context.js';
import { documentText } from './document-request.js';

/**
 * "le percentuali scritte nella lettera sono corrette?" beside an apprenticeship letter that states its own
 * ladder ("dal 13° al 24° mese: 80%"): each period the letter states weighed against the agreement's share at
 * its first month, the verdict first (Sì or No), the agreement's answer on the letter's facts after it.
 */

// "dal 1° al 12° mese: 70%", "dal 13° al 24° mese 80 %", "mesi 13-24: 85%".
const STATED_PERIOD =
  /\b(?:dal\s*(\d{1,2})\s*[°º]?\s*al\s*(\d{1,2})\s*[°º]?\s*mese|mesi\s*(\d{1,2})\s*[-–]\s*(\d{1,2}))\s*[:=-]?\s*(\d{1,3}(?:,\d{1,2})?)\s*%/gi;
const RATES_DOUBTED =
  /\bpercentual\w*\b[^?]*\b(?:corrett\w*|giust\w*|esatt\w*|in regola|conform\w*|sbagliat\w*|errat\w*)|\b(?:corrett\w*|giust\w*|esatt\w*|sbagliat\w*|errat\w*)\b[^?]*\bpercentual\w*/;

interface StatedPeriod {
  from: number;
  to: number;
  stated: number;
  due: number;
}

/** The letter's periods, each beside the agreement's share at its first month. */
function statedPeriods(ccnl: Ccnl, text: string): StatedPeriod[] {
  const periods: StatedPeriod[] = [];
  for (const m of text.matchAll(STATED_PERIOD)) {
    const from = Number(m[1] ?? m[3]);
    const to = Number(m[2] ?? m[4]);
    const stated = Number((m[5] ?? '').replace(',', '.'));
    const due = periodRow(ccnl, from)?.percent;
    if (!(from >= 1 && to >= from) || typeof due !== 'number') return [];
    periods.push({ from, to, stated, due });
  }
  return periods;
}

/**
 * An apprenticeship question (the reader's) beside a letter that states its ladder, the percentages doubted: the
 * request answered on the letter's facts, then weighed by withLetterRates. Undefined otherwise.
 */
export function letterRatesRequest(ctx: AgentContext, req: TypedRequest): TypedRequest | undefined {
  if (req.intent !== 'apprenticeship' || !ctx.documents.length) return undefined;
  if (!RATES_DOUBTED.test(readable(ctx.message))) return undefined;
  const ccnl = ctx.kb.byCategory(req.slots.agreements[0] ?? -1);
  return ccnl && statedPeriods(ccnl, documentText(ctx)).length ? req : undefined;
}

export function withLetterRates(ctx: AgentContext, request: TypedRequest, answer: AgentAnswer): AgentAnswer {
  if (!RATES_DOUBTED.test(readable(ctx.message))) return answer;
  const ccnl = ctx.kb.byCategory(request.slots.agreements[0] ?? -1);
  const periods = ccnl ? statedPeriods(ccnl, documentText(ctx)) : [];
  if (!ccnl || !periods.length) return answer;
  const wrong = periods.filter((p) => Math.abs(p.stated - p.due) >= 0.005);
  const span = (p: StatedPeriod) => `dal ${p.from}° al ${p.to}° mese`;
  const lead = wrong.length
    ? `**No**, le percentuali della lettera non sono corrette: ${wrong
        .map(
          (p) =>
            `${span(p)} la lettera indica ${percent(p.stated)}, il ${ccnl.short_name} prevede ${bold(percent(p.due))}`,
        )
        .join('; ')}.`
    : `**Sì**, le percentuali della lettera corrispondono a quelle del ${ccnl.short_name}: ${periods
        .map((p) => `${span(p)} ${percent(p.due)}`)
        .join('; ')}.`;
  return { ...answer, text: `${lead}\n\n${answer.text}`, brief: `${lead}\n\n${answer.brief}` };
}
