import { z } from 'zod';
import { levelHalvesSchema, levelStepsSchema } from './schema-apprentice-pay.js';
import { nightWorkersSchema } from './schema-night.js';
import { factFields, isoDate, sourceSchema, textFact, withGapRule } from './schema-source.js';

/** The everyday topics added by the second edition (schema 3): structured where a calculator needs them. */

const pct = z.number().nonnegative().max(1000);

/** 13ª / 14ª: how many payments, and when each extra one is paid. */
export const monthlyPaymentsSchema = withGapRule(
  z
    .strictObject({
      ...factFields,
      value: z.number().positive().nullable(),
      extra: z
        .array(
          z.strictObject({
            name: z.string().min(1),
            paid: z.string().min(1).nullable(),
            /** The date a recently added extra month accrues from (the cooperatives' 14th from 2025). */
            from: isoDate.optional(),
          }),
        )
        .optional(),
    })
    .refine((fact) => fact.value !== null || fact.gap !== undefined, {
      message: 'un valore mancante deve indicare la lacuna (gap)',
      path: ['gap'],
    }),
);

/** ROL and ex festività hours a year; ROL may depend on the firm's size. */
export const rolSchema = withGapRule(
  z.strictObject({
    ...factFields,
    ex_festivita_hours: z.number().nonnegative().nullable().optional(),
    /**
     * The yearly hours of paid permits where the sources give them as one figure, without splitting ROL from
     * ex festività (Multiservizi's 72, Turismo's 104): a part-timer's share is computed on it.
     */
    permit_hours: z.number().positive().optional(),
    rol_hours: z
      .array(
        z.strictObject({
          /** Inclusive bounds on the number of employees; absent means no bound. */
          min_employees: z.number().int().nonnegative().optional(),
          max_employees: z.number().int().positive().optional(),
          hours: z.number().nonnegative(),
          /** A kind of workplace with its own hours (FIPE's bathing establishments) and the words naming it. */
          workplace: z
            .strictObject({ name: z.string().min(1), words: z.array(z.string().min(1)).min(1) })
            .optional(),
        }),
      )
      .optional(),
    /**
     * ROL that grow with the service of people hired from `hired_from`: from each month of service (0-based,
     * `from_month`) the share of `rol_hours` due; the ex festività are due in full throughout.
     */
    rol_by_seniority: z
      .strictObject({
        hired_from: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
        steps: z
          .array(
            z.strictObject({
              from_month: z.number().int().nonnegative(),
              rol_percent: z.number().min(0).max(100),
            }),
          )
          .min(1),
      })
      .optional(),
  }),
);

/** One band of days of an absence and who pays which share of the normal pay. */
const dayBandSchema = z.strictObject({
  from_day: z.number().int().positive(),
  to_day: z.number().int().positive().nullable(),
  /** The public share: INPS for sickness, INAIL for injury (percent of the normal pay). */
  inps_pct: pct.nullable(),
  employer_pct: pct.nullable(),
  total_pct: pct.nullable(),
  note: z.string().min(1).optional(),
});

export const absencePaySchema = withGapRule(
  z.strictObject({
    ...factFields,
    bands: z.array(dayBandSchema).optional(),
    /**
     * The longer job-keeping for one long uninterrupted illness (Metalmeccanici's "comporto prolungato"), by
     * seniority band, in the words of the fact's own sources; absent where none is sourced.
     */
    extended_comporto: z.string().min(1).optional(),
    /** The apprentices' own sick pay where the agreement sets one apart (Terziario's art. 54), with its sources. */
    apprentices: z
      .strictObject({
        text: z.string().min(1),
        article: z.string().min(1),
        sources: z.array(sourceSchema).min(1),
      })
      .optional(),
  }),
);

export const RATE_KINDS = [
  'straordinario',
  'straordinario_notturno',
  'straordinario_festivo',
  'straordinario_notturno_festivo',
  'notturno',
  'festivo',
  'domenicale',
  'notturno_festivo',
  'altro',
] as const;
export type RateKind = (typeof RATE_KINDS)[number];

/** Surcharges as percentages of the ordinary hourly pay, for the calculator, with the text around them. */
export const ratesSchema = withGapRule(
  z.strictObject({
    ...factFields,
    rates: z
      .array(
        z.strictObject({
          kind: z.enum(RATE_KINDS),
          percent: pct,
          /** When it applies: "oltre la 48ª ora settimanale", "lavoratori turnisti". */
          condition: z.string().min(1).optional(),
        }),
      )
      .optional(),
    night_workers: nightWorkersSchema.optional(),
  }),
);

