import { decimal, euro, italianDate } from '../kb/format.js';
import type { Ccnl } from '../kb/schema.js';
import type { TypedRequest } from '../reader/request.js';
import { readable } from '../reader/text.js';
import { citeSources } from './answer.js';
import type { AgentContext } from './context.js';
import { hourlyRow } from './domestic-pay.js';
import { agreementOf, domesticHourlyPay, isDomestic, type PayBase } from './pay-base.js';

/**
 * A household worker paid by the hour ("20 ore a settimana a 8,50 € l'ora"): the month a 13th is a share of is
 * the hourly pay times the weekly hours over the year's average month (52/12 weeks).
 */
const HOUSEHOLD =
  /\b(?:colf|badant\w*|baby.?sitter|collaborat\w* (?:domestic|familiar)\w*|collaboratrice|domestic[ao])\b/;
const WEEKLY =
  /\b(\d{1,2})\s*ore\b[^.?]{0,30}\b(?:a|alla|per|la|ogni) settimana\b|\b(?:a|alla) settimana\b[^.?]{0,40}\b(\d{1,2})\s*ore\b|\btotale di (\d{1,2})\s*ore\b/;

/** Hours tied to another period than the week ("40 ore al mese", "4 ore al giorno", "ore mensili"). */
const OTHER_PERIOD =
  /\bor[ae] (?:\w+ )?(?:al|nel|per|ogni|a|alla) (?:mese|giorno|trimestre)\b|\bore (?:mensili|giornaliere)\b/;

/** A 13th or a TFR asked from the hourly pay is that amount, not the contributions on the hours. */
export const MONTH_SHARE: ReadonlySet<string> = new Set(['thirteenth_pro_rata', 'tfr']);

/** The level's hourly minimum of the non-live-in table at the date. */
function levelHour(ccnl: Ccnl, level: string | undefined, date: string) {
  return level ? hourlyRow(ccnl, level, date) : undefined;
}

function minimumCitations(ccnl: Ccnl, minimum: NonNullable<ReturnType<typeof hourlyRow>>) {
  const from = italianDate(minimum.table.effective_from);
  return citeSources(
    ccnl,
    `Livello ${minimum.row.level} non conviventi: paga oraria minima ${euro(minimum.row.amount)} dal ${from}`,
    `tabella minimi orari dal ${from}`,
    minimum.table.sources,
  );
}

export function domesticMonthlyBase(ctx: AgentContext, req: TypedRequest): PayBase | undefined {
  const ccnl = agreementOf(ctx, req);
  const text = readable(ctx.message);
  if (!isDomestic(ccnl) && !(req.slots.agreements.length === 0 && HOUSEHOLD.test(text))) return undefined;
  // "pagata al minimo del livello BS, non convivente, 20 ore": the level's hourly minimum is her hourly pay.
  const minimum =
    domesticHourlyPay(req) === undefined && ccnl && isDomestic(ccnl) && req.slots.cohabiting === false
      ? levelHour(ccnl, req.slots.level, req.slots.date ?? ctx.today)
      : undefined;
  const hourly = domesticHourlyPay(req) ?? minimum?.row.amount;
  const said = WEEKLY.exec(text);
  // "colf 20 ore a 8 euro l'ora": a household worker's hours said with no period are her weekly schedule.
  const bare = req.slots.amounts.find((a) => a.kind === 'hours')?.value;
  const assumedWeekly = bare !== undefined && bare <= 54 && !OTHER_PERIOD.test(text) ? bare : undefined;
  const stated = req.slots.weeklyHours ?? (said ? Number(said[1] ?? said[2] ?? said[3]) : undefined);
  const weekly = stated ?? assumedWeekly;
  if (hourly === undefined || !weekly || weekly > 60) return undefined;
  const monthly = (hourly * weekly * 52) / 12;
  return {
    annual: monthly * 13,
    monthly,
    payments: 13,
    label: `${minimum ? `il minimo orario del livello ${minimum.row.level} non convivente, ` : ''}${euro(hourly)} l'ora per ${decimal(weekly)} ore a settimana (${euro(Math.round(monthly * 100) / 100)} al mese, ${decimal(weekly)} × 52 / 12 settimane)`,
    assumptions: [
      'Lavoro domestico a ore: mese medio di 52/12 settimane.',
      ...(stated === undefined
        ? [`Le ${decimal(weekly)} ore indicate sono intese come orario settimanale.`]
        : []),
    ],
    citations: minimum && ccnl ? minimumCitations(ccnl, minimum) : [],
    ...(ccnl ? { ccnl } : {}),
  };
}

const MONTH_WORDS =
  /\b(?:gennaio|febbraio|marzo|aprile|maggio|giugno|luglio|agosto|settembre|ottobre|novembre|dicembre|mese|mensil\w*|busta|cedolino)\b/;

/**
 * The hours of one month the question gives beside the weekly schedule ("nella busta di ottobre, che ha 234 ore",
 * "a marzo ha fatto 230 ore"): said with a month or a payslip, and between three and five weeks of the schedule
 * (a quarter's hours or the week's own are not a month's). Undefined otherwise.
 */
export function monthHoursSaid(message: string, req: TypedRequest): number | undefined {
  const text = readable(message);
  const weekly = req.slots.weeklyHours;
  if (!weekly || !MONTH_WORDS.test(text) || /\btrimestr/.test(text)) return undefined;
  return req.slots.amounts.find(
    (a) =>
      a.kind === 'hours' &&
      a.value >= weekly * 3 &&
      a.value <= weekly * 5 &&
      new RegExp(`\\b${String(a.value).replace('.', ',')} ore\\b`).test(text),
  )?.value;
}
