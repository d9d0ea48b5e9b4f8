import { euro, italianDate, percent } from '../kb/format.js';
import { stepInMonth, unshownStepTable } from '../kb/increases.js';
import type { Ccnl, PayTable } from '../kb/schema.js';
import { cents } from '../payroll/net-pay.js';
import type { TypedRequest } from '../reader/request.js';
import { readable } from '../reader/text.js';
import { type AgentAnswer, citeSources } from './answer.js';
import { bold, compose, table } from './compose.js';
import type { AgentContext } from './context.js';
import { isDomestic } from './pay-base.js';
import { levelName } from './shared/levels.js';

/** Hours as written: "24", "37,5". */
const hours = (value: number) => new Intl.NumberFormat('it-IT', { maximumFractionDigits: 2 }).format(value);

// "di quanto aumenta", "la nuova tranche", "l'incremento del rinnovo": the rise asked, not the whole pay.
const RISE_ASKED = /\b(?:aument\w*|tranche|trance|increment\w*|scatta|scatto del rinnovo)\b/;
const ASKS_NET = /\bnett[oia]\b|in tasca|\bin mano\b/;
// "quanto diventa?", "a quanto passa?", "il nuovo stipendio", "quanto mi spetta di minimo … dall'aumento di ottobre":
// the pay after the tranche, not the rise (part-time-minimum.ts).
const NEW_PAY =
  /\bquanto (?:\w+ ){0,2}?(?:diventa|diventera|sara|viene|verra|prende|prendera|arriva)\b|\ba quanto (?:passa|sale|arriva|va)\b|\bnuov[oa] (?:minim|paga|retribuzion|stipendi)|\bquanto (?:\w+ ){0,3}?di minim|\bminim\w* (?:\w+ ){0,2}?riproporzionat/;
// A seniority increment is not the renewal's rise ("gli scatti di anzianità").
const SENIORITY = /\bscatt\w* di anzianit|\banzianit/;

/**
 * Session 58 (fixs58g): the renewal's tranche of a month asked of a part-timer ("24 ore su 40, con la busta di
 * novembre entra la nuova tranche: di quanto aumenta lei?"). The tranche is the full-time minimum's rise, and a
 * part-timer's pay is proportioned to the hours (D.Lgs. 81/2015, art. 7, c. 2): the rise asked is the tranche
 * times the share, said first, with the full-time figure beside it. Undefined without a level, a reduced
 * schedule, a tranche in the month asked, or when the net is asked.
 */
export function partTimeTranche(ctx: AgentContext, req: TypedRequest, ccnl: Ccnl): AgentAnswer | undefined {
  const { level, weeklyHours, partTimePercent, date } = req.slots;
  const text = readable(ctx.message);
  if (!level || !date || isDomestic(ccnl) || !RISE_ASKED.test(text) || ASKS_NET.test(text)) return undefined;
  if (NEW_PAY.test(text)) return undefined;
  if (SENIORITY.test(text)) return undefined;
  const full = ccnl.weekly_hours.value;
  let share: number;
  let schedule: string;
  if (partTimePercent !== undefined && partTimePercent < 100) {
    share = partTimePercent / 100;
    schedule = `part-time al ${percent(partTimePercent)}`;
  } else if (weeklyHours !== undefined && full !== null && weeklyHours < full) {
    share = weeklyHours / full;
    schedule = `part-time a ${hours(weeklyHours)} ore settimanali su ${hours(full)}`;
  } else return undefined;
  const step = stepInMonth(ccnl, level, date);
  if (!step) {
    const first = unshownStepTable(ccnl, level, date);
    return first ? unshownTranche(ccnl, level, first) : undefined;
  }
  const rise = cents(step.amount * share);
  const name = levelName(ccnl, level);
  const from = italianDate(step.from);
  const answer = `Nel ${ccnl.short_name}, con un ${schedule}, la tranche del ${from} aumenta la retribuzione del ${name} di ${bold(`${euro(rise)} lordi al mese`)}: l'aumento a tempo pieno è di ${euro(step.amount)} (il minimo passa da ${euro(step.before)} a ${euro(step.after)}), riproporzionato al ${percent(cents(share * 100))} (da ${euro(cents(step.before * share))} a ${euro(cents(step.after * share))}).`;
  return compose({
    answer,
    steps: table([
      [`Aumento del minimo a tempo pieno dal ${from}`, euro(step.amount)],
      [
        partTimePercent !== undefined && partTimePercent < 100
          ? 'Quota del part-time'
          : `Quota del part-time: ${hours(weeklyHours ?? 0)}/${hours(full ?? 0)} ore`,
        percent(cents(share * 100)),
      ],
      ['**Aumento mensile lordo part-time**', `**${euro(rise)}**`],
    ]),
    assumptions: [
      'Il part-time è retribuito in proporzione alle ore rispetto al tempo pieno (D.Lgs. 81/2015, art. 7, c. 2): lo stesso vale per la tranche di aumento.',
      'Solo minimo tabellare: superminimo e altre voci non cambiano con la tranche.',
    ],
    citations: [
      ...citeSources(
        ccnl,
        `${name}: minimo ${euro(step.after)} dal ${from}`,
        `tabella minimi dal ${from}`,
        step.table.sources,
      ),
      ...(partTimePercent === undefined && ccnl.weekly_hours.text
        ? citeSources(
            ccnl,
            `Orario di lavoro: ${ccnl.weekly_hours.text}`,
            ccnl.weekly_hours.article ?? null,
            ccnl.weekly_hours.sources,
            1,
          )
        : []),
    ],
    related: [
      `Quanto prende in tutto il ${name} del ${ccnl.short_name} con questo part-time?`,
      `Quando arriva la prossima tranche del ${ccnl.short_name}?`,
    ],
  });
}

/**
 * The tranche asked falls in the month of the level's first table in the knowledge base: the minimum from then is
 * known, the one before is not, so the rise is an honest gap (never the new minimum read as the rise).
 */
function unshownTranche(ccnl: Ccnl, level: string, table: PayTable): AgentAnswer {
  const name = levelName(ccnl, level);
  const from = italianDate(table.effective_from);
  const answer = `Nel ${ccnl.short_name} l'aumento della tranche del ${from} per il ${name}: ${bold('dato non disponibile nella base di conoscenza')} (la prima tabella dei minimi che contiene decorre proprio dal ${from}: manca quella in vigore prima, quindi non posso ricavare di quanto è salito il minimo). Per un part-time l'aumento a tempo pieno si riproporziona alle ore, come il minimo.`;
  return compose({
    answer,
    citations: citeSources(
      ccnl,
      `${name}: tabella dei minimi dal ${from}`,
      `tabella minimi dal ${from}`,
      table.sources,
    ),
    related: [`Quanto prende in tutto il ${name} del ${ccnl.short_name} con questo part-time?`],
  });
}