export const apprenticeshipSchema = withGapRule(
  z.strictObject({
    ...factFields,
    level_steps: levelStepsSchema.optional(),
    level_halves: levelHalvesSchema.optional(),
    durations: z
      .array(z.strictObject({ levels: z.array(z.string().min(1)).min(1), months: z.number().positive() }))
      .optional(),
    /** Months off the longest length for a diploma relevant to the qualification (`source`: the fact's url). */
    diploma_reduction: z
      .strictObject({
        months: z.number().int().positive(),
        rule: z.string().min(1),
        source: z.string().url(),
      })
      .optional(),
    /**
     * A profile the agreement sets apart, with its own level and length ("farmacista di parafarmacia al 2°
     * livello per tutti i 36 mesi"): `words` all appear in a question about it (folded, as stems); `source` is the
     * url of the fact's source that states it.
     */
    profiles: z
      .array(
        z.strictObject({
          name: z.string().min(1),
          words: z.array(z.string().min(3)).min(1),
          /** Absent when the source gives the profile's length and not its level. */
          level: z.string().min(1).optional(),
          months: z.number().positive(),
          rule: z.string().min(1),
          source: z.string().url(),
        }),
      )
      .optional(),
    /** Pay as a share of the qualified level's minimum, or the levels below it, by period. */
    pay: z
      .array(
        z.strictObject({
          period: z.string().min(1),
          percent: pct.nullable(),
          rule: z.string().min(1).optional(),
        }),
      )
      .optional(),
  }),
);

export const partTimeSchema = withGapRule(
  z.strictObject({
    ...factFields,
    min_weekly_hours: z.number().positive().nullable().optional(),
    supplementary_rates: z
      .array(z.strictObject({ percent: pct, condition: z.string().min(1).optional() }))
      .optional(),
    /** Hours moved or added under an elastic clause: their surcharge, or the yearly allowance instead. */
    elastic: z
      .strictObject({
        percent: pct,
        annual_allowance: z.number().positive().optional(),
        /** The day the allowance applies from (AAAA-MM-GG). */
        allowance_from: z.string().min(10).optional(),
        /** A yearly allowance of an earlier year, in place of `annual_allowance` for that year (120 € in 2024). */
        earlier_allowances: z
          .array(z.strictObject({ year: z.number().int(), amount: z.number().positive() }))
          .optional(),
      })
      .optional(),
  }),
);

/** A rule of the study leave a source states apart, with its own sources. */
const studyRule = z.strictObject({
  text: z.string().min(1),
  article: z.string().min(1).optional(),
  sources: z.array(sourceSchema).min(1),
});

/**
 * Study leave (the "150 ore"): the rule in `text`, and where the sources state them, the firm's pool of hours, how
 * many may be away at once and what the hours may be used for, so that a question on one of them gets its figure.
 */
const studySchema = withGapRule(
  z.strictObject({
    ...factFields,
    /**
     * The pool of paid hours for a triennium, set at its start from the headcount: hours per employee counted
     * (Commercio art. 171: 150 hours × a tenth of the headcount, 15 each; Metalmeccanici art. 8: 7 a year × 3, 21 each).
     */
    pool: studyRule.extend({ hours_per_employee: z.number().positive() }).optional(),
    /**
     * How many may be away for study at once: at most `percent` of the workforce (rounded down), with the
     * number of workers the agreement grants anyway in a headcount band (Commercio: 1 from 30 to 49 employees).
     */
    concurrent: studyRule
      .extend({
        percent: z.number().positive().max(100),
        /** The share counts the workers using the hours in a year (Cooperative sociali art. 69), not those away at once. */
        yearly: z.boolean().optional(),
        bands: z
          .array(
            z.strictObject({
              from: z.number().int().positive(),
              to: z.number().int().positive(),
              workers: z.number().int().positive(),
            }),
          )
          .optional(),
      })
      .optional(),
    /** What the hours may be used for: attending the courses, preparing or sitting exams. */
    use: studyRule.optional(),
    /**
     * Each worker's own paid hours by purpose, so that their count and their value at an hourly pay can be
     * given: attending courses (`corsi`), preparing exams (`preparazione`), courses for the lower secondary
     * diploma (`obbligo`), vocational training (`formazione`) and training a bilateral body funds or
     * recognises (`formazione_ente`).
     */
    hours: z
      .array(
        studyRule.extend({
          for: z.enum(['corsi', 'preparazione', 'obbligo', 'formazione', 'formazione_ente']),
          hours: z.number().positive(),
          period: z.enum(['anno', 'triennio']),
        }),
      )
      .optional(),
  }),
);
export type StudyLeave = z.infer<typeof studySchema>;

export const leaveSchema = z.strictObject({
  marriage: textFact,
  bereavement: textFact,
  study: studySchema,
  /** Paid days off for a child's illness, where the agreement grants them beyond the law's unpaid leave. */
  child_sickness: textFact.optional(),
  /** The agreement's own leave for a father at a birth (domestic work's 10 days, art. 25), beside the law's. */
  paternity: textFact.optional(),
  /**
   * The agreement's own treatment of maternity, paternity and parental leave beyond the law's: its pay top-up and
   * the contractual items the absences count for (chimico-farmaceutico art. 41).
   */
  parenthood: textFact.optional(),
});

export { type Increase, validitySchema } from './schema-renewal.js';
