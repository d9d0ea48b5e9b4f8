import { euro, percent } from '../kb/format.js';
import { cents } from '../payroll/net-pay.js';
import { readable } from '../reader/text.js';
import { namedPeriodRow } from './apprentice-period.js';
import { periodCitations, periodRow } from './apprentice-share.js';
import { apprenticeshipMonth } from './combined-pay.js';
import type { AgentContext } from './context.js';
import type { PayBase } from './pay-base.js';

/**
 * The monthly pay a 13ª or 14ª is a twelfth of, for an apprentice paid a share of the destination level
 * ("destinazione C3, nel primo periodo all'85%: quanto di tredicesima?"): the level's minimum times the share of
 * the period named (or the month of apprenticeship), never the full minimum. The share told in the question
 * counts only when it is one of the agreement's. The base unchanged when no apprentice or no share is read.
 */
export function apprenticeExtraBase(ctx: AgentContext, base: PayBase | undefined): PayBase | undefined {
  const ccnl = base?.ccnl;
  const text = readable(ctx.message);
  const rows = (ccnl?.apprenticeship.pay ?? []).filter((r) => r.percent !== null);
  if (!base || !ccnl || !rows.length || !/\bapprendist/.test(text)) return base;
  const month = apprenticeshipMonth(text);
  const told = /(\d{2})\s?%/.exec(text)?.[1];
  const row =
    namedPeriodRow(text, rows) ??
    (month !== undefined ? periodRow(ccnl, month) : undefined) ??
    (told ? rows.find((r) => r.percent === Number(told)) : undefined);
  if (!row || row.percent === null) return base;
  const share = row.percent;
  const monthly = cents((base.monthly * share) / 100);
  return {
    ...base,
    monthly,
    annual: cents((base.annual * share) / 100),
    label: `${base.label} pagato da apprendista ${share === 11 || String(share).startsWith('8') ? "all'" : 'al '}${percent(share)} (${row.period}: ${euro(monthly)} al mese)`,
    assumptions: [
      ...base.assumptions,
      `Apprendista: ${percent(share)} del minimo del livello di destinazione nel periodo «${row.period}» (${euro(base.monthly)} × ${percent(share)} = ${euro(monthly)}).`,
    ],
    citations: [...base.citations, ...periodCitations(ccnl, row)],
  };
}
