import { euro } from '../kb/format.js';
import { cents } from '../payroll/net-pay.js';
import type { TypedRequest } from '../reader/request.js';
import { readable } from '../reader/text.js';
import type { AgentAnswer } from './answer.js';
import { bold, compose, table } from './compose.js';
import type { AgentContext } from './context.js';
import { fullTimeFigure } from './full-time-figure.js';
import { agreementOf } from './pay-base.js';

/** A doubt on the pay ("mi pagano giusto?", "è corretto?", "è regolare?"). */
const DOUBT = /\bgiust[oa]\b|\bcorrett[oa]\b|\bregolar[ei]\b|\bin regola\b|\bè tutto ok\b|\bmi fregano\b/;

/**
 * "in busta ho 900 euro lordi x part time 20 ore su 40, il tempo pieno del mio livello è 1.950: mi pagano
 * giusto?": the part-timer's gross against the full time's figure proportioned to the hours (payroll-rules.md
 * §9), and the gap. Undefined unless there are exactly two monthly figures, one said of the full time.
 */
export function partPayCheck(ctx: AgentContext, req: TypedRequest): AgentAnswer | undefined {
  if (req.intent !== 'payslip_check' && !DOUBT.test(readable(ctx.message))) return undefined;
  const figures = req.slots.amounts.filter(
    (a) =>
      (a.kind === 'monthly_gross' || a.kind === 'other') && !a.perHour && a.value >= 100 && a.value < 10_000,
  );
  if (figures.length !== 2 || req.slots.amounts.length !== 2) return undefined;
  const ccnl = agreementOf(ctx, req);
  const [a, b] = figures as [(typeof figures)[0], (typeof figures)[0]];
  const fromA = fullTimeFigure(ctx, req, ccnl, a.value);
  const fromB = fullTimeFigure(ctx, req, ccnl, b.value);
  if (!fromA === !fromB) return undefined;
  const due = fromA ?? fromB;
  if (!due) return undefined;
  const paid = fromA ? b.value : a.value;
  if (paid >= due.full) return undefined;
  const gap = cents(due.monthly - paid);
  const verdict =
    gap > 0
      ? `ti mancano ${bold(euro(gap))} al mese (${euro(due.monthly)} − ${euro(paid)})`
      : gap < 0
        ? `ne ricevi ${euro(-gap)} in più, quindi il lordo è in regola`
        : 'il lordo è in regola';
  return compose({
    answer: `Con il part-time a ${due.formula} ti spettano almeno ${bold(euro(due.monthly))} lordi al mese (${euro(due.full)} a tempo pieno × ${due.formula}): in busta hai ${euro(paid)}, ${verdict}.`,
    steps: table([
      ['Lordo a tempo pieno (indicato)', euro(due.full)],
      [`Lordo dovuto part-time: ${euro(due.full)} × ${due.formula}`, euro(due.monthly)],
      ['Lordo in busta (indicato)', euro(paid)],
      ['**Differenza**', `**${euro(gap)}**`],
    ]),
    assumptions: [
      'Il part-time è retribuito in proporzione alle ore rispetto al tempo pieno (D.Lgs. 81/2015, art. 7, c. 2).',
      'Il confronto è sul lordo mensile ordinario: straordinari, supplementari e voci variabili si aggiungono a parte.',
    ],
    citations: [],
    related: [],
  });
}
