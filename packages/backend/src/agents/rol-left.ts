import { euro, italianDate } from '../kb/format.js';
import { levelPayAt } from '../kb/pay.js';
import type { Ccnl } from '../kb/schema.js';
import { hoursTaken } from '../reader/permits-left.js';
import type { TypedRequest } from '../reader/request.js';
import { readable } from '../reader/text.js';
import { type AgentAnswer, type Citation, citeSources, levelMinimumCitations } from './answer.js';
import { bold, compose } from './compose.js';
import type { AgentContext } from './context.js';
import { withEveryAnswer } from './multi-part.js';
import { rolTotalAnswer } from './rol-total.js';
import { deadlineFirst } from './unused-leave-parts.js';

/** Their pay asked ("se le pago nel cedolino di gennaio quanto fanno?", "quanto valgono se monetizzate"). */
const PAY_ASKED = /\bpag\w*|\bmonetizz\w*|\bliquid\w*|\bin busta\b|\bcedolino\b|\bvalgono\b|\bquanto fanno\b/;
const number = (n: number) => new Intl.NumberFormat('it-IT', { maximumFractionDigits: 2 }).format(n);

/**
 * The permits left of a year whose hours taken the question gives ("ne ha usate solo 30 ore: quante ne restano
 * e se le pago quanto fanno?"): the year's total (the answer `whole` opens with it) less the hours taken, and
 * their pay at the level's minimum over the agreement's hourly divisor at the day asked. Undefined when the
 * hours taken or the total cannot be read, or nothing is left.
 */
export function rolTotalWithLeft(ctx: AgentContext, req: TypedRequest, ccnl: Ccnl): AgentAnswer | undefined {
  // ("entro quanto tempo vanno fruiti …?": the deadline of untaken hours opens, unused-leave-parts.ts.)
  const whole = deadlineFirst(ctx.message, ccnl) ?? rolTotalAnswer(ctx, req, ccnl);
  return whole && withHoursLeft(ctx, req, ccnl, whole);
}

/**
 * The same for an agreement whose permits are only a rule's text ("personale non viaggiante: **40 ore** annue"):
 * the answer that opens with the year's hours, followed by what is left of them.
 */
export function withPermitsLeft(
  ctx: AgentContext,
  req: TypedRequest,
  ccnl: Ccnl | undefined,
  whole: AgentAnswer,
): AgentAnswer {
  return ccnl && req.intent === 'rol_ex_festivita' ? withHoursLeft(ctx, req, ccnl, whole) : whole;
}

function withHoursLeft(ctx: AgentContext, req: TypedRequest, ccnl: Ccnl, whole: AgentAnswer): AgentAnswer {
  const text = readable(ctx.message);
  const taken = hoursTaken(text);
  const total = /\*\*(\d{1,3}(?:,\d+)?) ore\b/.exec(whole.text)?.[1];
  if (taken === undefined || !total) return whole;
  const yearly = Number(total.replace(',', '.'));
  const left = Math.round((yearly - taken) * 100) / 100;
  if (!(left > 0)) return whole;
  const lines = [`Restano ${bold(`${number(left)} ore`)} (${number(yearly)} − ${number(taken)} già godute)`];
  let citations: Citation[] = [];
  const divisor = ccnl.hourly_divisor.value;
  const day = req.slots.date ?? ctx.today;
  const pay = req.slots.level ? levelPayAt(ccnl, req.slots.level, day) : undefined;
  if (PAY_ASKED.test(text) && pay && typeof divisor === 'number') {
    const hourly = pay.row.amount / divisor;
    const value = Math.round(left * hourly * 100) / 100;
    lines[0] += `; pagate valgono ${bold(euro(value))} lordi: ${number(left)} ore × ${euro(Math.round(hourly * 100) / 100)} l'ora (minimo ${euro(pay.row.amount)} al ${italianDate(day)} / divisore ${divisor}), sul solo minimo tabellare`;
    citations = [
      ...levelMinimumCitations(ccnl, `${req.slots.level ?? ''}° livello`, pay.row.amount, pay.table),
      ...citeSources(
        ccnl,
        `Divisore orario ${divisor}`,
        ccnl.hourly_divisor.article ?? null,
        ccnl.hourly_divisor.sources,
      ),
    ];
  }
  const own = compose({ answer: `${lines[0]}.`, steps: [], citations, related: [] });
  return withEveryAnswer(whole, [own, whole]);
}
