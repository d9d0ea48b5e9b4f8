import { euro } from '../kb/format.js';
import type { Ccnl } from '../kb/schema.js';
import { cents } from '../payroll/index.js';
import { countValue } from '../reader/numbers.js';
import { readable } from '../reader/text.js';
import { type AgentAnswer, citeSources } from './answer.js';
import { bold, compose } from './compose.js';
import type { AgentContext } from './context.js';
import { isDomestic } from './pay-base.js';

/**
 * Session 26 (fixs26c): what a family owes a domestic worker for a run of sick days at the daily pay the question
 * gives ("è stata malata 5 giorni di fila, la paga giornaliera è 50 euro: quanto le devo?"). The family pays it
 * all (INPS pays no domestic sickness): each day at its band's share (days 1–3 at 50%, from the 4th at 100%),
 * within the days a year the worker's seniority allows. No divisor is needed: the daily pay is given.
 */

/** "paga giornaliera 50 euro", "retribuzione media giornaliera è 70 euro", "60 euro al giorno". */
// ("la retribuzione media giornaliera dei 15 giorni precedenti, come risulta dalla denuncia, è 70 euro": the
// amount in euro, past the days counted.)
export const DAILY_PAY =
  /\b(?:paga|retribuzione|stipendio|quota)(?: media)?(?: globale)?(?: lord[ao])? giornalier[ao]\b[^.?!]{0,70}?(?<![\d,])(\d{1,3}(?:,\d{1,2})?)\s*(?:€|euro)|\b(\d{1,3}(?:,\d{1,2})?)\s*(?:€|euro) (?:al|a|per) giorno\b/;
// ("5 gg": the abbreviation families write.)
const SICK_DAYS = /\b(\d{1,2}|due|tre|quattro|cinque|sei|sette|otto|nove|dieci) (?:giorni|gg)\b/;
// "la paghiamo 6,68 euro l'ora … quattro ore al giorno": the day's pay is the hour's times the day's hours.
// ("a 9 euro/h", "9 €/ora": the hour written after a slash.)
const HOURLY_PAY =
  /\b(\d{1,2}(?:,\d{1,2})?)\s*(?:€|euro)\s*(?:l'ora\b|l ora\b|all'ora\b|orari\w*|a ora\b|per ora\b|\/\s*(?:h|ora)\b)/;
const DAY_HOURS = /\b(\d{1,2}|una|due|tre|quattro|cinque|sei|sette|otto|nove|dieci) or[ae] al giorno\b/;
// "è stata male lun mar e mer", "malata lunedì, martedì e mercoledì": the sick days named one by one, never a
// span of the working week ("dal lun al ven").
const WEEKDAY = String.raw`(?:lun(?:edi)?|mar(?:tedi)?|mer(?:coledi)?|gio(?:vedi)?|ven(?:erdi)?|sab(?:ato)?|dom(?:enica)?)`;
const WEEKDAY_LIST = new RegExp(String.raw`\b${WEEKDAY}(?:(?:,\s*|\s+e\s+|\s+)${WEEKDAY})+\b`, 'g');

/** How many distinct weekdays the longest list of named days holds ("lun mar e mer" → 3). */
function namedSickDays(text: string): number | undefined {
  const lists = [...text.matchAll(WEEKDAY_LIST)].map(
    (m) => new Set(m[0].split(/,\s*|\s+e\s+|\s+/).map((d) => d.slice(0, 3))).size,
  );
  const most = Math.max(0, ...lists);
  return most >= 2 ? most : undefined;
}

const count = (word: string | undefined) =>
  word === undefined ? Number.NaN : (countValue(word) ?? Number.NaN);

/** The day's pay the text gives outright, or the hour's pay times the hours of a day. */
function dailyPay(text: string): number | undefined {
  const pay = DAILY_PAY.exec(text);
  if (pay) return Number((pay[1] ?? pay[2] ?? '').replace(',', '.')) || undefined;
  const hourly = Number(HOURLY_PAY.exec(text)?.[1]?.replace(',', '.'));
  const hours = count(DAY_HOURS.exec(text)?.[1]);
  return hourly > 0 && hours > 0 ? cents(hourly * hours) : undefined;
}
// "è stata male 5 giorni (influenza)": an illness told without the word "malattia".
const SICK = /\bmalat\w*|\bammalat\w*|\bstat[oa] male\b|\binfluenz\w*|\bfebbre\b/;

