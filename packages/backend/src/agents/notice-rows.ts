import type { Ccnl } from '../kb/schema.js';
import { levelShort } from './shared/levels.js';
import { type NoticeGroup, TRAVELLING_ROW } from './worker-group.js';

/**
 * Reading an agreement's notice rows: the band of years of service a row covers, the weekly-hours band of the
 * agreements whose notice goes by schedule (domestic work), and the resignation term a row gives as a share of
 * the dismissal's ("metà del termine"). One place for the topic answer and the domestic answer.
 */

export type NoticeRow = NonNullable<Ccnl['notice']['by_level']>[number];

/** A band for any length of service ("qualsiasi anzianità (operai)"). */
const anySeniority = (band: string): boolean => /\b(?:qualsiasi|ogni|qualunque) anzianit/i.test(band);

/** One row for any length of service: the term holds whatever the years. */
export const oneBandForAll = (rows: readonly { seniority: string }[]): boolean =>
  rows.length === 1 && anySeniority(rows[0]?.seniority ?? '');

/**
 * How the notice sentence names the service asked: the years and their band, or, for one band covering any length
 * of service with no years told, that the years do not matter.
 */
export const serviceSaid = (years: number | undefined, band: string, yearsText: string): string =>
  years === undefined
    ? `, qualunque sia l'anzianità,`
    : ` con ${yearsText} ${yearsText === '1' ? 'anno' : 'anni'} di anzianità (${band})`;

/** Whether a seniority band ("fino a 5 anni", "oltre 5 e fino a 10 anni", "oltre 10 anni") holds `years`. */
export function inSeniorityBand(band: string, years: number): boolean {
  const text = band.toLowerCase();
  // "qualsiasi anzianità (operai)": one band for every length of service.
  if (anySeniority(text)) return true;
  // "da 5 a 10 anni (compiuti)": past the first number, up to the second.
  const range = /\bda (\d+) a (\d+) anni/.exec(text);
  if (range) return years > Number(range[1]) && years <= Number(range[2]);
  const over = /oltre (?:i |il )?(\d+)/.exec(text);
  const upTo = /fino a(?:i|l)? (\d+)/.exec(text);
  if (!over && !upTo) return false;
  return (!over || years > Number(over[1])) && (!upTo || years <= Number(upTo[1]));
}

const HOURS_BAND = /^(almeno|meno di|fino a|oltre) (\d+) ore settimanali$/;

/** Rows written for a weekly schedule ("almeno 25 ore settimanali", "meno di 25 ore settimanali"). */
export function inHoursBand(levels: readonly string[], hours: number | undefined): boolean {
  if (hours === undefined) return false;
  return levels.some((l) => {
    const m = HOURS_BAND.exec(l);
    if (!m) return false;
    const n = Number(m[2]);
    return m[1] === 'almeno'
      ? hours >= n
      : m[1] === 'meno di'
        ? hours < n
        : m[1] === 'fino a'
          ? hours <= n
          : hours > n;
  });
}

/** A band open upwards ("almeno 25 ore settimanali"): where a live-in job, full time by nature, belongs. */
const openUpwards = (levels: readonly string[]) => levels.some((l) => /^(?:almeno|oltre) /.test(l));

/**
 * The row of a schedule-based notice for the weekly hours said (or living in, without hours) and the years of
 * service; undefined when either is unknown or no row holds them.
 */
export function hoursNoticeRow(
  rows: readonly NoticeRow[],
  asked: { weeklyHours?: number | undefined; livingIn?: boolean | undefined; years?: number | undefined },
): NoticeRow | undefined {
  const { weeklyHours, livingIn, years } = asked;
  if (years === undefined || (weeklyHours === undefined && !livingIn)) return undefined;
  return rows
    .filter((r) => (weeklyHours !== undefined ? inHoursBand(r.levels, weeklyHours) : openUpwards(r.levels)))
    .find((r) => inSeniorityBand(r.seniority, years));
}

/** The days of a term ("15 giorni di calendario" → 15). */
export function termDays(value: string | null | undefined): number | undefined {
  const m = /(\d+)\s+giorni/.exec(value ?? '');
  return m ? Number(m[1]) : undefined;
}

// ("la metà del termine di licenziamento (art. 36)": Logistica's clerks, a term in months and days.)
const HALF = /^(?:la )?met[aà] del termine\b/;

/** A row's resignation term in days: half the dismissal's when the row says "metà del termine". */
export function resignationDays(row: NoticeRow): { days: number; halved: boolean } | undefined {
  const dismissal = /\bmes/.test(row.licenziamento ?? '') ? undefined : termDays(row.licenziamento);
  if (row.dimissioni && HALF.test(row.dimissioni))
    return dismissal === undefined ? undefined : { days: dismissal / 2, halved: true };
  const own = termDays(row.dimissioni);
  return own === undefined ? undefined : { days: own, halved: false };
}

/** "metà del termine" on resignation: half of the dismissal notice, said with its figure. */
export function resolvedSide(
  value: string | null | undefined,
  dismissal: string | null | undefined,
): string | undefined {
  if (!value || !HALF.test(value) || !dismissal) return value ?? undefined;
  // A term in months is not cut into fractions of a month: half of it, with the dismissal's term said.
  if (/\bmes/.test(dismissal)) return `metà del termine di licenziamento di ${dismissal}`;
  const m = /^(\d+) (.+)$/.exec(dismissal);
  if (!m) return value;
  const half = Number(m[1]) / 2;
  return `${String(half).replace('.', ',')} ${m[2]} (metà dei ${dismissal})`;
}

