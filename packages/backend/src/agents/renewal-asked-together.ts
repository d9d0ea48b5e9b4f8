import { addDays, euro, italianDate, MONTH_NAMES } from '../kb/format.js';
import { increasesOf, renewalSteps } from '../kb/increases.js';
import { findLevel, levelPayAt } from '../kb/pay.js';
import type { Ccnl, Increase, PayRow } from '../kb/schema.js';
import { DIFFERENCES_OVER_MONTHS } from '../reader/arrears-asked.js';
import type { TypedRequest } from '../reader/request.js';
import { readable } from '../reader/text.js';
import { type AgentAnswer, citeSources } from './answer.js';
import { bold, compose } from './compose.js';
import { type AgentContext, targetAgreements } from './context.js';
import { validityLine } from './renewal.js';
import { besideTranche } from './renewal-beside.js';
import { levelShort } from './shared/levels.js';

const MONTHS = MONTH_NAMES.split('|');
const monthOf = (name: string) => String(MONTHS.indexOf(name) + 1).padStart(2, '0');

// "tra la tranche di luglio 2025 e quella di luglio 2026", "nel 2026 tra marzo e novembre", "da marzo a novembre 2026".
const RANGE = new RegExp(
  String.raw`\b(?:tra|fra|da|dalla tranche di|dal mese di) (?:la tranche di |il mese di |l'aumento di )?(${MONTH_NAMES})(?: (20\d\d))? (?:e|a|alla tranche di) (?:quella di |la tranche di |il mese di )?(${MONTH_NAMES})(?: (20\d\d))?`,
);
const YEAR = /\b(?:nel|del|durante il|per il) (20\d\d)\b/;

const MONTH_YEAR = new RegExp(String.raw`\b(${MONTH_NAMES}) (20\d\d)\b`, 'g');
const TOTAL_ASKED = /\bin totale\b|\bin tutto\b|\bcomplessiv\w*|\bsommat\w*|\bsomma(?:no|re)?\b/;
// ("escludendo quanto già erogato a giugno 2025"): a month left out of the sum.
const LEFT_OUT =
  /\b(?:esclud\w*|esclus[oaie]|tranne|senza contare|gia (?:erogat|pagat|scattat|pres)\w*)\b[^,;:()]*$/;
// ("quanto ho preso in più rispetto a giugno 2025"): the month the sum starts after.
const BASE = /\brispetto (?:a|al mese di|alla busta di)\s*$/;

/**
 * The tranches named by their months with their total asked ("per giugno 2026, giugno 2027 e giugno 2028 … quanto
 * fanno in totale", months left out said apart), or the rise since a month ("a luglio 2026 quanto ho preso in più
 * in tutto rispetto a giugno 2025": the tranches after it up to the month named).
 */
function monthsAsked(text: string): { from: string; to: string } | undefined {
  if (!TOTAL_ASKED.test(text)) return undefined;
  const named: string[] = [];
  let base: string | undefined;
  for (const m of text.matchAll(MONTH_YEAR)) {
    const before = text.slice(Math.max(0, (m.index ?? 0) - 60), m.index);
    const month = `${m[2]}-${monthOf(m[1] ?? '')}`;
    if (BASE.test(before)) base = month;
    else if (!LEFT_OUT.test(before)) named.push(month);
  }
  const months = [...new Set(named)].sort();
  const [first, last] = [months[0], months.at(-1)];
  if (!first || !last) return undefined;
  if (base && base < first) {
    const [y, mo] = base.split('-').map(Number) as [number, number];
    const after = mo === 12 ? `${y + 1}-01` : `${y}-${String(mo + 1).padStart(2, '0')}`;
    return { from: after, to: last };
  }
  return months.length >= 2 && !base ? { from: first, to: last } : undefined;
}

/** The months of a range of tranches the question asks, inclusive ("2025-07", "2026-07"). */
function rangeAsked(text: string): { from: string; to: string } | undefined {
  const m = RANGE.exec(text);
  if (!m?.[1] || !m[3]) return monthsAsked(text);
  const year = YEAR.exec(text)?.[1];
  const fromYear = m[2] ?? m[4] ?? year;
  const toYear = m[4] ?? m[2] ?? year;
  if (!fromYear || !toYear) return undefined;
  const from = `${fromYear}-${monthOf(m[1])}`;
  const to = `${toYear}-${monthOf(m[3])}`;
  return from < to ? { from, to } : undefined;
}

