import type { Ccnl } from '../kb/schema.js';
import { wordsToNumber } from '../reader/numbers.js';
import { ORDINAL_WORDS, ordinalNumber } from '../reader/ordinals.js';
import { fold } from '../reader/text.js';

type Rate = NonNullable<Ccnl['rates']['rates']>[number];

/**
 * Which hours a rate covers, read from its condition. `absolute`: the hour of the week counted from the first
 * worked ("oltre la 48ª ora settimanale"); otherwise the rank among the overtime hours ("prime 2 ore").
 */
interface Range {
  from: number;
  to: number;
  absolute: boolean;
  /** "erano tutte prime 2 ore giornaliere": the band the hours fall in, not how many they are. */
  bandOnly?: boolean;
}

/** "3", "tre", "terza", "3ª" (folded: "3a"), "48esima" as a number. */
function count(raw: string | undefined): number | undefined {
  if (!raw) return undefined;
  const digits = /^(\d+)/.exec(raw);
  if (digits) return Number(digits[1]);
  return ordinalNumber(raw) ?? wordsToNumber(raw);
}

const ORDINAL = String.raw`\d{1,2}(?:a|°|\^a)|${ORDINAL_WORDS.join('|')}`;
const NUM = String.raw`(\d+(?:a|°|esima|\^a)?|[a-z]+)`;
const ABSOLUTE_FROM = 25;
const range = (from: number, to: number): Range => ({
  from,
  to,
  absolute: from >= ABSOLUTE_FROM || (to >= ABSOLUTE_FROM && Number.isFinite(to)),
});

/** The hours a rate's condition names, or undefined when it names no band of hours. */
export function bandOf(condition: string | null | undefined): Range | 'following' | undefined {
  if (!condition) return undefined;
  const c = fold(condition);
  let m = new RegExp(`(?:dalla|tra la) ${NUM}(?: ora)? (?:alla|e la) ${NUM}`).exec(c);
  if (m) {
    const a = count(m[1]);
    const b = count(m[2]);
    // "tra la 40ª e la 44ª" are the hours after the 40th, up to the 44th.
    if (a !== undefined && b !== undefined) return range(c.includes('tra la') ? a + 1 : a, b);
  }
  m = new RegExp(`successive alla? (?:prim[ae] )?${NUM}`).exec(c);
  if (m) {
    const n = /successive alla prima\b/.test(c) ? 1 : count(m[1]);
    if (n !== undefined) return range(n + 1, Infinity);
  }
  if (/\bprima ora\b/.test(c)) return range(1, 1);
  m = new RegExp(`prim[ae] ${NUM} ore`).exec(c);
  if (m) {
    const n = count(m[1]);
    if (n !== undefined) return range(1, n);
  }
  m = new RegExp(`fino alla ${NUM} ora`).exec(c);
  if (m) {
    const n = count(m[1]);
    if (n !== undefined) return { from: 0, to: n, absolute: n >= ABSOLUTE_FROM };
  }
  m = new RegExp(`oltre la ${NUM}`).exec(c);
  if (m) {
    const n = count(m[1]);
    if (n !== undefined) return range(n + 1, Infinity);
  }
  if (/\bore successive\b/.test(c)) return 'following';
  return undefined;
}

/** A first hour or hours named against the others ("la prima ora … e le altre", "le prime due ore e le successive"). */
const TIERS_TOLD =
  /\b(?:la|le) prim[ae] (?:ora|(?:\d|due|tre) ore)\b[^?.]{0,80}?\b(?:le|quelle|alle|per le) (?:altre|successive|seguenti|restanti)\b/;
/** A number of overtime hours told ("3 ore in più", "quelle tre ore"). */
const HOURS_COUNT = /\b(?:\d{1,2}(?:[.,]\d)?|due|tre|quattro|cinque|sei) ore\b/;

/** "non oltre le 48 ore", "senza superare le 48 ore", "(mai oltre le 48 ore settimanali)": a bound kept, not hours
 * beyond it; taken out of the folded text. */
export const withoutKeptBound = (folded: string): string =>
  folded.replace(
    /\b(?:non|senza|mai) (?:oltre|dopo|superare|sforare|andare oltre) (?:la|le) \S+(?: ore)?/g,
    ' ',
  );