/**
 * "quanti giorni di preavviso devo dare?" with no level (and no years of service) where the agreement's notice
 * goes by level and by seniority (Cooperative sociali: A1-B1 15 days up to 3 years, C1-F2 up to 90): the details
 * the exact term needs, asked after the rule. Empty when the terms do not change with what is missing.
 */
export function noticeDetailsAsk(
  ccnl: Ccnl,
  level: string | undefined,
  years: number | undefined,
  group?: 'operai' | 'impiegati',
): string {
  // A row labelled for the other group ("impiegati, fino a 5 anni" asked by an operaio) is not the asker's.
  const other = group === 'operai' ? /\bimpiegat/ : group === 'impiegati' ? /\boperai/ : undefined;
  const rows = (ccnl.notice.by_level ?? []).filter(
    (r) => !r.levels.some((l) => HOURS_BAND.test(l)) && !other?.test(r.seniority),
  );
  const terms = (of: NoticeRow[]) => new Set(of.map((r) => `${r.licenziamento}|${r.dimissioni}`)).size;
  const groups = [...new Set(rows.map((r) => r.levels.join(', ')))];
  const bands = [...new Set(rows.map((r) => r.seniority))];
  const byLevel =
    level === undefined &&
    groups.length > 1 &&
    bands.some((b) => terms(rows.filter((r) => r.seniority === b)) > 1);
  // With the level told, only its own rows decide whether the years matter (a Tessile operaio has no clerks' bands).
  const key = (l: string) => l.toLowerCase().replace(/[^a-z0-9]/g, '');
  const own = level === undefined ? rows : rows.filter((r) => r.levels.some((l) => key(l) === key(level)));
  const ownGroups = [...new Set(own.map((r) => r.levels.join(', ')))];
  const byYears =
    years === undefined &&
    new Set(own.map((r) => r.seniority)).size > 1 &&
    ownGroups.some((g) => terms(own.filter((r) => r.levels.join(', ') === g)) > 1);
  if (!byLevel && !byYears) return '';
  const examples = groups.map((g) => levelShort(g.split(', ')[0] ?? '')).slice(0, 3);
  const asks = [
    byLevel ? `il tuo livello (per esempio ${examples.join(', ').replace(/, (?=[^,]*$)/, ' o ')})` : '',
    byYears
      ? `la tua anzianità di servizio (${[...new Set(own.map((r) => r.seniority))].join(' oppure ')})`
      : '',
  ].filter(Boolean);
  return ` Per dirti il termine esatto indicami ${asks.join(' e ')}.`;
}

/** A term in months ("4 mesi", "1 mese e mezzo", "tre quarti di mese", "15 giorni"), its note set aside. */
function termMonths(value: string): number | undefined {
  const v = value.replace(/\s*\(.*\)\s*$/, '').trim();
  if (v === 'mezzo mese') return 0.5;
  if (v === 'tre quarti di mese') return 0.75;
  const m = /^(\d+(?:,\d+)?) (mes[ei]|giorni|settimane)( e mezzo)?$/.exec(v);
  if (!m?.[1] || !m[2]) return undefined;
  const n = Number(m[1].replace(',', '.')) + (m[3] ? 0.5 : 0);
  return m[2].startsWith('mes') ? n : m[2] === 'giorni' ? n / 30 : (n * 7) / 30;
}

/**
 * " (la metà del termine di licenziamento)" when the resignation term a row gives is half the dismissal one
 * ("4 mesi" and "2 mesi"): the reason the two figures differ, said where both are. Empty otherwise, or when the
 * resolved term already says it.
 */
export function halfOfDismissal(resignation: string, dismissal: string | null | undefined): string {
  if (!dismissal || /\bmet[aà]\b/.test(resignation)) return '';
  const [r, d] = [termMonths(resignation), termMonths(dismissal)];
  return r !== undefined && d !== undefined && r > 0 && Math.abs(d - 2 * r) < 1e-9
    ? ' (la metà del termine di licenziamento)'
    : '';
}

/**
 * The notice rows that apply: those of the level asked; rows of one group (Edilizia's operai) only when the
 * question names that group, since a level holds both groups, and then even without a level.
 */
export function noticeRows(
  ccnl: Ccnl,
  level: string | undefined,
  group: NoticeGroup | undefined,
  weeklyHours?: number,
): NoticeRow[] {
  // A row labelled for the other group ("impiegati, fino a 5 anni" asked by an operaia) is not hers.
  const other = group === 'operai' ? /\bimpiegat/ : group === 'impiegati' ? /\boperai/ : undefined;
  return (ccnl.notice.by_level ?? []).filter((r) =>
    r.group
      ? r.group === group && (!level || r.levels.includes(level))
      : !other?.test(r.seniority) &&
        ((level !== undefined && r.levels.includes(level)) ||
          inHoursBand(r.levels, weeklyHours) ||
          // A driver ("e se ero autista?", a warehouse level said before): the travelling staff's rows (art. 36).
          (group === 'viaggiante' && TRAVELLING_ROW.test(r.seniority))),
  );
}
