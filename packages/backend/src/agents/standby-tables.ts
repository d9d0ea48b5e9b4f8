import { z } from 'zod';
import standbyJson from '../../data/payroll/standby-allowances.json' with { type: 'json' };
import type { Ccnl } from '../kb/schema.js';
import { sourceSchema } from '../kb/schema-source.js';
import type { Citation } from './answer.js';

/**
 * The on-call allowance ("reperibilità", "pronta disponibilità") the agreements fix beside the minimums, in
 * data/payroll/standby-allowances.json: the metalworkers' tables by group of levels (a day of 16 hours worked,
 * 24 hours on a free day, 24 hours on a holiday; a week of 6 days, with a holiday, with a holiday and the free
 * day), the yearly update, the social cooperatives' hourly amount (their stay in the facility, rewritten in 2024, a gap), and the case law on
 * on-call time as working time. A table no source gives stays a gap.
 */

const amounts = z.tuple([z.number(), z.number(), z.number()]);
const schema = z.object({
  tables: z.array(
    z.object({
      agreement: z.string(),
      applies_from: z.string(),
      act: z.string(),
      groups: z.array(
        z.object({ label: z.string(), levels: z.array(z.string()), daily: amounts, weekly: amounts }),
      ),
      sources: z.array(sourceSchema).min(1),
    }),
  ),
  gaps: z.array(
    z.object({
      agreement: z.string(),
      applies_from: z.string(),
      gap: z.string(),
      sources: z.array(sourceSchema).min(1),
    }),
  ),
  updates: z.array(
    z.object({ agreements: z.array(z.string()), text: z.string(), sources: z.array(sourceSchema).min(1) }),
  ),
  cooperative: z.object({
    agreement: z.string(),
    on_call_hourly: z.number(),
    residence_gap: z.object({ gap: z.string(), sources: z.array(sourceSchema).min(1) }),
    callout: z.string(),
    sources: z.array(sourceSchema).min(1),
  }),
  working_time: z.object({ text: z.string(), sources: z.array(sourceSchema).min(1) }),
});

export const STANDBY = schema.parse(standbyJson);
export type StandbyTable = (typeof STANDBY.tables)[number];
export type StandbyGroup = StandbyTable['groups'][number];
type Sourced = { sources: z.infer<typeof sourceSchema>[] };

/** The tables of an agreement, newest first. */
export const tablesOf = (ccnl: Ccnl): StandbyTable[] =>
  STANDBY.tables
    .filter((t) => t.agreement === ccnl.id)
    .sort((a, b) => b.applies_from.localeCompare(a.applies_from));

/** The table in force at `date` (ISO), else undefined; a gap newer than that table is returned beside it. */
export function tableAt(ccnl: Ccnl, date: string) {
  const table = tablesOf(ccnl).find((t) => t.applies_from <= date);
  const gap = STANDBY.gaps.find(
    (g) =>
      g.agreement === ccnl.id && g.applies_from <= date && (!table || g.applies_from > table.applies_from),
  );
  return { table, gap };
}

/** The group of a level ("c3", "5°", "6"), matched without case or ordinal marks. */
export function groupOf(table: StandbyTable, level: string | undefined): StandbyGroup | undefined {
  if (!level) return undefined;
  const key = level.toUpperCase().replace(/[°ª]|\s|LIVELLO/g, '');
  return table.groups.find((g) => g.levels.includes(key));
}

export function citeStandby(ccnl: Pick<Ccnl, 'short_name'>, text: string, fact: Sourced): Citation[] {
  return fact.sources.slice(0, 2).map((s) => ({
    ccnl: ccnl.short_name,
    article: null,
    text,
    url: s.url,
    date: s.source_date,
    confidence: s.confidence,
  }));
}

export const DAILY_NAMES = ['16 ore (giorno lavorato)', '24 ore (giorno libero)', '24 ore festive'] as const;
export const WEEKLY_NAMES = [
  '6 giorni',
  '6 giorni con festivo',
  '6 giorni con festivo e giorno libero',
] as const;
