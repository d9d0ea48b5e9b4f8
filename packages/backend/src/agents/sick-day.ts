import { percent } from '../kb/format.js';
import type { Ccnl } from '../kb/schema.js';
import { markedAsk } from '../reader/asking-clause.js';
import { countValue } from '../reader/numbers.js';
import type { TypedRequest } from '../reader/request.js';
import { readable } from '../reader/text.js';
import { type AgentAnswer, citeSources } from './answer.js';
import { buildingSickPay } from './building-sick-pay.js';
import { bold, compose } from './compose.js';
import type { AgentContext } from './context.js';
import { isDomestic } from './pay-base.js';
import { sickBandCell } from './sick-band-cell.js';
import { sickDayTold, toldUnpaid } from './sick-day-told.js';
import { sickInpsDaily } from './sick-inps-daily.js';
import { sickLengthAnswer } from './sick-length.js';
import { sickDaysFor } from './told-rule-verdicts.js';
import { toldServiceYears } from './told-service.js';

// "giorni di malattia retribuiti dal datore …", "quanti giorni di malattia pagati": the paid days a year asked.
const PAID_DAYS_ASKED =
  /\bgiorni (?:di malattia )?(?:retribuit|pagat|indennizzat|coperti)\w*|\bquant[ie] giorni\b[^?.]{0,40}\b(?:retribuit|pagat)\w*/;

/**
 * A day of illness asked about ("il primo giorno di malattia me lo pagano?", "dal 4° giorno quanto prendo?"): the
 * agreement's band holding that day opens, with the condition its data states ("se la malattia dura più di 3
 * giorni; altrimenti il 1° giorno non è pagato"), then the whole rule. Before, the rule opened with the comporto
 * and the day asked was left to the reader. Only for one agreement whose sick pay is written by day bands; the
 * comporto or the injury asked keep their own answer.
 */
export function sickDayAnswer(
  ctx: AgentContext,
  req: TypedRequest,
  ccnl: Ccnl | undefined,
): AgentAnswer | undefined {
  // Sick days on a daily or hourly pay given (sick-inps-daily.ts, building-sick-pay.ts): the amount a day.
  const paid = sickInpsDaily(ctx, ccnl) ?? buildingSickPay(ctx, ccnl);
  if (paid) return paid;
  if (!ccnl || req.intent !== 'sickness_injury' || req.slots.agreements.length > 1) return undefined;
  const text = readable(ctx.message);
  const marked = markedAsk(text) || text;
  // (A day told in the story, whose pay the asking sentence only checks, is the day asked.)
  const told = sickDayTold(marked, text);
  const ask = told?.clause ?? marked;
  // The paid days a year asked beside a day's share ("giorni di malattia retribuiti … e misura dei primi 3
  // giorni"): the days for the seniority told open, then the share (fixs29a).
  const paidDays = PAID_DAYS_ASKED.test(ask) && !/\bcomporto\b|\bposto\b|\binfortun|\binail\b/.test(ask);
  const years = req.slots.seniorityYears ?? toldServiceYears(text, ctx.today);
  const days = paidDays ? sickDaysFor(ccnl.sick_pay.sickness.text ?? '', years) : undefined;
  // An illness's length told and its pay asked, no day named: each of those days (sick-length.ts).
  const length = told === undefined && !isDomestic(ccnl) ? sickLengthAnswer(ccnl, text, marked) : undefined;
  if (length) return length;
  // The comporto, an injury, or days counted over the year ("quanti giorni all'anno … e nei primi tre?") keep the
  // whole rule's answer.
  if (
    (!days &&
      /\bcomporto\b|\bposto\b|\blicenzi|\binfortun|\binail\b|\bquant[ie] giorni\b|\b(?:all'|l')anno\b/.test(
        ask,
      )) ||
    told === undefined
  )
    return undefined;
  const cell = sickBandCell(ccnl, ask);
  if (!cell || (paidDays && !days)) return undefined;
  const day = told.day;
  const condition = cell.note ? ` (${cell.note})` : '';
  const verdict = days
    ? undefined
    : shortIllness(text, cell.note ?? '', day, ccnl.short_name, told.clause !== marked && toldUnpaid(ask));
  const short = verdict && `${verdict}${nextDayPaid(ccnl, day)}`;
  return compose({
    answer: days
      ? `Nel ${ccnl.short_name}, ${days}; ${paidShares(ccnl, day)}.`
      : (short ??
        `Nel ${ccnl.short_name} il ${day}° giorno di malattia è pagato ${bold(cell.figure ?? '')}${condition}.`),
    steps: cell.statement ? [`La regola del contratto: ${cell.statement}.`] : [],
    citations: citeSources(ccnl, cell.statement || (cell.figure ?? ''), cell.article, cell.sources),
    related: [
      `Quanto dura il periodo di comporto nel ${ccnl.short_name}?`,
      `Chi paga i giorni di malattia nel ${ccnl.short_name}?`,
    ],
  });
}