function levelOf(ctx: AgentContext, req: TypedRequest, ccnl: Ccnl): string | undefined {
  return req.slots.level && ccnl.levels.some((l) => l.level === req.slots.level)
    ? req.slots.level
    : findLevel(ccnl, ctx.message);
}

const cite = (ccnl: Ccnl) =>
  citeSources(
    ccnl,
    `Rinnovo del ${ccnl.short_name}: ${ccnl.validity.text}`,
    ccnl.validity.article ?? null,
    ccnl.validity.sources,
  );

/**
 * The sum of a renewal's tranches between two months, both included ("tra la tranche di luglio 2025 e quella di
 * luglio 2026 comprese", "nel 2026 tra marzo e novembre"): the tranches the sources state at the level, else the
 * steps of the level's tables. Undefined unless the question names such a range and a level with tranches in it.
 */
export function trancheRangeAnswer(ctx: AgentContext, req: TypedRequest): AgentAnswer | undefined {
  const text = readable(ctx.message);
  // Arrears of a tranche not applied over months are another answer (renewal-arrears.ts).
  // ("le differenze sul minimo per le mensilità da giugno a novembre": arrears said without the word.)
  if (/arretrat|\b(?:mai|non) (?:applicat|pagat|corrispost)/.test(text) || DIFFERENCES_OVER_MONTHS.test(text))
    return undefined;
  const range = rangeAsked(text);
  const ccnl = targetAgreements(ctx).agreements[0];
  if (!range || !ccnl) return undefined;
  const level = levelOf(ctx, req, ccnl) ?? increasesOf(ccnl).find((i) => i.level)?.level;
  const whole = (i: Increase) => !!i.tranches?.length && i.tranches.every((t) => t.amount !== undefined);
  // No level asked nor stated, the renewal's parameter named ("a parametro 137"): its own tranches in euro there.
  const stated = level
    ? increasesOf(ccnl, level).find((i) => i.level === level && whole(i))
    : /\bparametro\b/.test(text)
      ? increasesOf(ccnl).find((i) => !i.level && i.unit === 'euro' && whole(i))
      : undefined;
  if (!level && !stated) return undefined;
  const all = stated
    ? (stated.tranches ?? []).map((t) => ({ from: t.from, amount: t.amount ?? 0 }))
    : renewalSteps(ccnl, level ?? '').map((s) => ({ from: s.from, amount: s.amount }));
  const inRange = all.filter((t) => t.from.slice(0, 7) >= range.from && t.from.slice(0, 7) <= range.to);
  if (!inRange.length) return undefined;
  const total = Math.round(inRange.reduce((s, t) => s + t.amount, 0) * 100) / 100;
  const list = inRange.map((t) => `${euro(t.amount)} dal ${italianDate(t.from)}`).join(', ');
  const span = `tra ${italianDate(range.from)} e ${italianDate(range.to)} (comprese)`;
  const what = stated
    ? `${stated.measure} ${stated.reference}`
    : `aumento del minimo mensile del ${levelShort(level ?? '')}`;
  return compose({
    answer: `Nel ${ccnl.short_name} le tranche ${span} sommano ${bold(euro(total))} di ${what}: ${list}.${level ? tablesAcross(ccnl, level, inRange, total) : ''}`,
    steps: [
      `Tutte le tranche del rinnovo: ${all.map((t) => `${euro(t.amount)} dal ${italianDate(t.from)}`).join(', ')}${stated ? `; a regime ${euro(stated.amount)}` : ''}.`,
      `Somma delle tranche ${span}: ${inRange.map((t) => euro(t.amount)).join(' + ')} = ${euro(total)}.`,
    ],
    citations: cite(ccnl),
    related: [`Quali sono le tranche di aumento del ${ccnl.short_name}?`],
  });
}

