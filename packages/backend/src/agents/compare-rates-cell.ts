import { percent } from '../kb/format.js';
import { NATIONAL_HOLIDAYS } from '../kb/public-holidays.js';
import type { Ccnl, RateKind } from '../kb/schema.js';
import { allowanceOfKinds } from './allowance-asked.js';
import type { Cell } from './compare-cells.js';
import { gap } from './compare-increase.js';
import { withoutDeniedOvertime } from './fixs24c.js';

// The weekday overtime named on its own: "straordinario diurno", "straordinario feriale", "quello di giorno".
const WEEKDAY_OVERTIME = /\bstraordinar\w* (?:diurn|ferial|di giorno)|\bferial\w*/;

/** Which surcharges a question asks: overtime by default, night or holiday when it says so. */
export function rateKinds(said: string): RateKind[] {
  const text = withoutDeniedOvertime(said);
  // "se lavora a Ferragosto": a holiday named by its day is holiday work.
  const holiday =
    /festiv|domenic/.test(text) ||
    (/\blavor\w*|\bturn[oi]\b/.test(text) && NATIONAL_HOLIDAYS.some((h) => h.words.test(text)));
  const overtime = /straordinar/.test(text) || (!/notturn|\bnott[ei]\b/.test(text) && !holiday);
  // ("di notte", "per notte ordinaria", "un turno di notte": any night named, as the overtime test above reads it.)
  const night = /notturn|\bnott[ei]\b/.test(text);
  // "di giorno e di notte": both overtime rates, each named.
  if (overtime && night && !holiday && /\bdi giorno\b|\bdiurn/.test(text))
    return ['straordinario', 'straordinario_notturno'];
  // "lo straordinario diurno e quello festivo notturno": the weekday rate named beside the holiday night one.
  if (overtime && night && holiday && WEEKDAY_OVERTIME.test(text))
    return ['straordinario', 'straordinario_notturno_festivo'];
  if (overtime && night && holiday) return ['straordinario_notturno_festivo'];
  if (overtime && night) return ['straordinario_notturno'];
  if (overtime && holiday) return ['straordinario_festivo'];
  if (overtime) return ['straordinario'];
  if (night && holiday) return ['notturno_festivo'];
  return night ? ['notturno'] : ['festivo', 'domenicale'];
}

export function ratesCell(ccnl: Ccnl, text: string): Cell {
  const fact = ccnl.rates;
  const kinds = rateKinds(text);
  const rows = (fact.rates ?? []).filter((r) => kinds.includes(r.kind));
  const allowance = allowanceOfKinds(ccnl, kinds);
  if (!rows.length && allowance)
    return {
      figure: allowance,
      note: '',
      statement: fact.text ?? allowance,
      article: fact.article ?? null,
      sources: fact.sources,
    };
  if (!rows.length)
    return gap(fact.gap ?? (fact.text ? `percentuale non strutturata; il testo dice: ${fact.text}` : null));
  const named = (r: { kind: string }) => (kinds.length > 1 ? ` ${r.kind.replace(/_/g, ' ')}` : '');
  // A rate asked that the agreement's figures lack: said missing, and the cell not ranked against a full one.
  // (Only among overtime rates named one by one: the holiday pair asked by default has no Sunday rate in many.)
  const spelled = kinds.length > 1 && kinds.every((k) => k.startsWith('straordinario'));
  const missing = allowance || !spelled ? [] : kinds.filter((k) => !rows.some((r) => r.kind === k));
  const percents = [
    ...rows.map((r) => `${percent(r.percent)}${named(r)}${r.condition ? ` (${r.condition})` : ''}`),
    ...missing.map((k) => `${k.replace(/_/g, ' ')} non nella base di conoscenza`),
  ].join(', ');
  // Night or holiday work paid by an allowance in euro as well (Cooperative sociali's 12,39 € a night): the
  // allowance first, and no ordering by percent against an agreement that pays a surcharge only.
  const figure = allowance ? `${allowance}; ${percents}` : percents;
  return {
    figure,
    ...(allowance || missing.length ? {} : { value: Math.max(...rows.map((r) => r.percent)) }),
    ...(missing.length ? { partial: true } : {}),
    note: '',
    statement: fact.text ?? figure,
    article: fact.article ?? null,
    sources: fact.sources,
  };
}
