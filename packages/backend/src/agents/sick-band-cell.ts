import { percent } from '../kb/format.js';
import type { Ccnl } from '../kb/schema.js';
import { ORDINAL_WORDS, ordinalNumber } from '../reader/ordinals.js';
import type { Cell } from './compare-cells.js';

/**
 * A sickness comparison asked for a band of days ("dal 4° al 20° giorno", "il 10° giorno di malattia", "i primi
 * tre giorni"): each agreement's share for that band, read from its day bands, rather than the whole rule
 * cut short. The agreements' bands need not coincide: the one holding the first day asked is given.
 */

// "dal 4° al 20° giorno", "dal 4 al 20 giorno", "dal quarto giorno": the first day of the band asked.
const FROM_TO = /\bdal\s+(\d{1,3})\s*[°º]?\s*(?:giorno\s+)?(?:al|fino al)\s+(\d{1,3})\s*[°º]?\s*(?:giorn|gg)/;
const ONE_DAY = /\b(?:il|al|nel|dal)\s+(\d{1,3})\s*[°º]?\s*(?:giorno|gg)\b/;
const ONE_DAY_WORD = new RegExp(`\\b(?:il|al|nel|dal)\\s+(${ORDINAL_WORDS.join('|')})\\s+giorno\\b`);
const FIRST_DAYS = /\bprimi\s+(\d|due|tre)\s+giorni\b|\bprimo giorno\b|\bcarenza\b/;

/** The first day of an illness the question asks about, if it names one. */
export function askedSickDay(text: string): number | undefined {
  const range = FROM_TO.exec(text);
  if (range) return Number(range[1]);
  const one = ONE_DAY.exec(text);
  if (one) return Number(one[1]);
  // "dal quarto giorno in poi", "dal ventunesimo giorno": the day said in words.
  const word = ONE_DAY_WORD.exec(text);
  const said = word ? ordinalNumber(word[1] ?? '') : undefined;
  if (said !== undefined) return said;
  return FIRST_DAYS.test(text) ? 1 : undefined;
}

type SickBand = NonNullable<Ccnl['sick_pay']['sickness']['bands']>[number];

/** A band's days as written to users: "dal 4° al 20° giorno", "dal 181° giorno". */
export const bandSpan = (b: SickBand): string =>
  b.to_day === null ? `dal ${b.from_day}° giorno` : `dal ${b.from_day}° al ${b.to_day}° giorno`;

/** Who pays a band, when the data splits it: " (50% INPS e 25% azienda)", otherwise nothing. */
export const bandShares = (b: SickBand): string =>
  b.inps_pct !== null && b.employer_pct !== null
    ? ` (${percent(b.inps_pct)} INPS e ${percent(b.employer_pct)} azienda)`
    : '';

/** The agreement's sickness share for the day asked, or undefined when it names no day or has no band. */
export function sickBandCell(ccnl: Ccnl, text: string): Cell | undefined {
  const day = askedSickDay(text);
  if (day === undefined) return undefined;
  const sickness = ccnl.sick_pay.sickness;
  const bandOf = (d: number) =>
    sickness.bands?.find((b) => b.from_day <= d && (b.to_day === null || d <= b.to_day));
  const band = bandOf(day);
  if (!band || band.total_pct === null) return undefined;
  // "dal 4° al 20° giorno e dal 21° al 180°": every band asked, in the order asked.
  const asked = [...text.matchAll(new RegExp(FROM_TO.source, 'g'))].map((m) => bandOf(Number(m[1])));
  const bands = [band, ...asked.filter((b): b is typeof band => !!b && b.total_pct !== null)];
  const figure = [...new Set(bands)]
    .map((b) => {
      return `${percent(b.total_pct ?? 0)} ${bandSpan(b)}${bandShares(b)}`;
    })
    .join('; ');
  return {
    figure,
    value: band.total_pct,
    note: band.note ?? '',
    statement: sickness.text ?? '',
    article: sickness.article ?? null,
    sources: sickness.sources,
  };
}