/**
 * "di quanto è salito il minimo da gennaio 2025 a gennaio 2026?": the level's minimum before the first tranche of
 * the range and after its last, with the items of each row ("minimo contrattuale 1.703,16 € + EPA 23,33 €"), when
 * the tables step by the sum.
 */
function tablesAcross(ccnl: Ccnl, level: string, tranches: { from: string }[], total: number): string {
  const first = tranches[0]?.from;
  const last = tranches.at(-1)?.from;
  if (!first || !last) return '';
  const before = levelPayAt(ccnl, level, addDays(first.slice(0, 10), -1));
  const after = levelPayAt(ccnl, level, last.slice(0, 10));
  if (!before || !after || before.table.effective_from >= after.table.effective_from) return '';
  if (Math.abs(after.row.amount - before.row.amount - total) > 0.005) return '';
  const items = (row: PayRow) =>
    row.components.length > 1
      ? ` (${row.components.map((c) => `${c.label.split(' (')[0]} ${euro(c.amount)}`).join(' + ')})`
      : '';
  return ` Il minimo mensile del ${levelShort(level)} passa da ${euro(before.row.amount)}${items(before.row)} a ${euro(after.row.amount)}${items(after.row)}, tabella dal ${italianDate(after.table.effective_from)}.`;
}

const ROMAN = ['', 'i', 'ii', 'iii', 'iv', 'v', 'vi', 'vii', 'viii'];
const ORDINAL = ['', 'primo', 'secondo', 'terzo', 'quarto', 'quinto', 'sesto', 'settimo', 'ottavo'];

/** Whether the question names a level: "IV livello", "4° livello", "livello 4", "quarto livello", "livello D". */
function levelNamed(text: string, level: string): boolean {
  const n = Number(level);
  const names = Number.isInteger(n) && n > 0 && n < 9 ? [level, ROMAN[n], ORDINAL[n]] : [level.toLowerCase()];
  return names.some((name) =>
    new RegExp(
      String.raw`\b(?:livello|liv\.?|categoria) ${name}\b|\b${name}(?:°|º|\^)? (?:livello|liv\b)`,
    ).test(text),
  );
}

/**
 * The renewal's whole increase asked for two or more levels that each have their own stated figure ("per una GPG
 * di IV livello e per il livello D dei servizi di sicurezza"): each figure, in the order of the sources, and the
 * agreement's validity when the same question asks when it expires ("e la scadenza del contratto?").
 */
export function levelsIncreaseAnswer(ctx: AgentContext, req: TypedRequest): AgentAnswer | undefined {
  const text = readable(ctx.message);
  if (!/a regime|complessiv|in tutto|\btotale\b/.test(text)) return undefined;
  const ccnl = targetAgreements(ctx).agreements[0];
  if (!ccnl) return undefined;
  const named = increasesOf(ccnl).filter(
    (i): i is Increase & { level: string } => !!i.level && levelNamed(text, i.level),
  );
  if (new Set(named.map((i) => i.level)).size < 2) return undefined;
  const parts = named.map((i) => `${bold(euro(i.amount))} di ${i.measure} ${i.reference}`);
  const notes = named.flatMap((i) => (i.note ? [i.note] : []));
  const expiry = /\bscad\w*|\bvigenz\w*|\bfino a quando\b|\bvalidit\w*/.test(text)
    ? ` ${validityLine(ccnl, ctx.today, true)}`
    : '';
  // "e su che arco temporale?": the span of the tranches (renewal-beside.ts).
  const beside = besideTranche(ctx, req);
  return compose({
    answer: `Nel ${ccnl.short_name} l'ultimo rinnovo porta un aumento a regime di ${parts.slice(0, -1).join(', ')} e di ${parts.at(-1)}.${expiry}${beside ? ` ${beside.line}` : ''}`,
    steps: [
      `Ultimo rinnovo del ${ccnl.short_name}: ${ccnl.validity.last_renewal.replace(/\.$/, '')}.`,
      ...notes,
    ],
    citations: [...cite(ccnl), ...(beside?.citations ?? [])],
    related: [`Quali sono le tranche di aumento del ${ccnl.short_name}?`],
  });
}
