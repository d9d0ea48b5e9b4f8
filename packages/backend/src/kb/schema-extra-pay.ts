import { z } from 'zod';
import { isoDate, sourceSchema } from './schema-source.js';

/**
 * A monthly pay item per level that is not part of the minimum (the Alimentari IAR): paid every month, it counts
 * only where `counts_in` says (the 13th, the 14th, the TFR), never in the hourly pay or overtime.
 */
export const payItemSchema = z.strictObject({
  label: z.string().min(1),
  /** The short name payslips use ("IAR"). */
  short: z.string().min(1),
  effective_from: isoDate,
  /** Monthly amount per level; a level missing from a later entry is a gap from its date. */
  amounts: z.record(z.string(), z.number().positive()),
  counts_in: z.array(z.enum(['tredicesima', 'quattordicesima', 'tfr'])).min(1),
  note: z.string().min(1).optional(),
  sources: z.array(sourceSchema).min(1),
});
export type PayItem = z.infer<typeof payItemSchema>;

/**
 * The all-inclusive hourly pay of extra and stand-in workers (Turismo art. 155) by level, one table per date it
 * applies from: a rate of its own, never the monthly minimum divided by the hourly divisor.
 */
export const extraPaySchema = z.strictObject({
  article: z.string().min(1).optional(),
  tables: z
    .array(
      z.strictObject({
        effective_from: isoDate,
        amounts: z.record(z.string(), z.number().positive()),
      }),
    )
    .min(1),
  note: z.string().min(1).optional(),
  sources: z.array(sourceSchema).min(1),
});
export type ExtraPay = z.infer<typeof extraPaySchema>;

/**
 * The sum the renewal sets by level where no company or local agreement on the productivity bonus was reached
 * by a deadline (FIPE 2024: paid with November 2027's pay), with the date it is paid with.
 */
export const resultBonusDefaultSchema = z.strictObject({
  article: z.string().min(1).optional(),
  /** AAAA-MM-GG: the agreements must be reached by this day, or the sums are due. */
  agreement_deadline: isoDate,
  /** AAAA-MM-GG: the first day of the month whose pay carries the sums. */
  paid_with: isoDate,
  amounts: z.record(z.string(), z.number().positive()),
  note: z.string().min(1).optional(),
  sources: z.array(sourceSchema).min(1),
});
export type ResultBonusDefault = z.infer<typeof resultBonusDefaultSchema>;

/** The Ministry of Labour's average hourly labour cost for the agreement, lowest and highest level, by date. */
export const ministryHourlyCostSchema = z.strictObject({
  decree: z.string().min(1),
  ranges: z
    .array(z.strictObject({ from: isoDate, min: z.number().positive(), max: z.number().positive() }))
    .min(1),
  note: z.string().min(1).optional(),
  sources: z.array(sourceSchema).min(1),
});
