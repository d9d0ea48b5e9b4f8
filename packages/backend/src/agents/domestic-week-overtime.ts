import { euro } from '../kb/format.js';
import type { Ccnl } from '../kb/schema.js';
import { cents } from '../payroll/index.js';
import type { TypedRequest } from '../reader/request.js';
import { readable } from '../reader/text.js';
import { type AgentAnswer, citeSources } from './answer.js';
import { bold, compose } from './compose.js';
import type { AgentContext } from './context.js';
import { bandOf } from './overtime-bands.js';
import { domesticHourlyPay, isDomestic } from './pay-base.js';

/**
 * A domestic worker's overtime counted on the week's hours: "ha fatto 46 ore in tutto: quanto le devo per le ore
 * sopra le 40?", "ha già fatto 45 ore e ne fa altre 3 di giorno", then "e se quelle 3 ore erano di notte dopo le
 * 22?". Each hour beyond the full week (40, 54 living in) takes its band from the agreement's rates: for a worker
 * by the hour the daytime hours up to the 44th their own lower rate, then the daytime, night and Sunday rates.
 * Undefined outside domestic work or without an hourly pay and the hours of the week.
 */

type Rate = NonNullable<Ccnl['rates']['rates']>[number];

/** "ha fatto 46 ore in tutto", "46 ore questa settimana", "lavorato 46 ore". */
const WEEK_DONE =
  /\b(?:fatto|lavorato|fa|lavora)\s+(?:gia\s+)?(\d{2})\s+ore\b|\b(\d{2})\s+ore\s+(?:in tutto|in settimana|questa settimana|nella settimana|a settimana|alla settimana|settimanali)\b/;
/** "ne fa altre 3", "altre 3 ore", "3 ore in più": the hours asked on top of those already done. */
const MORE = /\b(?:ne (?:fa|ha fatte|ha fatto|fara) )?altre (\d{1,2})(?: ore)?\b|\b(\d{1,2}) ore in piu\b/;
/** The hours asked are those beyond the week ("sopra le 40", "oltre le 40", "straordinario"). */
const OVER_WEEK =
  /\b(?:sopra|oltre|dopo|eccedent\w*|in piu (?:de|del)?ll?e?) (?:le )?(?:40|54)\b|\bstraordinar\w*/;
const ASKS_PAY = /\bquant\w*|\bdev\w* (?:dare|pagare)|\bspett\w*|\bvalgono\b|\bcalcol\w*/;
const NIGHT = /\bdi notte\b|\bnotturn\w*|\bdopo le (?:22|23|24)\b|\btra le 22 e le 6\b|\bdalle 22\b/;
const SUNDAY = /\bdomenic\w*|\bfestiv\w*|\bnei festivi\b/;
/** Hours the follow-up names itself ("5 ore domenica mattina", "ne fa 5 di notte"). */
const OWN_HOURS = /\b(\d{1,2})\s+ore\b|\bne (?:fa|faccio|fara|chiedo|fanno) (\d{1,2})\b/;
const DAY = /\bdi giorno\b|\bdiurn\w*|\btra le \d{1,2} e le (?:1\d|2[01])\b/;

interface Week {
  /** Hours already worked before those asked. */
  before: number;
  /** Hours asked (all of the week's beyond the full week, or those done on top). */
  asked: number;
}

function weekOf(text: string, full: number): Week | undefined {
  const done = WEEK_DONE.exec(text);
  const total = Number(done?.[1] ?? done?.[2]);
  if (!total || total > 80) return undefined;
  const more = MORE.exec(text.slice((done?.index ?? 0) + (done?.[0].length ?? 0)));
  const extra = Number(more?.[1] ?? more?.[2]);
  // "ha già fatto 45 ore … e ne fa altre 3": the 3 hours after the 45th. ("ha fatto 43 ore … le 3 ore in più":
  // the hours past the week within the 43, not 3 more.)
  if (extra > 0 && (more?.[1] !== undefined || total <= full)) return { before: total, asked: extra };
  if (total <= full || !OVER_WEEK.test(text)) return undefined;
  return { before: full, asked: total - full };
}

function rateOf(rates: readonly Rate[], kind: string): Rate | undefined {
  return rates.find((r) => r.kind === kind && !(r.condition && typeof bandOf(r.condition) === 'object'));
}

/** The non-live-in daytime band up to the 44th hour ("tra la 40ª e la 44ª settimanale"). */
function lowerBand(rates: readonly Rate[]): { rate: Rate; to: number } | undefined {
  for (const r of rates) {
    if (r.kind !== 'straordinario' || !r.condition) continue;
    const band = bandOf(r.condition);
    if (typeof band === 'object' && band.absolute && band.from === 41) return { rate: r, to: band.to };
  }
  return undefined;
}

const hoursText = (n: number) => `${n} ${n === 1 ? 'ora' : 'ore'}`;

