import { z } from 'zod';
import { isoDate, sourceSchema } from './schema-source.js';

/** Apprentices' pay by spans of months or halves of the apprenticeship, as the agreements' tables state it. */

/**
 * An apprentice paid as a lower level for spans of months (Alimentari: an apprentice to the 4th is paid as a 6th
 * in months 1-6, as a 5th in months 7-20, as a 4th up to the 36th), for each final level, with the monthly
 * amounts of the dated table of apprentices that states them.
 */
const levelStepSchema = z
  .strictObject({
    from_month: z.number().int().positive(),
    to_month: z.number().int().positive(),
    /** The level code whose pay the apprentice gets in these months. */
    paid_as: z.string().min(1),
    /** The monthly amount on the table of `effective_from`, and its items as the table gives them. */
    amount: z.number().positive().optional(),
    components: z
      .array(z.strictObject({ label: z.string().min(1), amount: z.number().nonnegative() }))
      .optional(),
  })
  .refine((s) => s.to_month >= s.from_month, { message: 'to_month prima di from_month', path: ['to_month'] })
  .refine(
    (s) =>
      !s.components ||
      s.amount === undefined ||
      Math.abs(s.components.reduce((t, c) => t + c.amount, 0) - s.amount) < 0.005,
    { message: "l'importo deve essere la somma delle voci", path: ['amount'] },
  );

export const levelStepsSchema = z.strictObject({
  effective_from: isoDate,
  note: z.string().min(1).optional(),
  rows: z
    .array(
      z
        .strictObject({
          /** The final level. */
          level: z.string().min(1),
          steps: z.array(levelStepSchema).min(1),
        })
        .refine(
          (r) =>
            r.steps.every((s, i) => s.from_month === (i === 0 ? 1 : (r.steps[i - 1]?.to_month ?? 0) + 1)),
          { message: 'i periodi devono partire dal 1° mese e susseguirsi senza buchi', path: ['steps'] },
        ),
    )
    .min(1),
  sources: z.array(sourceSchema).min(1),
});
export type LevelSteps = z.infer<typeof levelStepsSchema>;

/**
 * An apprentice paid as a number of levels below the final level for each half of the apprenticeship (CCNL
 * Terziario, art. 53: two levels below in the first half, one below in the second). `ladder` lists the levels
 * from the highest down; a final level with no level that far below it is a gap the answer states.
 */
export const levelHalvesSchema = z.strictObject({
  first_half_below: z.number().int().positive(),
  second_half_below: z.number().int().nonnegative(),
  ladder: z.array(z.string().min(1)).min(2),
  rule: z.string().min(1),
  sources: z.array(sourceSchema).min(1),
});
export type LevelHalves = z.infer<typeof levelHalvesSchema>;
