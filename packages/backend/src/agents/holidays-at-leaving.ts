import { MONTH_NAMES, MONTHS } from '../kb/format.js';
import type { Ccnl } from '../kb/schema.js';
import { leavingDate } from '../reader/leaving-date.js';
import type { TypedRequest } from '../reader/request.js';
import { readable } from '../reader/text.js';
import { type AgentAnswer, citeSources } from './answer.js';
import { bold, compose } from './compose.js';
import type { AgentContext } from './context.js';
import { holidayDaysTold } from './holidays-left.js';
import { dayCount, untakenAfterAccrual } from './untaken-after-accrual.js';

/**
 * Holidays still owed when the job ends, counted in days ("quest'anno ha fatto 14 giorni di ferie e a fine
 * dicembre se ne va: quante gliene restano da pagare?"): the agreement's yearly days pro rata to the months worked
 * in the leaving year, less the days taken; then the yearly entitlement. The leaving day is the request's, or the
 * one said with a leaving word in this turn or an earlier one of the same conversation. Undefined unless the
 * question tells the days taken, asks a count (not an amount of money) and the agreement states its yearly days.
 */

// The job ending: a resignation, a dismissal, a contract ending, someone leaving.
const LEAVING =
  /\b(?:dimett\w*|dimess[oaie]|dimission\w*|licenzi\w*|se ne va|se ne andr\w*|va via|andra via|smett\w*|lasci\w*|cessazion\w*|cessa\b|cessera\b|fine (?:del )?rapporto|ultimo giorno|liquidazion\w*|non lavora piu|torna al suo paese)\b/;
// What is left, or what is paid at the end, counted ("quante gliene restano", "quanti dobbiamo pagarle").
const LEFT_OR_OWED =
  /\b(?:rest\w*|riman\w*|rimast\w*|residu\w*|avanz\w*)\b|\bda (?:smaltire|godere|pagare|liquidare)\b|\bquant[ie]\b[^?]{0,60}\b(?:pag\w*|liquid\w*|dobbiamo|devo|deve|dev\w* dare|spett\w*)/;
// An amount of money asked: the pay for the days (unused-holidays.ts), not their count.
const MONEY =
  /\bquanto\b[^?]{0,40}\b(?:pag\w*|dev\w*|spett\w*|vale|valgono|cost\w*)|\beuro\b|\bsoldi\b|\bimport\w*|\bindennit\w*/;

const MONTH = `(${MONTH_NAMES})`;
// "si dimette a fine dicembre 2026", "se ne va alla fine di marzo".
const MONTH_END = new RegExp(
  String.raw`${LEAVING.source}[^.?!]{0,50}?\b(?:a|alla|per|entro) fine(?: di)? ${MONTH}(?:\s+(?:del\s+)?(\d{4}))?\b`,
);
// "se ne va a fine anno", "si dimette alla fine dell'anno".
const YEAR_END = new RegExp(
  String.raw`${LEAVING.source}[^.?!]{0,50}?\b(?:a|alla|per|entro (?:la )?) ?fine (?:d(?:ell)?'?\s?anno|anno)\b`,
);
// "dal 31 dicembre smette", "dal 1° ottobre non lavora più da noi": the first day off the job.
const FROM_DAY = new RegExp(
  String.raw`\bdal(?:l')?\s*(\d{1,2})\s*[°º]?\s+${MONTH}(?:\s+(\d{4}))?\b[^.?!]{0,30}?\b(?:smett\w*|se ne va|va via|non lavora piu|lascia\w*|cessa)\b`,
);
// "si dimette il 15 ottobre", "ultimo giorno il 30 settembre": a day said without its year.
const DAY_AFTER = new RegExp(
  String.raw`${LEAVING.source}[^.?!]{0,40}?\b(?:il|al|fino al)\s+(\d{1,2})\s*[°º]?\s+${MONTH}\b(?!\s+\d{4})`,
);

const pad = (n: number) => String(n).padStart(2, '0');
const lastDay = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

