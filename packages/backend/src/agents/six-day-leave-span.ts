import { italianDate } from '../kb/format.js';
import type { Ccnl } from '../kb/schema.js';
import type { TypedRequest } from '../reader/request.js';
import { readable } from '../reader/text.js';
import type { AgentAnswer } from './answer.js';
import { citeSources } from './answer.js';
import { bold, compose } from './compose.js';
import type { AgentContext } from './context.js';
import { sixDayWeekLeave, spanOf, spanSaid } from './domestic-leave-span.js';
import { isDomestic } from './pay-base.js';

/**
 * Holiday leave taken over a span, asked as the days to deduct ("due settimane piene, da lunedì 11 a domenica 24
 * gennaio: quanti giorni di ferie le devo scalare?"), in an agreement that counts leave on a six-day week whatever
 * the schedule (FIPE, Turismo, Terziario): every day from Monday to Saturday in the span is a day of leave,
 * Sundays and public holidays are not, so a five-day worker's two weeks are 12 days, not 10. The count is the
 * engine's; the rule is the agreement's holidays statement. The household agreement has its own module
 * (domestic-leave-span.ts), with the pay of an hourly worker's day.
 */

const SIX_DAY_RULE =
  /\bsempre di 6 giornate\b|\bsettimana convenzionale di 6 giorni\b|\bsettimana di 6 giorni a prescindere\b/;
const LEAVE = /\bferie\b/;
/** The days of leave asked as a count ("quanti giorni le scalo", "quante giornate di ferie le tolgo?"). */
const DAYS_ASKED =
  /\bquant[ei] (?:giorni|giornate)\b[^?]{0,60}\b(?:scal|tog|conteggi|cont|detra|sottra|consum|segn|us)\w*|\b(?:scal|tog|conteggi|detra|sottra|consum)\w*\b[^?]{0,30}\bquant[ei] (?:giorni|giornate)\b/;

/** The one agreement the question names: after "CCNL" ("applica il CCNL Pubblici esercizi FIPE"), else the only one read. */
function namedAgreement(ctx: AgentContext, req: TypedRequest, text: string): Ccnl | undefined {
  for (const m of text.matchAll(/\bccnl\b[\s:.-]*([^\n;,.]{3,60})/g)) {
    const found = ctx.kb.recognise(m[1] ?? '')[0];
    if (found) return found;
  }
  const [only, ...others] = req.slots.agreements;
  return only !== undefined && !others.length ? ctx.kb.byCategory(only) : undefined;
}

export function sixDayLeaveSpan(ctx: AgentContext, req: TypedRequest): AgentAnswer | undefined {
  if (ctx.documents.length) return undefined;
  const text = readable(ctx.message);
  if (!LEAVE.test(text) || !DAYS_ASKED.test(text)) return undefined;
  const ccnl = namedAgreement(ctx, req, text);
  const rule = ccnl?.holidays.text ?? '';
  if (!ccnl || isDomestic(ccnl) || !SIX_DAY_RULE.test(rule)) return undefined;
  const span = spanOf(text, ctx.today);
  if (!span) return undefined;
  const [from, to] = span;
  const { counted, holidays } = sixDayWeekLeave(from, to);
  const days = counted.length;
  const ruleText = `Ferie nel ${ccnl.short_name}: ${rule.replace(/\.$/, '')}.`;
  const answer = `${spanSaid(from, to)} le ferie da scalare sono ${bold(`${days} giorni`)}: nel ${ccnl.short_name} le ferie si contano su una settimana di 6 giorni qualunque sia l'orario, quindi ogni giorno dal lunedì al sabato del periodo vale un giorno di ferie, anche quelli di riposo di chi lavora su 5 giorni; non si contano le domeniche né le festività.`;
  return compose({
    answer,
    steps: [
      `Giorni contati (lunedì-sabato): ${counted.map((d) => italianDate(d)).join(', ')}.`,
      ...(holidays.length
        ? [
            `Festività nel periodo, non contate come ferie: ${holidays.map((h) => italianDate(h)).join(', ')}.`,
          ]
        : []),
      ruleText,
    ],
    assumptions: ['Il santo patrono del comune, se cade nel periodo, è una festività in più da non contare.'],
    citations: citeSources(ccnl, ruleText, ccnl.holidays.article ?? null, ccnl.holidays.sources),
    related: [`Quanti giorni di ferie spettano nel ${ccnl.short_name}?`],
  });
}
