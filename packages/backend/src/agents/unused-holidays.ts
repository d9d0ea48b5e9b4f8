import { decimal, euro } from '../kb/format.js';
import type { Ccnl } from '../kb/schema.js';
import { expandConsultantShorthand } from '../reader/consultant-shorthand.js';
import { disputedFigureAt } from '../reader/disputed-figure.js';
import { wordsToNumber } from '../reader/numbers.js';
import type { TypedRequest } from '../reader/request.js';
import { readable } from '../reader/text.js';
import { type AgentAnswer, citeSources } from './answer.js';
import { bold, compose } from './compose.js';
import type { AgentContext } from './context.js';
import { holidayDayDivisorOf } from './daily-divisor.js';
import { holidaysLeftAtLeaving } from './holidays-at-leaving.js';
import { payBase } from './pay-base.js';
import { dayCount, untakenAfterAccrual } from './untaken-after-accrual.js';

/**
 * Holidays left untaken when a worker leaves, asked as money ("le restano 8 giorni di ferie non godute: quanto
 * le devo pagare nella busta finale?"): the days times the daily quota, the monthly pay over the agreement's
 * daily divisor. Undefined unless the question gives the days, asks an amount and the agreement states its
 * daily divisor.
 */
const DAYS =
  /\b(\d{1,2}(?:[.,]5)?|[a-z]+)\s+(?:giorni|giornate|giorno|giornata|gg)\b(?:\s+(?:di|delle))?\s+(?:ferie)\b|\bferie\b[^.?!]{0,40}?\b(\d{1,2}(?:[.,]5)?|[a-z]+)\s+(?:giorni|giornate|gg)\b/;
export const UNTAKEN =
  /\b(?:non (?:god|usufr|fruit|pres|fatt)\w*|residu\w*|restan\w*|rimast\w*|rimangon\w*|avanz\w*|arretrat\w*|ancora da (?:fare|godere|prendere))\b/;
export const ASKS_MONEY =
  /\bquant[oi]\b[^.?!]{0,40}\b(?:pag\w*|dar\w*|dev\w*|spett\w*|liquid\w*|vengono|vale|valgono|costa\w*|metter\w*|fann\w*|fa|ammont\w*|corrispond\w*)|\b(?:indennit\w* sostitutiv\w*|monetizz\w*|liquidar\w*)\b|\bquanto\b[^.?!]*\b(?:euro|soldi|busta)\b|\bquant[oi]\s*\?/;

/** A daily divisor the user states ("(1/26)", "diviso 26", "div. 26", "a 26esimi"). */
const STATED_DIVISOR =
  /(?:\b1\s*\/\s*|\bdivis\w*\.?\s*(?:per\s+)?|\bdiv\.?\s*)(2[2-6])\b|\b(2[2-6])(?:esimi|mi)\b/;

export function untakenDays(text: string): number | undefined {
  const found = DAYS.exec(text);
  const raw = found?.[1] ?? found?.[2];
  if (raw === undefined) return undefined;
  // "un giorno di ferie non goduto": one day.
  const value = /^\d/.test(raw)
    ? Number(raw.replace(',', '.'))
    : /^un[oa]?$/.test(raw)
      ? 1
      : wordsToNumber(raw);
  return value !== undefined && value > 0 && value <= 60 ? value : undefined;
}

/** Other subjects a short follow-up may move to: then its count is not the days left. */
const OTHER_SUBJECT =
  /\b(?:tfr|liquidazion\w*|tredicesim\w*|quattordicesim\w*|preavvis\w*|malatti\w*|straordinar\w*|prova|permess\w*|rol|scatt\w*|livell\w*|ore)\b/;

/**
 * "e se i giorni rimasti fossero 9?", "e con 9 giorni?", "e se fossero 12?" after untaken holidays asked as money:
 * the new count of days, the rest of the case the earlier turn's.
 */
function followUpDays(ctx: AgentContext, text: string): number | undefined {
  const previous = ctx.history?.at(-1);
  if (previous === undefined || text.split(' ').length > 15 || OTHER_SUBJECT.test(text)) return undefined;
  const before = readable(previous);
  if (!UNTAKEN.test(before) || !ASKS_MONEY.test(before) || untakenDays(before) === undefined)
    return undefined;
  const counts = [...text.matchAll(/\b(\d{1,2}(?:[.,]5)?)\b/g)].map((m) =>
    Number((m[1] ?? '').replace(',', '.')),
  );
  const value =
    counts.length === 1
      ? counts[0]
      : counts.length === 0
        ? wordsToNumber(/\b(?:fossero|sono|con|rimasti|restano|avanzano) ([a-z]+)\b/.exec(text)?.[1] ?? '')
        : undefined;
  return value !== undefined && value > 0 && value <= 60 ? value : undefined;
}

/** A level or an agreement named in a short follow-up ("e x un liv 5?", "e al 3° livello?", "e per un C2?"). */
const OTHER_LEVEL = /\b(?:livell\w*|liv)\b|\b[1-8]\s*[°º]|\b[a-d][1-3]s?\b|\bquadr[oi]\b/;

/**
 * "e x un liv 5?", "e al 3° livello?" after untaken holidays asked as money: the same days (and the divisor the
 * earlier turn stated) at the level the follow-up names, which the reader has merged into the request.
 */