/** The hours the question asks about: "la terza ora", "la 49ª ora", "dopo le prime due ore", "le prime 2 ore". */
export function askedHours(message: string): Range | undefined {
  const c = withoutKeptBound(fold(message));
  // "la prima ora si paga in un modo e le altre in un altro … quelle 3 ore": the tiers told beside a count of
  // hours, not one hour asked by its rank.
  const tiers = TIERS_TOLD.exec(c);
  if (tiers && HOURS_COUNT.test(c.replace(tiers[0], ' '))) return undefined;
  // "le 6 ore tra la 49a e la 54a", "dalla 41a alla 43a ora": the week's hours named, both ends included.
  let m =
    /\b(?:tra|fra|dalla) (?:la )?(\d{2})(?:a|°|esima)? (?:ora )?(?:e la|alla) (\d{2})(?:a|°|esima)?\b/.exec(
      c,
    );
  if (m) {
    const from = Number(m[1]);
    const to = Number(m[2]);
    if (from >= ABSOLUTE_FROM && to >= from) return range(from, to);
  }
  m = new RegExp(`(?:dopo|oltre) (?:le|la) prim[ae] ${NUM}(?: ore)?`).exec(c);
  if (m) {
    const n = /(?:dopo|oltre) la prima\b/.test(c) ? 1 : count(m[1]);
    if (n !== undefined) return range(n + 1, n + 1);
  }
  // "le 4 ore oltre le 40", "le 3 ore dopo la 40ª": that many hours of the week past the one named (41st-44th).
  m =
    /\b(\d{1,2}|due|tre|quattro|cinque|sei) ore (?:oltre|dopo|eccedenti) (?:le|la) (\d{2})(?:a|°|esima)?\b/.exec(
      c,
    );
  if (m) {
    const [n, from] = [count(m[1]), Number(m[2])];
    if (n !== undefined && n > 0 && n <= 24 && from >= ABSOLUTE_FROM) return range(from + 1, from + n);
  }
  // ("se sforo le 48 ore", "quando supero le 48 ore", "ha superato la 48ª ora di 3 ore": past the week's 48th.)
  m =
    new RegExp(`(?:dopo|oltre|sfor\\w*|super\\w*|ecced\\w*) (?:la|le) ${NUM} or[ae]\\b`).exec(c) ??
    new RegExp(`oltre la ${NUM}`).exec(c);
  if (m) {
    const n = count(m[1]);
    if (n !== undefined && n >= ABSOLUTE_FROM) return range(n + 1, n + 1);
  }
  // "oltre la seconda (ora)", "dopo la terza": the overtime hour after the n-th. "un'ora in più oltre quelle
  // due", "dopo le 2 ore di straordinario": after the overtime hours already counted, never the hours of a
  // working day ("dopo le 8 ore").
  m =
    new RegExp(`(?:dopo|oltre) la (${ORDINAL})\\b`).exec(c) ??
    /(?:dopo|oltre) (?:quelle|queste) (\d|due|tre|quattro)\b|(?:dopo|oltre) le (\d|due|tre|quattro) ore (?:di )?straordinar/.exec(
      c,
    );
  if (m) {
    const n = count(m[1] ?? m[2]);
    if (n !== undefined && n > 0 && n < ABSOLUTE_FROM) return range(n + 1, n + 1);
  }
  m = new RegExp(`\\bprim[ae] ${NUM} ore`).exec(c);
  if (m) {
    const n = count(m[1]);
    // ("tutte nelle prime 2 ore", "prime 2 ore giornaliere", "entro le prime due ore del giorno": the band.)
    const bandOnly =
      /\btutt[ei] (?:\w+ ){0,2}$/.test(c.slice(0, m.index)) ||
      /^ (?:giornalier\w*|al giorno|del giorno|di ogni giorno|per giorno)\b/.test(
        c.slice(m.index + m[0].length),
      );
    if (n !== undefined) return { ...range(1, n), ...(bandOnly ? { bandOnly } : {}) };
  }
  m = new RegExp(
    `\\b(?:la|una|alla|dalla|della|nella|l'|per la)\\s?${NUM}(?: e (?:la )?${NUM})? ora\\b`,
  ).exec(c);
  if (m) {
    const n = count(m[1]);
    if (n !== undefined && n > 0) {
      const to = count(m[2]) ?? n;
      return range(n, Math.max(n, to));
    }
  }
  return undefined;
}

