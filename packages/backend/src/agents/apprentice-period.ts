import type { Ccnl } from '../kb/schema.js';
import { ORDINAL_WORDS, ordinalNumber } from '../reader/ordinals.js';
import { readable } from '../reader/text.js';

type PayRow = NonNullable<Ccnl['apprenticeship']['pay']>[number];

// "27°", "27º", "27o", "27esimo" and the shorthand "27mo" / "27imo".
export const ORDINAL = `(\\d{1,2})\\s*(?:°|º|esimo|i?mo|o)?|${ORDINAL_WORDS.join('|')}`;
export const count = (raw: string) => ordinalNumber(raw) ?? Number.parseInt(raw, 10);

/** The months an apprenticeship period covers: "primo anno", "mesi 13-24", "dal 25° mese", "3° semestre". */
export function periodMonths(period: string): [number, number] | undefined {
  const text = readable(period);
  const span = /mesi (\d+)\s*-\s*(\d+)/.exec(text);
  if (span) return [Number(span[1]), Number(span[2])];
  const from = /dal (\d+)\s*[°º]? mese/.exec(text);
  if (from) return [Number(from[1]), Number.POSITIVE_INFINITY];
  const years = [...text.matchAll(new RegExp(`\\b(${ORDINAL})\\b`, 'g'))].map((m) => count(m[1] ?? ''));
  const unit = /semestr/.test(text) ? 6 : /\banno\b|\banni\b/.test(text) ? 12 : undefined;
  if (!unit || !years.length || years.some(Number.isNaN)) return undefined;
  return [(Math.min(...years) - 1) * unit + 1, Math.max(...years) * unit];
}

/** The rank of a pay row written as a numbered period of no fixed months: "primo periodo" → 1. */
const periodRank = (row: PayRow): number | undefined => {
  const m = new RegExp(`^(${ORDINAL})\\s+periodo\\b`).exec(readable(row.period));
  const n = m?.[1] ? count(m[1]) : Number.NaN;
  return Number.isNaN(n) ? undefined : n;
};

/**
 * The pay row of the period the question names, where the agreement numbers its periods without fixed months
 * (Metalmeccanici industria: "primo periodo 85%", the periods' lengths follow the apprenticeship's): "nel terzo
 * periodo", "è nel 2° periodo", "nell'ultimo periodo". Undefined when the rows are not numbered periods or the
 * question names none.
 */
export function namedPeriodRow(message: string, rows: readonly PayRow[]): PayRow | undefined {
  const ranked = rows.filter((r) => periodRank(r) !== undefined);
  if (!ranked.length) return undefined;
  const text = readable(message);
  const asked = new RegExp(`\\b(${ORDINAL}|ultimo)(?: e (?:ultimo|finale))?\\s+periodo\\b`).exec(text);
  if (!asked?.[1]) return undefined;
  const rank = asked[1] === 'ultimo' ? Math.max(...ranked.map((r) => periodRank(r) ?? 0)) : count(asked[1]);
  return ranked.find((r) => periodRank(r) === rank);
}

/**
 * The numbered period holding a month, when the periods have no fixed months and the apprenticeship's length is
 * known ("apprendistato di 36 mesi"): the length split into periods of equal length, an assumption to be said
 * (Metalmeccanici industria: three periods, so 12 months each over 36). Undefined when the rows are not
 * numbered periods.
 */
export function equalPeriodRow(
  rows: readonly PayRow[],
  month: number,
  length: number,
): { row: PayRow; from: number; to: number } | undefined {
  const ranked = rows.filter((r) => periodRank(r) !== undefined);
  if (ranked.length < 2 || month > length) return undefined;
  const span = length / ranked.length;
  const rank = Math.ceil(month / span);
  const row = ranked.find((r) => periodRank(r) === rank);
  return row ? { row, from: Math.round((rank - 1) * span) + 1, to: Math.round(rank * span) } : undefined;
}

/** The apprenticeship's length the turn states: "apprendistato di 36 mesi", "durata 24 mesi", "3 anni". */
export function statedLength(text: string): number | undefined {
  const m =
    /\b(?:apprendistato|durata|dura|contratto)\b[^.?;]{0,25}?\b(\d{1,2}) (mesi|anni)\b/.exec(text) ??
    /\b(\d{1,2}) (mesi|anni) di apprendistato\b/.exec(text);
  if (!m?.[1]) return undefined;
  const n = Number(m[1]) * (m[2] === 'anni' ? 12 : 1);
  return n >= 6 && n <= 60 ? n : undefined;
}