function sameDaysOtherLevel(ctx: AgentContext, text: string) {
  const previous = ctx.history?.at(-1);
  if (previous === undefined || text.split(' ').length > 8 || !OTHER_LEVEL.test(text)) return undefined;
  if (OTHER_SUBJECT.test(text.replace(/\blivell\w*/g, ' '))) return undefined;
  const before = readable(expandConsultantShorthand(previous));
  if (!UNTAKEN.test(before) || !ASKS_MONEY.test(before)) return undefined;
  const days = untakenDays(before);
  return days === undefined ? undefined : { days, before };
}

/** "Dal 1° maggio … (6 mesi) ha maturato 13 giorni di ferie …; tolti i 4 goduti ne restano 9." */
function accrualLine(a: NonNullable<ReturnType<typeof untakenAfterAccrual>>, agreement: string): string {
  return `Nel ${agreement}, ${a.span}, ha maturato ${bold(`${dayCount(a.accrued)} giorni`)} di ferie (${dayCount(a.yearly)} giorni l'anno × ${a.months}/12); tolti i ${dayCount(a.taken)} giorni goduti, ne restano ${dayCount(a.days)} non goduti.`;
}

export function unusedHolidaysPay(
  ctx: AgentContext,
  req: TypedRequest,
  ccnl: Ccnl | undefined,
): AgentAnswer | undefined {
  // Consultants' clips written out first: "ferie res. 7gg … val?" (consultant-shorthand.ts).
  const text = readable(expandConsultantShorthand(ctx.message));
  const asked = UNTAKEN.test(text) && ASKS_MONEY.test(text);
  const otherLevel = asked ? undefined : sameDaysOtherLevel(ctx, text);
  if (!ccnl) return undefined;
  // "ha fatto 14 giorni di ferie, se ne va: quante gliene restano?": the days owed at leaving, counted.
  const owed = holidaysLeftAtLeaving(ctx, req, ccnl);
  if (owed) return owed;
  // "ne ha fatte solo 4 giorni": the days told are the ones taken; the untaken are the accrual less them.
  const accrual = asked ? untakenAfterAccrual(ctx, req, ccnl, text) : undefined;
  const days = accrual?.days ?? (asked ? untakenDays(text) : (otherLevel?.days ?? followUpDays(ctx, text)));
  const givenHere = STATED_DIVISOR.exec(text);
  const given = givenHere ?? (otherLevel ? STATED_DIVISOR.exec(otherLevel.before) : null);
  const said = given ? Number(given[1] ?? given[2]) : undefined;
  // "il titolare dice 'minimo diviso 22', la consulente un'altra cosa": a view to settle, not a datum.
  const disputed =
    given !== null && disputedFigureAt(givenHere ? text : (otherLevel?.before ?? ''), given.index);
  const stated = disputed ? undefined : said;
  const divisor =
    stated !== undefined
      ? { value: stated, citations: [] as ReturnType<typeof citeSources> }
      : holidayDayDivisorOf(ccnl);
  const base = payBase(ctx, req);
  if (days === undefined || !divisor || !base) return undefined;
  const daily = base.monthly / divisor.value;
  const total = Math.round(daily * days * 100) / 100;
  const dailyShown = Math.round(daily * 100) / 100;
  const count = Number.isInteger(days) ? String(days) : decimal(days);
  return compose({
    answer: `${accrual ? `${accrualLine(accrual, ccnl.short_name)} ` : ''}Per ${count} ${days === 1 ? 'giorno' : 'giorni'} di ferie non godute spettano ${bold(euro(total))} lordi di indennità sostitutiva (${count} × ${euro(dailyShown)}, la quota giornaliera ${euro(base.monthly)} ÷ ${divisor.value}).`,
    steps: [
      ...(accrual
        ? [
            `Ferie maturate: ${dayCount(accrual.yearly)} × ${accrual.months}/12 = ${dayCount(accrual.accrued)} giorni; non godute: ${dayCount(accrual.accrued)} − ${dayCount(accrual.taken)} = ${count} giorni.`,
          ]
        : []),
      `Quota giornaliera: ${euro(base.monthly)} ÷ ${divisor.value} = ${euro(dailyShown)}.`,
      `Ferie non godute: ${count} × ${euro(dailyShown)} = ${euro(total)} (calcolato sulla quota non arrotondata).`,
      'Le ferie non godute si pagano solo alla fine del rapporto: durante il rapporto le 4 settimane minime non si possono monetizzare (D.Lgs. 66/2003, art. 10).',
    ],
    assumptions: [
      ...base.assumptions.filter((a) => !a.includes('mensilità')),
      'Indennità calcolata sulla retribuzione mensile indicata o sul minimo del livello; voci fisse in più (scatti, superminimo) la aumentano.',
      ...(stated !== undefined ? [`Divisore giornaliero ${stated}, come indicato nella domanda.`] : []),
      ...(disputed && said !== divisor.value
        ? [
            `Il divisore ${said} citato nella domanda non è quello del ${ccnl.short_name}: la quota giornaliera si calcola con il divisore ${divisor.value} del contratto.`,
          ]
        : []),
    ],
    citations: [
      ...base.citations,
      ...divisor.citations,
      ...citeSources(
        ccnl,
        `Ferie nel ${ccnl.short_name}: ${ccnl.holidays.text ?? ''}`,
        null,
        ccnl.holidays.sources,
        1,
      ),
    ],
    related: [],
  });
}
