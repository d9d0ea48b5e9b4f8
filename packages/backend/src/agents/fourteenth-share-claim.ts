import { euro } from '../kb/format.js';
import type { Ccnl } from '../kb/schema.js';
import { cents } from '../payroll/index.js';
import { numbersIn } from '../reader/numbers.js';
import type { TypedRequest } from '../reader/request.js';
import { readable } from '../reader/text.js';
import { type AgentAnswer, monthlyPaymentsCitations } from './answer.js';
import { bold, compose } from './compose.js';
import type { AgentContext } from './context.js';
import { fourteenthAsked } from './extra-month-asked.js';
import { fourteenthRule } from './fourteenth.js';

// "è normale che sia la metà dello stipendio?", "è giusta?", "mi torna?": the figure received is doubted.
const DOUBTED =
  /\b(?:e|sia|era|fosse) (?:normale|giust\w*|corrett\w*|regolare)\b|\b(?:torna|tornano|va bene)\b/;
const FOURTEENTH_SAID = /quattordicesim|\b14 ?(?:a|ª|esim\w*|ma)(?!\w)/;

/**
 * "1.750 lordi al mese, a giugno mi hanno dato 875 euro di quattordicesima: è normale che sia la metà?": the
 * quattordicesima received, weighed against the agreement's own share of the monthly pay (Cooperative sociali:
 * half a month), with the verdict first. Undefined unless a 14th paid and a monthly gross are both told and
 * the figure is doubted.
 */
export function fourteenthShareClaim(
  ctx: AgentContext,
  req: TypedRequest,
  ccnl: Ccnl | undefined,
): AgentAnswer | undefined {
  const text = readable(ctx.message);
  const monthly = req.slots.amounts.filter((a) => a.kind === 'monthly_gross');
  if (!ccnl || monthly.length !== 1 || !DOUBTED.test(text) || !fourteenthAsked(ctx.message)) return undefined;
  const pay = monthly[0]?.value ?? 0;
  // The clause naming the 14th holds its figure, even one equal to the monthly pay ("la 14esima è stata di 1.600").
  const figureOf = (clause: string) => numbersIn(clause).find((n) => n.value >= 50)?.value;
  const clause = text.split(/[,.?!;:]\s+/).find((c) => FOURTEENTH_SAID.test(c) && figureOf(c) !== undefined);
  const received = clause ? figureOf(clause) : undefined;
  const rule = fourteenthRule(ccnl);
  if (received === undefined || rule.exists !== true) return undefined;
  const due = cents(pay * rule.share);
  const share =
    rule.share === 1
      ? 'una mensilità intera'
      : `il ${Math.round(rule.share * 100)}% della retribuzione mensile`;
  const computed = `${euro(pay)} × ${Math.round(rule.share * 100)}% = ${bold(euro(due))}`;
  const answer =
    Math.abs(due - received) <= 1
      ? `${bold('Sì')}: nel ${ccnl.short_name} la quattordicesima intera è ${share}: ${computed}, la cifra che hai ricevuto (${euro(received)}).`
      : `${bold('No')}: nel ${ccnl.short_name} la quattordicesima intera è ${share}: ${computed}, non ${euro(received)}; una cifra minore è giusta solo se nel periodo di maturazione hai lavorato meno di 12 mesi (matura a dodicesimi).`;
  return compose({
    answer,
    steps: [`Regola del ${ccnl.short_name}: ${rule.text}`],
    assumptions: [`${euro(pay)} lordi al mese: la retribuzione mensile di giugno su cui si calcola.`],
    citations: monthlyPaymentsCitations(ccnl),
    related: [`Quando si paga la tredicesima nel ${ccnl.short_name}?`],
  });
}