// "le diamo 1.040 € al mese": a monthly pay, whose day the agreement values at a share of the month.
const MONTHLY_PAY =
  /\b(\d{1,2}(?:\.\d{3})|\d{3,4})(?:,\d{1,2})?\s*(?:€|euro)(?: lord\w*| nett\w*)? (?:al|a|ogni) mese\b/;
// The agreement's day of a monthly-paid worker ("il giorno vale 1/26 della paga mensile per chi è pagato a mese").
const MONTH_SHARE = /\bil giorno vale 1\/(\d{2}) della paga mensile\b/;

/** The day's pay of a monthly-paid worker, by the agreement's share of the month, with the rule it is read from. */
export function monthlyDay(
  text: string,
  ccnl: Ccnl,
): { daily: number; divisor: number; rule: string } | undefined {
  const monthly = Number(MONTHLY_PAY.exec(text)?.[1]?.replace('.', ''));
  const rule = ccnl.hourly_divisor?.text ?? '';
  const divisor = Number(MONTH_SHARE.exec(rule)?.[1]);
  return monthly > 0 && divisor > 0 ? { daily: cents(monthly / divisor), divisor, rule } : undefined;
}

const WORDS = ['un', 'due', 'tre', 'quattro', 'cinque', 'sei', 'sette', 'otto', 'nove', 'dieci'];
const wordCount = (w: string) => (/^\d+$/.test(w) ? Number(w) : WORDS.indexOf(w) + 1);

/** The seniority the story tells, in years ("da tre anni", "da un anno e mezzo", "da 8 mesi"). */
export function serviceYearsTold(story: string): number | undefined {
  const years =
    /\bda (\d{1,2}|un|due|tre|quattro|cinque|sei|sette|otto|nove|dieci) ann[io]( e mezzo)?\b/.exec(story);
  if (years) return wordCount(years[1] ?? '') + (years[2] ? 0.5 : 0);
  const months = /\bda (\d{1,2}|un|due|tre|quattro|cinque|sei|sette|otto|nove|dieci) mes[ei]\b/.exec(story);
  return months ? wordCount(months[1] ?? '') / 12 : undefined;
}

/** The paid sick days a year by seniority: 8 up to 6 months, 10 up to 2 years, 15 over. */
export const paidSickDays = (years: number): number => (years >= 2 ? 15 : years > 0.5 ? 10 : 8);

/** The paid sick days a year for the seniority told ("da tre anni"). */
function entitlement(years: number | undefined): string {
  if (years === undefined) return '';
  const label =
    years === 1
      ? 'un anno'
      : years < 1
        ? `${Math.round(years * 12)} mesi`
        : `${String(years).replace('.', ',')} anni`;
  return `, che con ${label} di anzianità paga fino a ${bold(`${paidSickDays(years)} giorni`)} di malattia l'anno`;
}

/**
 * The sick days at the daily pay the text gives (or `payText`, the turn before that gave it), valued by the
 * agreement's bands within `paidCap`, the paid days a year of the seniority told (days beyond it are unpaid);
 * nothing without both.
 */
export function sickDaysValued(text: string, ccnl: Ccnl, payText = text, paidCap?: number) {
  const days = SICK_DAYS.test(text) ? count(SICK_DAYS.exec(text)?.[1]) : (namedSickDays(text) ?? Number.NaN);
  const daily = dailyPay(payText) ?? monthlyDay(payText, ccnl)?.daily;
  const bands = ccnl.sick_pay.sickness.bands ?? [];
  if (!daily || !days || days > (paidCap ? 60 : 15) || !bands.length) return undefined;
  const paid = Math.min(days, paidCap ?? days);
  const rows = bands.flatMap((b) => {
    const from = b.from_day;
    const to = Math.min(paid, b.to_day ?? paid);
    if (from > paid || to < from || b.total_pct == null) return [];
    const count = to - from + 1;
    const each = cents((daily * b.total_pct) / 100);
    return [{ from, to, count, pct: b.total_pct, each, total: cents(each * count) }];
  });
  return { days, paid, daily, rows, total: cents(rows.reduce((s, r) => s + r.total, 0)) };
}

