import { MONTHS } from '../kb/format.js';
import { NATIONAL_HOLIDAYS, type NationalHoliday } from '../kb/public-holidays.js';
import type { Ccnl } from '../kb/schema.js';
import { askedClause } from '../reader/asking-clause.js';
import { readable } from '../reader/text.js';
import { type AgentAnswer, citeSources } from './answer.js';
import { bold, compose } from './compose.js';
import type { AgentContext } from './context.js';

/**
 * Session 48 (fixs48b): which holidays a domestic worker is paid, asked by name ("quali sono le festività pagate
 * tra dicembre e l'Epifania?", "che festività cadono a dicembre?", "elenco delle festività retribuite"): the
 * national holidays the agreement pays (art. 16, paid even when not worked) that fall in the span asked, or all
 * of them with Easter Monday and the patron saint when no span is named. The days are the law's
 * (L. 260/1949, src/kb/public-holidays.ts); the agreement's file says they are paid.
 */

const DOMESTIC = 'lavoro-domestico';
const ASKS_WHICH =
  /\b(?:quali|che|quante) (?:sono )?(?:le )?(?:festivita|feste|giorn\w* festiv\w*)\b|\belenc\w* (?:delle |le )?(?:festivita|feste)\b|\bquali (?:giorni )?(?:di festa|festivi)\b/;
/** Whether a day is among the paid holidays: the patron saint or a holiday asked as counted or included. */
const ASKS_IF_COUNTED =
  /\bpatrono\b|\b(?:conta|contano|e compres\w|sono compres\w|rientra|rientrano|e inclus\w|vale) (?:anche )?(?:il |la |lo |l )?(?:giorno|festa|festivita)\b/;
/** The Christmas season named as a whole ("le feste di Natale", "il periodo natalizio"). */
const SEASON = /\bfeste (?:di natale|natalizie)\b|\bperiodo (?:di natale|natalizio|delle feste)\b/;

/** A day of the year as a comparable number (month × 100 + day). */
type Day = number;
const dayOf = (h: NationalHoliday): Day => h.month * 100 + h.day;

/** The days each word of the clause names, in the order said: a holiday's own day, a month's first and last. */
function namedDays(clause: string): { at: number; from: Day; to: Day }[] {
  const found: { at: number; from: Day; to: Day }[] = [];
  for (const h of NATIONAL_HOLIDAYS) {
    const m = new RegExp(h.words.source, 'g').exec(clause);
    if (m) found.push({ at: m.index, from: dayOf(h), to: dayOf(h) });
  }
  MONTHS.forEach((month, i) => {
    for (const m of clause.matchAll(new RegExp(String.raw`\b${month}\b`, 'g'))) {
      // ("6 gennaio" is the holiday's day, not the whole month.)
      if (/\d\s*$/.test(clause.slice(0, m.index))) continue;
      found.push({ at: m.index, from: (i + 1) * 100 + 1, to: (i + 1) * 100 + 31 });
    }
  });
  return found.sort((a, b) => a.at - b.at);
}

/** The span asked, possibly across the year's end; undefined when none is named. */
function askedSpan(clause: string): { from: Day; to: Day } | undefined {
  if (SEASON.test(clause)) return { from: 1201, to: 106 };
  const days = namedDays(clause);
  const first = days[0];
  const last = days.at(-1);
  if (!first || !last) return undefined;
  return { from: first.from, to: last.to };
}

const within = (day: Day, span: { from: Day; to: Day }) =>
  span.from <= span.to ? day >= span.from && day <= span.to : day >= span.from || day <= span.to;

const joined = (names: string[]) =>
  names.length > 1 ? `${names.slice(0, -1).join(', ')} e ${names.at(-1)}` : (names[0] ?? '');

/**
 * "Quante sono le festività pagate?": the count the agreement states opens (its own list: the national days it
 * names, Easter Monday, the patron saint), then a day the law restored after it (San Francesco from 2026).
 */
function countAnswer(
  ccnl: Ccnl,
  rule: string,
  listed: readonly NationalHoliday[],
  clause: string,
): string | undefined {
  const told = /\b(\d+) festivita\b/.exec(readable(rule))?.[1];
  if (!told || !/\bquant[ei]\b/.test(clause)) return undefined;
  const own = listed.filter((h) => h.from === undefined).map((h) => h.name);
  const restored = listed.filter((h) => h.from !== undefined);
  const head = `Nel ${ccnl.short_name} il contratto indica ${bold(`${told} festività retribuite`)}, pagate anche se non lavorate: ${joined([...own, 'il lunedì di Pasqua', 'il santo patrono del luogo'])}.`;
  if (!restored.length) return head;
  const first = restored[0]?.from;
  return `${head} Dal ${first} la legge (L. 8 ottobre 2025, n. 151) ha reso di nuovo festività nazionale ${joined(restored.map((h) => h.name))}: ${Number(told) + restored.length} in tutto.`;
}

export function domesticHolidayList(ctx: AgentContext, ccnl: Ccnl | undefined): AgentAnswer | undefined {
  if (!ccnl || ccnl.id !== DOMESTIC || ctx.documents.length) return undefined;
  const text = readable(ctx.message);
  const questions = text.split(/(?<=\?)/).filter((q) => q.includes('?'));
  // Another question beside the list ("cosa le spetta per quelle ore? e quali sono le festività?") answers first;
  // the list is its own part (multi-part.ts). A question whether a day is among them ("conta anche il santo
  // patrono?") belongs to the list, which names it.
  if (questions.length > 1 && questions.some((q) => !ASKS_WHICH.test(q) && !ASKS_IF_COUNTED.test(q)))
    return undefined;
  const asked = askedClause(text);
  const clause =
    ASKS_WHICH.test(asked) || questions.length < 2
      ? asked
      : (questions.find((q) => ASKS_WHICH.test(q)) ?? '');
  if (!ASKS_WHICH.test(clause)) return undefined;
  const rule = ccnl.rol_ex_festivita?.text;
  if (!rule) return undefined;
  const span = askedSpan(clause.slice(clause.search(ASKS_WHICH)));
  const year = Number(ctx.today.slice(0, 4));
  const held = NATIONAL_HOLIDAYS.filter((h) => (h.from ?? 0) <= year);
  // In a span the holidays follow the calendar from its start (December before January).
  const order = (h: NationalHoliday) =>
    span && span.from > span.to && dayOf(h) < span.from ? dayOf(h) + 1200 : dayOf(h);
  const listed = (span ? held.filter((h) => within(dayOf(h), span)) : held).sort(
    (a, b) => order(a) - order(b),
  );
  if (!listed.length) return undefined;
  const names = listed.map((h) => h.name);
  const list = joined(names);
  const answer = span
    ? `Nel ${ccnl.short_name} le festività retribuite in quel periodo sono ${bold(list)}: pagate anche se non lavorate.`
    : (countAnswer(ccnl, rule, listed, clause) ??
      `Nel ${ccnl.short_name} le festività retribuite sono ${bold(`${list}, il lunedì di Pasqua e il santo patrono del luogo`)}: pagate anche se non lavorate.`);
  return compose({
    answer,
    steps: [
      `Regola del contratto: ${rule.replace(/\.$/, '')}.`,
      'Le date sono quelle delle festività nazionali (L. 27 maggio 1949, n. 260, art. 2).',
    ],
    citations: citeSources(ccnl, `${ccnl.short_name}: ${rule}`, null, ccnl.rol_ex_festivita?.sources ?? []),
    related: [],
  });
}
