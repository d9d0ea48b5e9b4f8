import { euro, italianDate } from '../kb/format.js';
import { levelPayAt } from '../kb/pay.js';
import { statedEmployerRate } from '../reader/stated-rate.js';
import { readable } from '../reader/text.js';
import { type AgentAnswer, citeSources } from './answer.js';
import type { AgentContext } from './context.js';
import { statedAgreement } from './document-facts.js';
import { documentText, firstDay, levelOf, startDate } from './document-request.js';
import { asPayments, type PayBase } from './pay-base.js';
import { statedRatesCost } from './stated-cost.js';

/**
 * "se sono sbagliate, mi rifate il costo annuo con le stesse ipotesi dello studio?" on an uploaded cost quote:
 * the yearly cost redone on the agreement's terms (the level's minimum at the quote's first day, the agreement's
 * monthly payments) with the rates the question or the quote states (stated-cost.ts). Undefined when no cost is
 * asked again, no rate is stated, or the quote's agreement, level or the table is not known.
 */
const REDO =
  /\b(?:rif\w*|ricalcol\w*|ricomput\w*|rivedere|corregg\w*|aggiorn\w*)\b[^?.;]{0,40}\bcost\w*|\bcost\w*[^?.;]{0,30}\b(?:corrett\w*|giust\w*|rifatt\w*|ricalcolat\w*)\b/;

export function quoteCostRedone(ctx: AgentContext): AgentAnswer | undefined {
  if (!ctx.documents.length || !REDO.test(readable(ctx.message))) return undefined;
  const quote = documentText(ctx);
  // The rates: the question's ("30% di contributi, TFR diviso 13,5"), else the quote's own ("stima 30%").
  const rateText = statedEmployerRate(ctx.message) !== undefined ? ctx.message : readable(quote);
  if (statedEmployerRate(rateText) === undefined) return undefined;
  const ccnl = statedAgreement(ctx.kb, quote) ?? ctx.kb.recognise(quote)[0];
  const level = ccnl && levelOf(ccnl, quote);
  const payments = asPayments(ccnl?.monthly_payments.value);
  if (!ccnl || !level || !payments) return undefined;
  const date = firstDay(quote) ?? startDate(quote) ?? ctx.today;
  const pay = levelPayAt(ccnl, level, date);
  if (!pay) return undefined;
  const minimum = pay.row.amount;
  const name = ccnl.levels.find((l) => l.level === level)?.name ?? `livello ${level}`;
  const base: PayBase = {
    annual: minimum * payments,
    monthly: minimum,
    payments,
    label: `il ${name} del ${ccnl.short_name}`,
    assumptions: [
      `Retribuzione rifatta sui termini del contratto: minimo del ${name} al ${italianDate(date)} (${euro(minimum)}) × ${payments} mensilità, come prevede il ${ccnl.short_name}.`,
      'Solo minimo tabellare: scatti di anzianità e superminimo si aggiungono se li indichi.',
    ],
    citations: [
      ...citeSources(
        ccnl,
        `${name}: minimo ${euro(minimum)} dal ${italianDate(pay.table.effective_from)}`,
        `tabella minimi dal ${italianDate(pay.table.effective_from)}`,
        pay.table.sources,
      ),
      ...citeSources(
        ccnl,
        ccnl.monthly_payments.text ?? `${payments} mensilità`,
        null,
        ccnl.monthly_payments.sources,
      ),
    ],
    ccnl,
  };
  return statedRatesCost(
    { ...ctx, message: rateText === ctx.message ? ctx.message : `${ctx.message} ${rateText}` },
    base,
  );
}
