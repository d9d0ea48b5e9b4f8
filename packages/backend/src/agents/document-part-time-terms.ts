import { decimal, euro, figureValue, italianDate } from '../kb/format.js';
import { levelPayAt } from '../kb/pay.js';
import type { Ccnl } from '../kb/schema.js';
import { cents } from '../payroll/index.js';
import { citeSources, finishAnswer, levelMinimumCitations } from './answer.js';
import type { AgentContext } from './context.js';
import type { LetterPart } from './document-letter-check.js';
import { firstDay, levelOf } from './document-request.js';
import { levelName } from './shared/levels.js';

/**
 * A part-time letter or contract checked as a whole ("cosa non va?"): its weekly hours against the agreement's
 * least part-time hours, and the hourly pay it states against the level's hourly minimum (the monthly minimum over
 * the agreement's divisor). Each is a part of the whole check; none when the letter states neither.
 */

// "Part-time orizzontale di 10 ore settimanali", "20 ore a settimana".
const WEEKLY_HOURS = /(\d{1,2}(?:,\d)?)\s*ore\s*(?:settimanali|(?:a|alla|per) settimana)\b/i;
// "Retribuzione oraria lorda: euro 8,90", "paga oraria 9,10 €", "8,90 euro l'ora".
const HOURLY_PAY =
  /\b(?:retribuzione|paga|compenso)\s+orari[ao](?:\s+lord[ao])?\s*:?\s*(?:di\s+)?(?:euro|€)?\s*(\d{1,2},\d{2})|\b(\d{1,2},\d{2})\s*(?:euro|€)\s*(?:l'ora|all'ora|orari)/i;
const PART_TIME = /\bpart.?time\b|\btempo parziale\b/i;

const hoursText = (value: number) => value.toLocaleString('it-IT', { maximumFractionDigits: 1 });

/** The hourly pay the letter states, if any. */
export function letterHourlyPay(letter: string): number | undefined {
  const m = HOURLY_PAY.exec(letter);
  const figure = m?.[1] ?? m?.[2];
  return figure ? figureValue(figure) : undefined;
}

function hoursFloor(ccnl: Ccnl, letter: string): LetterPart | undefined {
  const floor = ccnl.part_time?.min_weekly_hours;
  const said = WEEKLY_HOURS.exec(letter)?.[1];
  if (!floor || !said || !PART_TIME.test(letter)) return undefined;
  const hours = Number(said.replace(',', '.'));
  const ok = hours >= floor;
  const rule = ccnl.part_time.text ?? `minimo ${floor} ore settimanali`;
  const line = ok
    ? `Orario: la lettera prevede ${hoursText(hours)} ore settimanali; il ${ccnl.short_name} fissa per il part-time un minimo di **${hoursText(floor)} ore settimanali** (${rule}): è conforme.`
    : `Orario: la lettera prevede ${hoursText(hours)} ore settimanali, ma il ${ccnl.short_name} fissa per il part-time un minimo di **${hoursText(floor)} ore settimanali** (${rule}): mancano ${hoursText(floor - hours)} ore, l'orario va portato ad almeno ${hoursText(floor)} ore (salvo le eccezioni che il CCNL stesso prevede).`;
  return {
    ok,
    summary: ok
      ? `le ${hoursText(hours)} ore settimanali rispettano il minimo del part-time`
      : `le ${hoursText(hours)} ore settimanali sono sotto il minimo di ${hoursText(floor)} ore del part-time`,
    answer: finishAnswer(
      [line],
      citeSources(ccnl, rule, ccnl.part_time.article ?? null, ccnl.part_time.sources),
      [],
    ),
  };
}

function hourlyPay(ctx: AgentContext, ccnl: Ccnl, letter: string): LetterPart | undefined {
  const given = letterHourlyPay(letter);
  const level = levelOf(ccnl, letter);
  const divisor = ccnl.hourly_divisor.value;
  if (given === undefined || !level || !divisor) return undefined;
  // The table of the letter's first day when it is later than today, else today's.
  const start = firstDay(letter);
  const date = start && start > ctx.today ? start : ctx.today;
  const pay = levelPayAt(ccnl, level, date);
  if (!pay) return undefined;
  const minimum = cents(pay.row.amount / divisor);
  const ok = given + 0.005 >= minimum;
  const name = levelName(ccnl, level);
  const how = `${euro(pay.row.amount)} ÷ ${decimal(divisor)}, il divisore orario del contratto; tabella dal ${italianDate(pay.table.effective_from)}`;
  const line = ok
    ? `Paga oraria: la lettera indica ${euro(given)} l'ora; il minimo orario del ${name} è **${euro(minimum)}** (${how}): è conforme.`
    : `Paga oraria: la lettera indica ${euro(given)} l'ora, ma il minimo orario del ${name} è **${euro(minimum)}** (${how}): mancano ${euro(cents(minimum - given))} l'ora.`;
  return {
    ok,
    summary: ok
      ? `la paga oraria rispetta il minimo del ${name}`
      : `la paga oraria (${euro(given)}) è sotto il minimo orario del ${name}, ${euro(minimum)}`,
    answer: finishAnswer(
      [line],
      levelMinimumCitations(ccnl, name, minimum, pay.table, 'paga oraria minima'),
      [],
    ),
  };
}

/** The part-time terms of a letter, weighed: its hours, then its hourly pay. */
export function partTimeTerms(ctx: AgentContext, ccnl: Ccnl | undefined, letter: string): LetterPart[] {
  if (!ccnl) return [];
  return [hoursFloor(ccnl, letter), hourlyPay(ctx, ccnl, letter)].filter(
    (p): p is LetterPart => p !== undefined,
  );
}
