import { z } from 'zod';
import { factFields, withGapRule } from './schema-source.js';

/** An agreement's seniority increments (scatti di anzianità), or the premium some pay after years of service. */
export const senioritySchema = withGapRule(
  z.strictObject({
    ...factFields,
    max_count: z.number().int().positive().nullable(),
    period_years: z.number().int().positive().nullable(),
    amounts_eur_month: z.record(z.string(), z.number().positive()).nullable(),
    amounts_note: z.string().optional(),
    /** Scatti computed as a share of the minimum instead of fixed amounts (lavoro domestico). */
    percent_of_minimum: z.number().positive().optional(),
    /** Monthly payments that include the increments, when fewer than the agreement's (FIPE: not in the 14th). */
    payments: z.number().int().positive().optional(),
    /** A change of level: the increments matured revalued at the new level's amount, or kept at their own. */
    level_change: z.strictObject({ revalued: z.boolean(), text: z.string().min(1) }).optional(),
    /** Whether a superminimo or a merit raise may absorb the increments, in the agreement's words. */
    absorption: z.string().min(1).optional(),
    /**
     * A fixed monthly premium once the years of service are reached, in place of periodic increments (AIOP RSA:
     * 40 € a month over 13 payments after 10 years, levels A to E3); its sources are the rule's.
     */
    premium: z
      .strictObject({
        after_years: z.number().int().positive(),
        amount_eur_month: z.number().positive(),
        /** Monthly payments a year that carry the premium (AIOP RSA: 13). */
        payments: z.number().int().positive(),
        levels: z.array(z.string().min(1)).min(1),
        text: z.string().min(1),
      })
      .optional(),
  }),
);
