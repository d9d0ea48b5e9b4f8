import { z } from 'zod';
import { normalise } from '../kb/text.js';
import type { SurchargeRule } from './net-pay.js';

/**
 * Regional and municipal IRPEF surcharge rates for 2025 and 2026 of some regions and cities
 * (`data/tax/irpef-surcharges.json`), each with its sources and confidence; a rate the research could not
 * settle is null with its gap.
 */

const source = z.strictObject({
  /** Italian label: who published what. */
  title: z.string().min(1).optional(),
  publisher: z.string().min(1).optional(),
  url: z.string().regex(/^https?:\/\/\S+/),
  source_date: z.string().nullable(),
  accessed: z.string().optional(),
  confidence: z.enum(['high', 'medium', 'low']),
  note: z.string().optional(),
});
const bracket = z.strictObject({
  from: z.number().nonnegative(),
  to: z.number().positive().nullable(),
  rate_pct: z.number().positive(),
});
const common = {
  year: z.number().int(),
  /** The date the rates apply from (ISO); 1 January of the year when not given. */
  applies_from: z.string().optional(),
  confidence: z.enum(['high', 'medium', 'low']),
  note: z.string().optional(),
  sources: z.array(source).min(1),
};

export const surchargeTablesSchema = z.strictObject({
  schema_version: z.union([z.literal(1), z.literal(2)]),
  extracted_from: z.string(),
  rules: z.array(z.string()),
  rules_sources: z.array(source),
  regional: z.array(
    z
      .strictObject({
        region: z.string().min(1),
        /** Null when the rates could not be sourced: then `gap` says what is missing. */
        brackets: z.array(bracket).min(1).nullable(),
        /** Soglia: at or below it nothing is due (Valle d'Aosta, Trento). */
        exemption_threshold: z.number().positive().nullable().optional(),
        gap: z.string().optional(),
        flat_up_to: z
          .strictObject({ limit: z.number().positive(), rate_pct: z.number().positive() })
          .optional(),
        deduction: z
          .strictObject({ from: z.number(), to: z.number(), amount: z.number().positive() })
          .optional(),
        derived: z.literal(true).optional(),
        /** A derived year whose published rates were not read: a change is known, its values are not. */
        changed_unread: z.literal(true).optional(),
        ...common,
      })
      .refine((r) => r.brackets !== null || r.gap !== undefined, {
        message: 'una aliquota mancante deve indicare la lacuna (gap)',
        path: ['gap'],
      }),
  ),
  municipal: z.array(
    z
      .strictObject({
        city: z.string().min(1),
        brackets: z.array(bracket).min(1).nullable(),
        exemption_threshold: z.number().positive().nullable(),
        gap: z.string().optional(),
        derived: z.literal(true).optional(),
        /** A source says the comune levies rates by income bands, even when the rates themselves were not read. */
        banded: z.literal(true).optional(),
        ...common,
      })
      .refine((m) => m.brackets !== null || m.gap !== undefined, {
        message: 'una aliquota mancante deve indicare la lacuna (gap)',
        path: ['gap'],
      }),
  ),
});
export type SurchargeTables = z.infer<typeof surchargeTablesSchema>;
type Entry = SurchargeTables['regional'][number] | SurchargeTables['municipal'][number];

export interface SurchargeLookup {
  /** "Lombardia", "Milano". */
  place: string;
  rule: SurchargeRule | null;
  /** A missing figure; with a rule, a partial gap (e.g. the soglia is unknown). */
  gap: string | null;
  /** Rates not read for this year but carried over from the last year found (continuity rule). */
  derived: boolean;
  /** A derived year whose published rates were not read (a change is known, its values are not). */
  changedUnread: boolean;
  confidence: 'high' | 'medium' | 'low';
  note: string | null;
  sourceUrl: string;
  /** Italian label of the best source ("Regione Umbria, Addizionale regionale IRPEF"). */
  sourceLabel: string;
  sourceDate: string | null;
  /** ISO date the rates apply from. */
  appliesFrom: string | null;
  /**
   * Whether the rates go by income bands: true when a source says so (even with the rates unread) or the
   * brackets differ; false for one rate; null when nothing is known.
   */
  banded?: boolean | null;
}

const toBrackets = (list: z.infer<typeof bracket>[]) =>
  list.map((b) => ({ from: b.from, to: b.to, ratePct: b.rate_pct }));

function sourceLabel(src: z.infer<typeof source>, place: string): string {
  if (src.title) return src.publisher ? `${src.publisher}, ${src.title}` : src.title;
  return `Addizionale IRPEF di ${place} (${new URL(src.url).hostname.replace(/^www\./, '')})`;
}

function lookup(entry: Entry, place: string): SurchargeLookup {
  const best = entry.sources[0];
  let rule: SurchargeRule | null = null;
  if ('region' in entry) {
    if (entry.brackets) {
      rule = { brackets: toBrackets(entry.brackets), exemptionThreshold: entry.exemption_threshold ?? null };
      if (entry.flat_up_to)
        rule.flatUpTo = { limit: entry.flat_up_to.limit, ratePct: entry.flat_up_to.rate_pct };
      if (entry.deduction) rule.deduction = entry.deduction;
    }
  } else if (entry.brackets) {
    rule = { brackets: toBrackets(entry.brackets), exemptionThreshold: entry.exemption_threshold };
  }
  return {
    place,
    rule,
    gap: entry.gap ?? null,
    derived: entry.derived === true,
    changedUnread: 'changed_unread' in entry && entry.changed_unread === true,
    confidence: entry.confidence,
    note: entry.note ?? null,
    sourceUrl: best?.url ?? '',
    sourceLabel: best ? sourceLabel(best, place) : '',
    sourceDate: best?.source_date ?? null,
    appliesFrom: entry.applies_from ?? `${entry.year}-01-01`,
    banded: bandedRates(entry),
  };
}

function bandedRates(entry: Entry): boolean | null {
  if ('banded' in entry && entry.banded) return true;
  if (!entry.brackets) return null;
  return new Set(entry.brackets.map((b) => b.rate_pct)).size > 1;
}

const same = (a: string, b: string) => normalise(a) === normalise(b);

export function findRegion(tables: SurchargeTables, name: string, year: number): SurchargeLookup | undefined {
  const entry = tables.regional.find((r) => same(r.region, name) && r.year === year);
  return entry ? lookup(entry, entry.region) : undefined;
}

export function findCity(tables: SurchargeTables, name: string, year: number): SurchargeLookup | undefined {
  const entry = tables.municipal.find((m) => same(m.city, name) && m.year === year);
  return entry ? lookup(entry, entry.city) : undefined;
}

/** Regions and cities the tables know, as users would name them. */
export function knownPlaces(tables: SurchargeTables): { regions: string[]; cities: string[] } {
  return {
    regions: [...new Set(tables.regional.map((r) => r.region))],
    cities: [...new Set(tables.municipal.map((m) => m.city))],
  };
}