export function domesticSickDays(ctx: AgentContext, ccnl: Ccnl | undefined): AgentAnswer | undefined {
  if (!ccnl || !isDomestic(ccnl)) return undefined;
  const text = readable(ctx.message);
  const story = [text, ...(ctx.history ?? []).map(readable)].join(' ');
  // "e se la malattia fosse durata 12 giorni?": a short follow-up changing the days of a turn that asked the sum.
  const before = readable(ctx.history?.at(-1) ?? '');
  const sumAsked =
    /\bquant[oaie]\b/.test(text) ||
    (text.length < 120 && SICK_DAYS.test(text) && /\bquant[oaie]\b/.test(before) && SICK.test(before));
  if (!SICK.test(story) || !sumAsked) return undefined;
  // A follow-up changing the days ("e se stava male 14 giorni?"): the pay from the latest turn that gave it.
  const payText = [text, ...(ctx.history ?? []).map(readable).reverse()].find(
    (t) => dailyPay(t) !== undefined || monthlyDay(t, ccnl) !== undefined,
  );
  // The latest turn that tells the seniority wins ("e se invece era assunta da 4 mesi?" after "da tre anni e mezzo").
  const years = [text, ...(ctx.history ?? []).map(readable).reverse()]
    .map(serviceYearsTold)
    .find((y) => y !== undefined);
  const valued = sickDaysValued(
    text,
    ccnl,
    payText ?? text,
    years === undefined ? undefined : paidSickDays(years),
  );
  if (!valued) return undefined;
  const { days, paid, daily, rows, total } = valued;
  const byMonth = dailyPay(payText ?? text) === undefined ? monthlyDay(payText ?? text, ccnl) : undefined;
  const unpaid =
    days > paid
      ? ` Gli altri ${days - paid} giorni (${/^(?:8|11)$/.test(String(paid + 1)) ? 'dall’' : 'dal '}${paid + 1}° al ${days}°) ${bold('non sono retribuiti')}: oltre i ${paid} giorni pagati nell'anno resta solo la conservazione del posto.`
      : '';
  const sickness = ccnl.sick_pay.sickness;
  const dayText = (r: (typeof rows)[number]) =>
    r.from === r.to ? `Giorno ${r.from}` : `Giorni ${r.from}–${r.to}`;
  return compose({
    answer: `Per ${days} giorni di malattia a ${euro(daily)} al giorno la famiglia le deve ${bold(euro(total))} in tutto: ${rows.map((r) => `${r.count} ${r.count === 1 ? 'giorno' : 'giorni'} al ${r.pct}% (${r.count} × ${euro(r.each)} = ${euro(r.total)})`).join(' e ')}. L'INPS non paga la malattia dei lavoratori domestici: è tutta a carico del datore${entitlement(years)}.${unpaid}`,
    steps: [
      '| Giorni | Quota | Importo |',
      '| --- | --- | ---: |',
      ...rows.map((r) => `| ${dayText(r)} | ${r.pct}% di ${euro(daily)} | ${euro(r.total)} |`),
      `| Totale | | ${euro(total)} |`,
    ],
    assumptions: [
      ...(byMonth
        ? [
            `Paga mensile di ${euro(byMonth.daily * byMonth.divisor)}: il giorno vale 1/${byMonth.divisor} della paga mensile, come il CCNL indica per il lavoratore pagato a mese (${byMonth.rule}).`,
          ]
        : []),
      'I giorni pagati in un anno sono al massimo 8 giorni con anzianità fino a 6 mesi, 10 giorni da 6 mesi a 2 anni, 15 giorni oltre i 2 anni: oltre quel limite la malattia non è retribuita.',
    ],
    citations: citeSources(ccnl, sickness.text ?? '', sickness.article ?? null, sickness.sources),
    related: [],
  });
}