// "paid only if the illness lasts more than 3 days; otherwise the 1st day is not paid" (Turismo).
const UNPAID_IF_SHORT = /se la malattia dura più di (\d+) giorni; altrimenti il (\d+)° giorno non è pagato/;
// "è stata in malattia solo 2 giorni", "2 giorni di malattia", "a casa 2 giorni con la febbre", "sono stata male
// 2 giorni" (not "2 giorni fa", a date).
const TOLD_LENGTH =
  /\b(?:malattia|malat[oa]|ammalat[oa]|a casa|stat[oa] male)\b[^.?;]{0,25}?\b(?:solo |soltanto |per )?(\d|un|uno|due|tre) giorn[oi]\b(?! fa\b)|\b(\d|un|uno|due|tre) giorn[oi] (?:di malattia|a casa|malat[oa])\b/;
const ASKS_LOST_DAY = /\b(?:lo|la) perd\w*|\bnon (?:me |le |gli )?(?:lo |la )?pag\w*[^?]{0,30}\?/;

/**
 * A short illness told ("solo 2 giorni, lunedì e martedì: il primo giorno le va retribuito?") where the day asked
 * is paid only when the illness lasts longer (Turismo: the 1st day only beyond 3 days): that day is not paid, said
 * first as the verdict asked.
 */
function shortIllness(
  text: string,
  note: string,
  day: number,
  name: string,
  checked: boolean,
): string | undefined {
  const rule = UNPAID_IF_SHORT.exec(note);
  const told = TOLD_LENGTH.exec(text);
  if (!rule || !told || Number(rule[2]) !== day) return undefined;
  const length = countValue(told[1] ?? told[2] ?? '');
  if (length === undefined || length > Number(rule[1])) return undefined;
  const word = checked ? 'È corretto' : ASKS_LOST_DAY.test(text) ? 'Sì' : 'No';
  const which = day === 1 ? 'primo' : `${day}°`;
  return `**${word}**: nel ${name} una malattia di ${length === 1 ? '1 giorno' : `${length} giorni`} non supera i ${rule[1]} giorni, quindi il ${which} giorno ${bold('non è pagato')} (è pagato solo ${note.split(';')[0]}).`;
}

/** "i primi 3 giorni sono pagati al **50%**, dal 4° giorno al **100%**": the day's band and the one after it. */
function paidShares(ccnl: Ccnl, day: number): string {
  const bands = ccnl.sick_pay.sickness.bands ?? [];
  const at = bands.findIndex((b) => b.from_day <= day && (b.to_day == null || day <= b.to_day));
  const band = bands[at];
  if (!band || band.total_pct == null) return '';
  const next = bands[at + 1];
  const own =
    band.from_day === 1 && band.to_day != null
      ? `i primi ${band.to_day} giorni sono pagati al ${bold(percent(band.total_pct))}`
      : `dal ${band.from_day}° giorno è pagata al ${bold(percent(band.total_pct))}`;
  const after =
    next?.total_pct != null ? `, dal ${next.from_day}° giorno al ${bold(percent(next.total_pct))}` : '';
  const payer = bands.every((b) => b.inps_pct === 0) ? ', tutto a carico del datore di lavoro' : '';
  return `${own}${after}${payer}${band.note ? ` (${band.note})` : ''}`;
}

/** " I giorni successivi sono pagati al **100%**.": the band after the unpaid day, when the data gives it. */
function nextDayPaid(ccnl: Ccnl, day: number): string {
  const band = ccnl.sick_pay.sickness.bands?.find(
    (b) => b.from_day <= day + 1 && (b.to_day == null || day + 1 <= b.to_day),
  );
  return band?.total_pct != null
    ? ` Dal ${day + 1}° giorno la malattia è pagata al ${bold(percent(band.total_pct))}.`
    : '';
}
