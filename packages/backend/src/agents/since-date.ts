import { euro, italianDate, MONTH_NAMES } from '../kb/format.js';
import { increasesOf } from '../kb/increases.js';
import { levelPayAt } from '../kb/pay.js';
import type { Ccnl } from '../kb/schema.js';
import { parseDate } from '../reader/parse-date.js';
import { asksPastValue } from '../reader/story-month.js';
import { readable } from '../reader/text.js';
import { bold } from './compose.js';
import { levelShort } from './shared/levels.js';

// "rispetto al minimo del 1° giugno 2025", "dal 2024 a oggi", "da gennaio fino ad oggi": the question weighs the
// minimum at a later date against the one at the date it names, not the tranche that starts on that date.
const SINCE =
  /\brispetto (?:a|al|allo|alla|ai|agli|alle|all')\b|\b(?:a|ad|fino a|fino ad) (?:oggi|adesso|ora)\b/;
const YEAR = /\b(20\d\d)\b/;
// "di quanto è aumentato", "quanto è salito", "di quanto è cresciuto": the rise since the date asked.
const RISE =
  /\b(?:di )?quanto (?:e |sono |si e )?(?:aumentat|salit|cresciut|cambiat)\w*|\bdifferenza\b|\bl'aumento\b/;

// "l'aumento di marzo 2026", "l'aumento al 5° livello da giugno 2026", "l'aumento del livello F da gennaio 2026".
const TRANCHE_OF_MONTH = new RegExp(
  String.raw`\b(?:l'aumento|la tranche|l'incremento)\b[^?.;]{0,30}? (?:di|del|dal|da|a) (?:mese di )?(?:${MONTH_NAMES}) 20\d\d\b`,
);

/** The minimum at the date asked ("era **1.783,75 €**"), then how much it rose to the later date. */
function pastValueLine(
  ccnl: Ccnl,
  level: string,
  from: string,
  later: string,
  lead: boolean,
): string | undefined {
  const before = levelPayAt(ccnl, level, from);
  const after = levelPayAt(ccnl, level, later);
  if (!before || !after) return undefined;
  const then = euro(before.row.amount);
  const opening = `Nel ${ccnl.short_name} il minimo mensile del ${levelShort(level)} al ${italianDate(from)} era ${lead ? bold(then) : then} (tabella dal ${italianDate(before.table.effective_from)})`;
  if (before.table === after.table) return `${opening}, lo stesso di oggi: da allora non è cambiato.`;
  const rise = Math.round((after.row.amount - before.row.amount) * 100) / 100;
  return `${opening}; al ${italianDate(later)} è ${euro(after.row.amount)} (tabella dal ${italianDate(after.table.effective_from)}): è ${rise >= 0 ? 'salito' : 'sceso'} di ${euro(Math.abs(rise))}.`;
}

/** The later date of the two compared: a date or year the conversation named before (within today), else today. */
function laterDate(previous: string | undefined, earlier: string, today: string): string {
  const said = previous ? (parseDate(previous) ?? YEAR.exec(previous)?.[1]) : undefined;
  if (!said) return today;
  const day = said.length === 4 ? (`${said}-12-31` < today ? `${said}-12-31` : today) : said;
  return day > earlier ? day : today;
}

/**
 * How much a level's minimum rose between the date the question names and the conversation's date (or today):
 * "E rispetto al minimo del 1° giugno 2025, di quanto è salito?" after the 2026 minimum was asked. Undefined when
 * the question does not weigh two dates or either table is missing.
 */
export function sinceLine(
  ccnl: Ccnl,
  level: string | undefined,
  earlier: string | undefined,
  message: string,
  previous: string | undefined,
  today: string,
  lead: boolean,
): string | undefined {
  const text = readable(message);
  // "l'anno scorso a novembre quant'era? di quanto è aumentato?": the minimum then, and its rise since.
  // ("di quanto era l'aumento di marzo 2026?" asks that month's tranche, not the minimum then.)
  if (level && earlier && asksPastValue(text) && RISE.test(text) && !TRANCHE_OF_MONTH.test(text))
    return pastValueLine(ccnl, level, earlier, laterDate(undefined, earlier, today), lead);
  const asked = level ? SINCE.exec(text) : null;
  if (!level || !asked) return undefined;
  // "da quando hanno rinnovato nel 2024 fino ad oggi": the sum of the renewal's tranches already in force.
  const sinceRenewal = SINCE_RENEWAL.test(text) ? renewalTranchesSince(ccnl, level, today) : undefined;
  if (sinceRenewal) return sinceRenewal(lead);
  // "dal 2025 a oggi", "rispetto al 2024": a year alone starts on its 1st of January.
  const from = earlier ?? (YEAR.exec(text)?.[1] ? `${YEAR.exec(text)?.[1]}-01-01` : undefined);
  if (!from) return undefined;
  // "rispetto a dicembre 2025" must name the earlier date itself: "a gennaio 2026 rispetto a dicembre" asks
  // the tranche of the date read, which is the later one.
  if (asked[0].startsWith('rispetto')) {
    const after = text.slice(asked.index);
    const named = parseDate(after) ?? YEAR.exec(after)?.[1];
    if (!named || !from.startsWith(named.length === 4 ? named : named.slice(0, 7))) return undefined;
  }
  const later = laterDate(previous, from, today);
  // "da gennaio 2027 aumento rispetto ad oggi": a date still to come is the tranche's, not a past start.
  if (later < from) return undefined;
  const tranches = asked[0].startsWith('rispetto')
    ? undefined
    : tranchesSince(ccnl, level, from, later, text);
  if (tranches) return tranches(lead);
  const before = levelPayAt(ccnl, level, from);
  const after = levelPayAt(ccnl, level, later);
  if (!before || !after || before.table === after.table) return undefined;
  const rise = Math.round((after.row.amount - before.row.amount) * 100) / 100;
  const amount = euro(Math.abs(rise));
  return `Nel ${ccnl.short_name} il minimo mensile del ${levelShort(level)} è ${rise >= 0 ? 'salito' : 'sceso'} di ${lead ? bold(amount) : amount} tra il ${italianDate(from)} e il ${italianDate(later)}: da ${euro(before.row.amount)} (tabella dal ${italianDate(before.table.effective_from)}) a ${euro(after.row.amount)} (tabella dal ${italianDate(after.table.effective_from)}).`;
}

// "da quando hanno rinnovato", "dal rinnovo del 2024", "dall'ultimo rinnovo": the start is the renewal's first tranche.
const SINCE_RENEWAL =
  /\b(?:da quando (?:(?:l'|lo |il |hanno |ha |e stato |sono |c'e stato |\w+ )){0,3}rinnov\w*|dal(?:l'ultimo)? rinnovo|dall'(?:ultimo )?accordo)\b/;

/** The euro increase a renewal states for the level itself, with every tranche's amount. */
const levelIncrease = (ccnl: Ccnl, level: string) =>
  increasesOf(ccnl, level).find(
    (i) => i.unit === 'euro' && i.level === level && (i.tranches ?? []).every((t) => t.amount !== undefined),
  );

/**
 * "in tutto, da quando hanno rinnovato fino ad oggi, quanto è salito il 4°?": the tranches in force by today,
 * summed; those still to come are named as such, never counted (h466: 130 € at FIPE's 4° livello, not the 200 €
 * of the whole renewal). Undefined when the renewal states no tranche at the level asked.
 */
function renewalTranchesSince(
  ccnl: Ccnl,
  level: string,
  today: string,
): ((lead: boolean) => string) | undefined {
  const increase = levelIncrease(ccnl, level);
  const tranches = increase?.tranches ?? [];
  const done = tranches.filter((t) => t.from <= today);
  const first = done[0];
  if (!increase || !first) return undefined;
  const total = Math.round(done.reduce((sum, t) => sum + (t.amount ?? 0), 0) * 100) / 100;
  const list = (ts: typeof tranches) =>
    ts.map((t) => `${euro(t.amount ?? 0)} dal ${italianDate(t.from)}`).join(', ');
  const later = tranches.filter((t) => t.from > today);
  const rest = later.length ? ` Non ancora in vigore al ${italianDate(today)}: ${list(later)}.` : '';
  return (lead) =>
    `Nel ${ccnl.short_name} il minimo mensile del ${levelShort(level)} è salito in tutto di ${lead ? bold(euro(total)) : euro(total)} dal ${italianDate(first.from)} al ${italianDate(today)}, sommando le tranche del rinnovo già in vigore: ${list(done)}.${rest}`;
}

// "dal dicembre 2024 a oggi", "da luglio 2025 ad oggi": the month said counts from its start, its own tranche too.
const FROM_MONTH = new RegExp(
  String.raw`\b(?:dal|da|dall'|dalla) (?:\d{1,2}°? )?(?:mese di )?(?:${MONTH_NAMES})\b`,
);

/**
 * "in tutto dal dicembre 2024 a oggi quanto è aumentato il 4° livello?": the rise counts the tranche of the
 * month said, which the table in force that month already holds. At the renewal's reference level, the sum of
 * the tranches its sources give from that month to the later date (h93-areamecc-totale: 50 + 25 + 25 + 20 € at
 * the 4° livello of the Area Meccanica, without the AFAC advance merged into the minimums). Undefined when the
 * month said starts no tranche, or the level is not the one the tranches are stated for.
 */
function tranchesSince(
  ccnl: Ccnl,
  level: string,
  from: string,
  later: string,
  text: string,
): ((lead: boolean) => string) | undefined {
  if (!FROM_MONTH.test(text)) return undefined;
  const increase = levelIncrease(ccnl, level);
  const steps = (increase?.tranches ?? []).filter(
    (t) => t.from.slice(0, 7) >= from.slice(0, 7) && t.from <= later,
  );
  const first = steps[0];
  if (!increase || !first || first.from.slice(0, 7) !== from.slice(0, 7)) return undefined;
  const total = Math.round(steps.reduce((sum, t) => sum + (t.amount ?? 0), 0) * 100) / 100;
  const each = steps.map((t) => `${euro(t.amount ?? 0)} dal ${italianDate(t.from)}`).join(', ');
  return (lead) =>
    `Nel ${ccnl.short_name} il minimo mensile del ${levelShort(level)} è salito in tutto di ${lead ? bold(euro(total)) : euro(total)} dal ${italianDate(first.from)} al ${italianDate(later)}, sommando le tranche del rinnovo: ${each}.`;
}
