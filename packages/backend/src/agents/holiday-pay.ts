import type { Ccnl } from '../kb/schema.js';
import type { TypedRequest } from '../reader/request.js';
import { readable } from '../reader/text.js';
import { type AgentAnswer, citeSources } from './answer.js';
import { bold, compose } from './compose.js';
import type { AgentContext } from './context.js';
import { holidaysAskedNotFeast } from './fixs22d-asked.js';
import { dayOffHoliday, SIXTH_OF_WEEK } from './holiday-day-off.js';

/**
 * A public holiday asked as pay ("il patrono cade di martedì quando non viene: glielo pago?", "il 2 giugno è
 * pagato anche a chi lavora a ore?"): the agreement's own rule on paid holidays, wherever its file states it
 * (the hourly divisor, the ROL topic, the working week), with the hours it is worth when the rule is a share of
 * the weekly schedule and the schedule is given. Not a holiday worked: that is a surcharge (overtime).
 */
// A holiday named by its day, not a date of pay tables ("dal 1° novembre 2025"); a public "festa" by its name,
// not a family's party ("per la festa di compleanno della piccola").
const HOLIDAY =
  /\b(?:festivit\w*|patron\w*|santo patrono|festa (?:della repubblica|della liberazione|del lavoro|dei lavoratori|nazionale|patronale|del (?:santo )?patrono|dell'immacolata|di (?:san|santo|santa|ognissanti|tutti i santi)\b)|ferragosto|natale|santo stefano|capodanno|epifania|pasquetta)\b|(?<!\b(?:dal|al|fino al|entro il|a partire dal) )\b(?:25 aprile|1 ?(?:°|o)? maggio|2 giugno|15 agosto|8 dicembre|1 ?(?:°|o)? novembre)\b(?! ?\d{4})/;
const ASKS_PAY = /\bpag\w*|\bretribu\w*|\bspett\w*|\bcont\w*|\bcad(?:e|ono|ra)\b/;
/** A holiday worked asks its surcharge, and the former holidays are ROL-like permits. */
const NOT_THIS =
  /ex.?festivit|festivita soppresse|\bore lavorate\b|\blavor\w* (?:nel|nella|il|la|durante) (?:festivit|festa|patron)/;

const NOT_WORKED =
  /\b(?:non (?:viene|lavora|lavoro|e di turno|era previsto|e previsto|e un giorno lavorativo)|giorno (?:libero|di riposo)|quando non (?:viene|lavora))\b/;

/** The statements of the agreement's file that give its paid-holiday rule. */
function holidayRules(
  ccnl: Ccnl,
): { text: string; fact: Ccnl['hourly_divisor'] | Ccnl['rol_ex_festivita'] }[] {
  return (
    [ccnl.hourly_divisor, ccnl.rol_ex_festivita]
      // The paid holidays themselves, not the former ones turned into permits ("ex festività", "soppresse").
      .filter(
        (f) =>
          f.text &&
          /(?<!ex[ -])festivit(?:a|à) (?!soppress|abolit)|(?<!ex[ -])festivit(?:a|à)$/im.test(f.text),
      )
      .map((f) => ({ text: f.text as string, fact: f }))
  );
}

export function holidayPayAnswer(
  ctx: AgentContext,
  req: TypedRequest,
  ccnl: Ccnl | undefined,
): AgentAnswer | undefined {
  const asked = readable(ctx.message);
  // A holiday on a day the worker does not work is pay for a day off, even when surcharge words surround it.
  const notWorked = NOT_WORKED.test(asked);
  if (!ccnl || !(['working_hours', 'rol_ex_festivita', 'holidays'].includes(req.intent) || notWorked))
    return undefined;
  if (!HOLIDAY.test(asked) || !ASKS_PAY.test(asked) || NOT_THIS.test(asked)) return undefined;
  if (holidaysAskedNotFeast(asked, HOLIDAY)) return undefined; // fixs22d-asked.ts
  const rules = holidayRules(ccnl);
  const [rule] = rules;
  if (!rule) return undefined;
  const weekly = req.slots.weeklyHours;
  const hours = weekly !== undefined && SIXTH_OF_WEEK.test(rule.text) ? dayOffHoliday(weekly) : undefined;
  const hoursText = hours === undefined ? '' : `${hours.hoursLabel} ore`;
  const answer =
    hours !== undefined
      ? `Nel ${ccnl.short_name} la festività va pagata anche se cade in un giorno in cui non lavora: per chi è pagato a ore vale 1/6 dell'orario settimanale, cioè ${bold(hoursText)} (${weekly} ÷ 6) per la paga oraria.`
      : `Nel ${ccnl.short_name}, festività: ${bold(rule.text.replace(/\.$/, ''))}.`;
  const citations = rules.flatMap((r) =>
    citeSources(ccnl, `${ccnl.short_name}, festività: ${r.text}`, r.fact.article ?? null, r.fact.sources, 1),
  );
  return compose({
    answer,
    steps: hours !== undefined ? [`Regola del contratto: ${rule.text}.`] : rules.slice(1).map((r) => r.text),
    assumptions: hours !== undefined ? ['Orario settimanale indicato nella domanda, paga oraria.'] : [],
    citations,
    related: [
      `Quante sono le ferie nel ${ccnl.short_name}?`,
      `Come si paga il lavoro nei giorni festivi nel ${ccnl.short_name}?`,
      `Quanti permessi retribuiti prevede il ${ccnl.short_name}?`,
    ],
  });
}
