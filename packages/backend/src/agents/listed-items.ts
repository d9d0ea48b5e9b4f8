import { euro, italianDate } from '../kb/format.js';
import { levelPayAt } from '../kb/pay.js';
import type { Ccnl } from '../kb/schema.js';
import { cents } from '../payroll/index.js';
import type { TypedRequest } from '../reader/request.js';
import { readable } from '../reader/text.js';
import type { AgentAnswer } from './answer.js';
import { bold, compose } from './compose.js';
import type { AgentContext } from './context.js';
import { payslipCheck } from './employer-figures.js';
import { itemsCheck, minimumBasis } from './items-check.js';
import { withOpenings } from './multi-part.js';
import { extraItems, namedItems, spelled } from './named-items.js';
import { partShare } from './part-share.js';
import { DOUBT, SHOULD_BE } from './pay-doubt.js';
import { levelName } from './shared/levels.js';

/** "mi sembra che l'aumento di novembre non ci sia": a raise doubted is a doubt on the items. */
const RAISE_MISSING =
  /\baument\w*\b[^.?]{0,40}\bnon (?:c'e|ci sia|ci sono|risulta|vedo|trovo|e arrivat|e stat)|\bnon (?:vedo|trovo|risulta)\b[^.?]{0,30}\baument/;

/**
 * A payslip's items typed in the question ("PAGA BASE 1.222,46, CONTINGENZA 524,22, 3° ELEMENTO 2,07 … quanto
 * doveva essere la paga base?", "paga base 1.292,46, contingenza 524,22, 3° elemento 2,07 … 172,00 di INPS: il
 * lordo è giusto?"): each item against the level's table at the payslip's month, and with an INPS line their
 * sum is the gross the contribution is checked on. Undefined without a level, two items named, or a doubt.
 */
export function listedItemsCheck(
  ctx: AgentContext,
  req: TypedRequest,
  ccnl: Ccnl | undefined,
): AgentAnswer | undefined {
  if (!ccnl || !req.slots.level || ctx.documents.length) return undefined;
  if (['comparison', 'classification', 'gross_to_net', 'net_to_gross'].includes(req.intent)) return undefined;
  const text = readable(ctx.message);
  if (!DOUBT.test(text) && !SHOULD_BE.test(text) && !RAISE_MISSING.test(text)) return undefined;
  const date = req.slots.date ?? ctx.today;
  const pay = levelPayAt(ccnl, req.slots.level, date);
  if (!pay || pay.row.components.length < 2) return undefined;
  const items = namedItems(pay.row, text, true);
  if (items.length < 2) return undefined;
  // A total the payslip states ("totale lordo 1.825,07") is the gross the payslip check works on.
  if (/\b(?:totale|lordo|imponibile)\b[^.;?\d]{0,20}\d/.test(text)) return undefined;
  const inps = req.slots.amounts.find((a) => a.kind === 'inps')?.value;
  // (A part-timer's items against each item's share: items-check.ts.)
  const part = partShare(ccnl, req.slots.partTimePercent, req.slots.weeklyHours) ?? undefined;
  if (inps === undefined)
    return itemsCheck(ccnl, req.slots.level, date, pay, spelled(text), 2, '', undefined, part);
  // With an INPS line: the items' sum is the month's gross, weighed against the minimum, then the contribution.
  const extra = extraItems(spelled(text));
  const gross = cents([...items, ...extra].reduce((sum, i) => sum + i.given, 0));
  const label = levelName(ccnl, req.slots.level);
  const difference = cents(gross - pay.row.amount);
  const verdict =
    Math.abs(difference) < 0.01
      ? `${bold('coincide')} con il minimo tabellare`
      : `è ${bold(`${euro(Math.abs(difference))} in ${difference < 0 ? 'meno' : 'più'}`)} del minimo tabellare`;
  const sum = [...items, ...extra].map((i) => `${i.label} ${euro(i.given)}`).join(' + ');
  const lead = compose({
    answer: `Il lordo delle voci indicate è ${bold(euro(gross))} (${sum}) e ${verdict} del ${label} del ${ccnl.short_name} al ${italianDate(date)} (${euro(pay.row.amount)}).`,
    ...minimumBasis(ccnl, label, pay),
  });
  const amounts = [
    { kind: 'monthly_gross' as const, value: gross },
    ...req.slots.amounts.filter((a) => a.kind === 'inps' || a.kind === 'irpef' || a.kind === 'net'),
  ];
  const checked = payslipCheck(ctx, { ...req, intent: 'payslip_check', slots: { ...req.slots, amounts } });
  return withOpenings(lead, [checked]);
}