function dayBefore(iso: string): string {
  const d = new Date(`${iso}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() - 1);
  return d.toISOString().slice(0, 10);
}

/** A year said nowhere: the one asked, else this year when the day is still ahead (a leaving to come). */
function withYear(year: string | undefined, monthDay: string, fallback: number | undefined, today: string) {
  if (year) return `${year}-${monthDay}`;
  if (fallback) return `${fallback}-${monthDay}`;
  const thisYear = `${today.slice(0, 4)}-${monthDay}`;
  return thisYear >= today ? thisYear : undefined;
}

/** The leaving day a message tells, read on its folded text. */
export function leavingDayTold(text: string, taxYear: number | undefined, today: string) {
  const full = LEAVING.test(text) ? leavingDate(text) : undefined;
  if (full) return full;
  const from = FROM_DAY.exec(text);
  if (from?.[1] && from[2]) {
    const day = withYear(
      from[3],
      `${pad(MONTHS.indexOf(from[2]) + 1)}-${pad(Number(from[1]))}`,
      taxYear,
      today,
    );
    // (The month's last day names the month's end, "dal 31 dicembre smette": that day is the last one.)
    const monthEnd =
      day && Number(day.slice(8)) === lastDay(Number(day.slice(0, 4)), Number(day.slice(5, 7)));
    return day && !monthEnd ? dayBefore(day) : day;
  }
  const monthEnd = MONTH_END.exec(text);
  if (monthEnd) {
    const said = monthEnd.slice(1).filter(Boolean);
    const [name, year] = [said.find((s) => MONTHS.includes(s)), said.find((s) => /^\d{4}$/.test(s))];
    if (name) {
      const month = MONTHS.indexOf(name) + 1;
      const y = Number(year ?? taxYear ?? today.slice(0, 4));
      return withYear(String(y), `${pad(month)}-${pad(lastDay(y, month))}`, undefined, today);
    }
  }
  if (YEAR_END.test(text)) return `${taxYear ?? today.slice(0, 4)}-12-31`;
  const day = DAY_AFTER.exec(text);
  const dayMonth = day?.slice(1).filter(Boolean) ?? [];
  const name = dayMonth.find((s) => MONTHS.includes(s));
  const num = dayMonth.find((s) => /^\d{1,2}$/.test(s));
  return name && num
    ? withYear(undefined, `${pad(MONTHS.indexOf(name) + 1)}-${pad(Number(num))}`, taxYear, today)
    : undefined;
}

export function holidaysLeftAtLeaving(
  ctx: AgentContext,
  req: TypedRequest,
  ccnl: Ccnl,
): AgentAnswer | undefined {
  const text = readable(ctx.message);
  if (!/\bferie\b/.test(text) || !LEFT_OR_OWED.test(text) || MONEY.test(text)) return undefined;
  if (holidayDaysTold(text) === undefined) return undefined;
  const turns = [text, ...(ctx.history ?? []).map(readable).reverse()];
  if (!turns.some((t) => LEAVING.test(t))) return undefined;
  const { taxYear } = req.slots;
  const told = req.slots.endDate?.startsWith('?') ? undefined : req.slots.endDate;
  const endDate =
    told ?? turns.map((t) => leavingDayTold(t, taxYear, ctx.today)).find((d) => d !== undefined);
  if (!endDate && req.slots.monthsWorked === undefined) return undefined;
  const slots = { ...req.slots, ...(endDate ? { endDate } : {}) };
  const accrual = untakenAfterAccrual(ctx, { ...req, slots }, ccnl, text);
  if (!accrual) return undefined;
  const fact = ccnl.holidays;
  const left = `${dayCount(accrual.days)} ${accrual.days === 1 ? 'giorno' : 'giorni'}`;
  return compose({
    answer: `Nel ${ccnl.short_name} restano ${bold(left)} di ferie non godute, da pagare a fine rapporto con l'indennità sostitutiva: ${/^\d/.test(accrual.span) ? 'con ' : ''}${accrual.span} ha maturato ${dayCount(accrual.accrued)} giorni (${dayCount(accrual.yearly)} × ${accrual.months}/12), tolti i ${dayCount(accrual.taken)} già goduti. Ferie annue nel contratto: ${(fact.text ?? `${dayCount(accrual.yearly)} giorni`).replace(/\.$/, '')}.`,
    steps: [
      `Ferie maturate: ${dayCount(accrual.yearly)} × ${accrual.months} / 12 = ${dayCount(accrual.accrued)} giorni (le ferie maturano per dodicesimi; conta il mese con almeno 15 giorni lavorati, salvo soglia diversa del contratto).`,
      `Ferie residue: ${dayCount(accrual.accrued)} − ${dayCount(accrual.taken)} = ${left}.`,
      'Alla fine del rapporto le ferie maturate e non godute si pagano con l’indennità sostitutiva (D.Lgs. 66/2003, art. 10).',
    ],
    assumptions: [
      'Giorni di ferie goduti quelli indicati, tutti maturati nello stesso anno; eventuali ferie residue degli anni precedenti si aggiungono.',
    ],
    citations: citeSources(
      ccnl,
      `Ferie nel ${ccnl.short_name}: ${fact.text ?? ''}`,
      fact.article ?? null,
      fact.sources,
    ),
    related: [],
  });
}