const contains = (band: Range, asked: Range) =>
  band.absolute === asked.absolute && band.from <= asked.from && asked.to <= band.to;

/**
 * The rates of one kind split by the hour's rank, narrowed to the band that holds the hours asked: the first is
 * the one to answer with, and the other bands of that kind are dropped (they do not apply to those hours).
 * Rates come back unchanged when the question names no hour or no band holds it.
 */
export function bandAsked(
  rates: Rate[],
  message: string,
  week: { schedule?: number | undefined; extra?: number | undefined } = {},
): { shown: Rate[]; banded: Rate[]; ranked?: number } {
  // No hour named: the extra hours after the weekly schedule the question states ("fa 40 ore, questa settimana ne
  // fa 43") are the week's hours 41 to 43.
  const { schedule, extra } = week;
  const asked =
    askedHours(message) ??
    (schedule !== undefined && schedule >= ABSOLUTE_FROM && extra !== undefined && extra > 0
      ? range(schedule + 1, schedule + Math.ceil(extra))
      : undefined);
  if (!asked) return { shown: rates, banded: [] };
  const first = rates[0];
  // A live-in worker's hours are not in a band written for those who do not live in.
  const livesIn = /\bconviv/.test(fold(message)) && !/\bnon conviv/.test(fold(message));
  const sameKind = rates.filter(
    (r) => r.kind === first?.kind && !(livesIn && /\bnon conviv/.test(r.condition ?? '')),
  );
  const bands = sameKind.map((r) => ({ r, band: bandOf(r.condition) }));
  const ranged = bands.filter((b): b is { r: Rate; band: Range } => typeof b.band === 'object');
  if (!ranged.length) return { shown: rates, banded: [] };
  // "ore successive" follows the highest band of rank the others state.
  const resolved = bands.map(({ r, band }) => {
    if (band !== 'following') return { r, band };
    const ends = ranged.filter((b) => !b.band.absolute).map((b) => b.band.to);
    return { r, band: ends.length ? range(Math.max(...ends) + 1, Infinity) : undefined };
  });
  const hit = resolved.find((b) => b.band && contains(b.band, asked));
  if (!hit) return { shown: rates, banded: [] };
  const others = sameKind.filter((r) => r !== hit.r);
  // The overtime hours asked by their rank ("la terza ora", "la terza e la quarta ora"): how many they are.
  const ranked =
    !asked.absolute && !asked.bandOnly && Number.isFinite(asked.to) ? asked.to - asked.from + 1 : undefined;
  return {
    shown: [hit.r, ...rates.filter((r) => r.kind !== first?.kind)],
    banded: others,
    ...(ranked ? { ranked } : {}),
  };
}

/**
 * Overtime paid by tiers within one kind ("25% per le prime 2 ore, 30% per le ore successive"; "prima ora" and
 * "ore successive alla prima"): the rate of the first overtime hours, how many it covers, and the rate of the
 * hours after them. Bands of the week's hours ("oltre la 48ª ora settimanale") are not tiers.
 */
export function overtimeTiers<R extends { kind: string; condition?: string | null | undefined }>(
  rates: readonly R[],
  kind: string,
): { first: R; covered: number; next: R } | undefined {
  const same = rates
    .filter((r) => r.kind === kind && r.condition)
    .map((r) => ({ r, band: bandOf(r.condition) }));
  const first = same.find(
    (b): b is { r: R; band: Range } => typeof b.band === 'object' && !b.band.absolute && b.band.from === 1,
  );
  if (!first) return undefined;
  const covered = first.band.to;
  const next = same.find(
    ({ r, band }) =>
      r !== first.r &&
      (band === 'following' || (typeof band === 'object' && !band.absolute && band.from === covered + 1)),
  );
  return next ? { first: first.r, covered, next: next.r } : undefined;
}
