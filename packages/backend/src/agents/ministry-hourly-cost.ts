import { euro, italianDate } from '../kb/format.js';
import type { Ccnl } from '../kb/schema.js';
import { parseDate } from '../reader/parse-date.js';
import { readable } from '../reader/text.js';
import { type AgentAnswer, citeSources } from './answer.js';
import { bold, compose } from './compose.js';
import type { AgentContext } from './context.js';

/**
 * The Ministry of Labour's average hourly labour cost of an agreement ("per la gara, il costo medio orario delle
 * tabelle ministeriali delle coop sociali nel 2026?", "quanto costa l'ora di un operatore secondo il decreto del
 * ministero?"): the range in force at the date asked, lowest to highest position, from the decree's tables
 * (`ministry_hourly_cost`). Asked as the ministry's table or as the average hourly cost, never a pay question
 * that only mentions an hour ("la paga oraria").
 */
const MINISTRY_COST =
  /\bcost\w* (?:medio )?orari\w*[^?]{0,80}\b(?:minister\w*|decret\w*|tabell\w*)|\b(?:minister\w*|decret\w*|tabell\w* ministerial\w*)[^?]{0,80}\bcost\w* (?:medio |del lavoro )?orari\w*|\bcosto medio orario\b/;
const YEAR = /\b(20\d\d)\b/;

export function ministryHourlyCost(ctx: AgentContext, ccnl: Ccnl): AgentAnswer | undefined {
  const cost = ccnl.ministry_hourly_cost;
  const text = readable(ctx.message);
  if (!cost || !MINISTRY_COST.test(text)) return undefined;
  // The date asked: a day said, the end of a year said (within today), else today.
  const year = YEAR.exec(text)?.[1];
  const said = parseDate(text);
  const end = `${year}-12-31`;
  const start = `${year}-01-01`;
  const date = said ?? (!year ? ctx.today : end < ctx.today ? end : ctx.today < start ? start : ctx.today);
  const ranges = [...cost.ranges].sort((a, b) => a.from.localeCompare(b.from));
  const current = ranges.filter((r) => r.from <= date).at(-1);
  if (!current) return undefined;
  // The ranges of the same year, when the year asked saw more than one (a year named, not a day).
  const sameYear = year && !said ? ranges.filter((r) => r.from.startsWith(year) && r !== current) : [];
  const range = (r: { min: number; max: number }) => `da ${euro(r.min)} a ${euro(r.max)} l'ora`;
  const answer = `Nel ${ccnl.short_name} il costo medio orario del lavoro delle tabelle ministeriali (${cost.decree}), IRAP esclusa, va ${bold(range(current))} secondo la posizione economica, in vigore dal ${italianDate(current.from)}.`;
  const later = ranges.find((r) => r.from > current.from);
  const steps = [
    ...(sameYear.length
      ? [`Nello stesso anno: ${sameYear.map((r) => `dal ${italianDate(r.from)} ${range(r)}`).join('; ')}.`]
      : []),
    ...(later ? [`Dal ${italianDate(later.from)}: ${range(later)}.`] : []),
    ...(cost.note ? [cost.note] : []),
  ];
  return compose({
    answer,
    steps,
    assumptions: [
      'Riferimento per gare e appalti: il costo effettivo della cooperativa può scostarsi (benefici di legge, accordi di secondo livello).',
    ],
    citations: citeSources(
      ccnl,
      `${ccnl.short_name}: costo medio orario (${cost.decree})`,
      null,
      cost.sources,
    ),
    related: [`Quali sono i minimi del ${ccnl.short_name}?`],
  });
}