export function domesticWeekOvertime(
  ctx: AgentContext,
  req: TypedRequest,
  agreement: Ccnl | undefined,
): AgentAnswer | undefined {
  if (!agreement || !isDomestic(agreement)) return undefined;
  const text = readable(ctx.message);
  const earlier = (ctx.history ?? []).toReversed().map(readable);
  const liveIn = req.slots.cohabiting === true && !/\bnon convivent/.test(text);
  const full = liveIn ? 54 : 40;
  // The week told in this turn, or in the turn before when this one only changes the time of day ("e se quelle 3
  // ore erano di notte?").
  let week = weekOf(text, full);
  let told = text;
  if (!week && /^(?:e|ma|invece|ok|e invece)\b/.test(text) && (NIGHT.test(text) || SUNDAY.test(text))) {
    const before = earlier.find((t) => weekOf(t, full));
    week = before ? weekOf(before, full) : undefined;
    told = before ?? text;
    // "e se le chiedo 5 ore domenica?": hours of its own are another day's, not the earlier hours moved in time.
    const own = OWN_HOURS.exec(text);
    if (week && own && Number(own[1] ?? own[2]) !== week.asked) return undefined;
  }
  if (!week || (!ASKS_PAY.test(text) && told === text)) return undefined;
  const hourly =
    domesticHourlyPay(req) ??
    Number(/\b(\d{1,2}(?:[.,]\d{1,2})?) ?(?:euro|€) (?:l'ora|all'ora)\b/.exec(told)?.[1]?.replace(',', '.'));
  if (!hourly || !Number.isFinite(hourly) || hourly > 50) return undefined;
  const rates = agreement.rates.rates ?? [];
  const night = NIGHT.test(text) && !/\bnon (?:di )?notte\b/.test(text);
  const sunday = !night && SUNDAY.test(text);
  const dayRate = rateOf(rates, 'straordinario');
  const nightRate = rateOf(rates, 'straordinario_notturno');
  const sundayRate = rateOf(rates, 'straordinario_festivo');
  const lower = liveIn ? undefined : lowerBand(rates);
  if (!dayRate || (night && !nightRate) || (sunday && !sundayRate)) return undefined;
  // Hours within the full week are ordinary: only those past it are overtime (all within it: domestic-within-week.ts).
  const from = Math.max(week.before, full);
  const to = week.before + week.asked;
  if (to <= full) return undefined;
  const ordinary = Math.max(0, Math.min(to, full) - week.before);
  const rows: { hours: number; percent: number; label: string }[] = [];
  const push = (hours: number, percent: number, label: string) => {
    if (hours > 0) rows.push({ hours, percent, label });
  };
  if (night && nightRate)
    push(to - from, nightRate.percent ?? 0, `notturno (${nightRate.condition ?? 'tra le 22 e le 6'})`);
  else if (sunday && sundayRate) push(to - from, sundayRate.percent ?? 0, 'domenica o festivo');
  else {
    const lowTo = lower ? Math.min(to, lower.to) : from;
    push(
      Math.max(0, lowTo - from),
      lower?.rate.percent ?? 0,
      `dalla ${from + 1}ª alla ${lowTo}ª ora, diurne`,
    );
    push(to - Math.max(from, lowTo), dayRate.percent ?? 0, `oltre la ${Math.max(from, lowTo)}ª ora, diurne`);
  }
  if (!rows.length && !ordinary) return undefined;
  const valued = rows.map((r) => ({ ...r, each: cents(hourly * (1 + r.percent / 100)) }));
  const total = cents(valued.reduce((s, r) => s + r.each * r.hours, 0) + ordinary * hourly);
  // One band: its hour's value in bold too ("2 ore al +50%, **13,50 €** l'ora").
  const parts = valued.map((r) =>
    valued.length === 1 && !ordinary
      ? `${hoursText(r.hours)} al +${r.percent}%, ${bold(euro(r.each))} l'ora`
      : `${hoursText(r.hours)} al +${r.percent}% (${r.hours} × ${euro(r.each)})`,
  );
  if (ordinary)
    parts.unshift(`${hoursText(ordinary)} entro le ${full} a paga normale (${ordinary} × ${euro(hourly)})`);
  const who = liveIn ? 'convivente' : 'non convivente';
  const answer = `Per ${to - week.before === 1 ? 'quell’ora' : `quelle ${hoursText(to - week.before)}`} a ${euro(hourly)} l'ora spettano ${bold(euro(total))}: ${parts.join(' e ')}. Nel ${agreement.short_name} per un lavoratore ${who} è straordinario ciò che supera le ${full} ore settimanali${lower ? `; tra la 41ª e la ${lower.to}ª ora, di giorno, la maggiorazione è del ${lower.rate.percent}%` : ''}, di giorno del ${dayRate.percent}%, di notte (22–6) del ${nightRate?.percent ?? 50}%, di domenica e nei festivi del ${sundayRate?.percent ?? 60}%.`;
  const steps = [
    `Ore della settimana: dalla ${week.before + 1}ª alla ${to}ª (soglia dello straordinario: ${full} ore, ${who}).`,
    ...valued.map(
      (r) =>
        `${r.label}: ${euro(hourly)} × ${100 + r.percent}% = ${euro(r.each)} l'ora; × ${r.hours} = ${euro(cents(r.each * r.hours))}.`,
    ),
    `Totale: ${euro(total)}.`,
  ];
  return compose({
    answer,
    steps,
    assumptions:
      night || sunday || DAY.test(told) ? [] : ['Ore diurne (tra le 6 e le 22) di un giorno feriale.'],
    citations: citeSources(
      agreement,
      agreement.rates.text ?? 'Lavoro straordinario',
      agreement.rates.article ?? null,
      agreement.rates.sources,
    ),
    related: [],
  });
}
