import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import { loadConfig } from '../config.js';

/**
 * The art. 51 TUIR thresholds (`data/tax/benefit-thresholds.json`): meal vouchers, fringe benefits, travel
 * allowances, company cars' shares of the ACI cost, each with the period it applies in, its reference in the law and its source. Read once, validated.
 */

const thresholdSchema = z.strictObject({
  id: z.enum([
    'meal_electronic',
    'meal_paper',
    'meal_substitute_allowance',
    'fringe_default',
    'fringe_general',
    'fringe_children',
    'travel_italy',
    'travel_abroad',
    'travel_undocumented_italy',
    'travel_undocumented_abroad',
    'car_km',
    'car_other',
    'car_plugin',
    'car_electric',
    'car_co2_60',
    'car_co2_160',
    'car_co2_190',
    'car_co2_over',
  ]),
  value: z.number().positive(),
  unit: z.enum(['day', 'year', 'percent', 'km']),
  from: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  to: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .optional(),
  reference: z.string(),
  note: z.string(),
  source: z.strictObject({
    url: z.string().url(),
    date: z.string().nullable(),
    confidence: z.enum(['high', 'medium', 'low']),
  }),
});
const fileSchema = z.strictObject({
  schema_version: z.literal(1),
  law: z.string(),
  law_url: z.string().url(),
  thresholds: z.array(thresholdSchema),
});

export type Threshold = z.infer<typeof thresholdSchema>;
export type ThresholdId = Threshold['id'];

let cached: { dir: string; table: z.infer<typeof fileSchema> } | undefined;

/** The table of the configured knowledge-base directory, read once per directory. */
function thresholds() {
  const dir = loadConfig(process.env).kbDir;
  if (cached?.dir !== dir) {
    const file = join(dir, 'tax', 'benefit-thresholds.json');
    cached = { dir, table: fileSchema.parse(JSON.parse(readFileSync(file, 'utf8'))) };
  }
  return cached.table;
}

/** The threshold in force on `date` (YYYY-MM-DD), or undefined outside every period the table holds. */
export function thresholdAt(id: ThresholdId, date: string): Threshold | undefined {
  return thresholds().thresholds.find((t) => t.id === id && t.from <= date && (!t.to || date <= t.to));
}

/** Every period of one threshold, oldest first. */
export function thresholdHistory(id: ThresholdId): Threshold[] {
  return thresholds()
    .thresholds.filter((t) => t.id === id)
    .sort((a, b) => a.from.localeCompare(b.from));
}
