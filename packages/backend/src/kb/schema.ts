import { z } from 'zod';
import { disciplineSchema } from './schema-discipline.js';
import {
  extraPaySchema,
  ministryHourlyCostSchema,
  payItemSchema,
  resultBonusDefaultSchema,
} from './schema-extra-pay.js';
import { fixedTermFields } from './schema-fixed-term.js';
import { senioritySchema } from './schema-seniority.js';
import {
  confidence,
  factFields,
  isoDate,
  numberFact,
  publicationDate,
  SOURCE_KINDS,
  sourceSchema,
  textFact,
  url,
  withGapRule,
} from './schema-source.js';
import {
  absencePaySchema,
  apprenticeshipSchema,
  leaveSchema,
  monthlyPaymentsSchema,
  partTimeSchema,
  ratesSchema,
  rolSchema,
  validitySchema,
} from './schema-topics.js';

export type { ExtraPay, PayItem, ResultBonusDefault } from './schema-extra-pay.js';
export type { Confidence, Source, SourceKind, TextFact } from './schema-source.js';
export type { Increase, RateKind, StudyLeave } from './schema-topics.js';

/**
 * One knowledge-base file per CCNL (packages/backend/data/*.json), all normalised to this schema. Every
 * figure keeps its sources; a value the research could not establish is null together with a `gap` that
 * says so, and the agents show that gap instead of a guess.
 */

const probationSchema = withGapRule(
  z.strictObject({
    ...factFields,
    by_level: z
      .array(z.strictObject({ levels: z.array(z.string().min(1)).min(1), max: z.string().min(1) }))
      .optional(),
    /**
     * The probation of a fixed-term hire by its length, where the agreement scales it (Studi professionali: over 6
     * and under 10 months, up to 6 months); a longer contract takes the `by_level` row. Its sources are `sources`.
     */
    fixed_term: z
      .array(
        z.strictObject({
          levels: z.array(z.string().min(1)).min(1),
          /** Contract months, exclusive lower bound. */
          over_months: z.number().nonnegative().optional(),
          /** Contract months, inclusive lower bound ("almeno 5 mesi"). */
          from_months: z.number().positive().optional(),
          /** Contract months, inclusive upper bound. */
          up_to_months: z.number().positive().optional(),
          /** Contract months, exclusive upper bound. */
          below_months: z.number().positive().optional(),
          max: z.string().min(1),
        }),
      )
      .optional(),
    /** The probation of a vertical part-time hire, where the agreement sets its own (Multiservizi operai, art. 5). */
    vertical_part_time: z
      .strictObject({ max: z.string().min(1), who: z.string().min(1), sources: z.array(sourceSchema).min(1) })
      .optional(),
    /** A notice the agreement still asks on withdrawing in the probation, and when (Lavoro domestico, art. 12). */
    withdrawal_notice: z
      .strictObject({
        figure: z.string().min(1),
        text: z.string().min(1),
        sources: z.array(sourceSchema).min(1),
      })
      .optional(),
  }),
);

const noticeSchema = withGapRule(
  z.strictObject({
    ...factFields,
    /** When the notice starts running, where the agreement sets it: `first_or_sixteenth` from the 1st or the 16th of
     * the next month (Commercio art. 247, Studi professionali art. 129); `mid_or_end_of_month` from the middle or the
     * end of the month (Multiservizi operai; no first day given). Absent: the day after it is given, an assumption. */
    starts: z.enum(['first_or_sixteenth', 'mid_or_end_of_month']).optional(),
    /** Paid time off during a dismissal's notice to look for another job, where the agreement grants it. */
    job_search_leave: textFact.optional(),
    /** Whether holidays may be taken inside the notice, where the agreement says (Turismo: they may not). */
    holidays_in_notice: textFact.optional(),
    by_level: z
      .array(
        z.strictObject({
          levels: z.array(z.string().min(1)).min(1),
          /** Where levels mix manual and clerical workers ("operai", "impiegati"): the rows of one group. */
          group: z.enum(['operai', 'impiegati']).optional(),
          seniority: z.string().min(1),
          licenziamento: z.string().min(1).nullable(),
          dimissioni: z.string().min(1).nullable(),
          /** What the sources say of this row beyond its terms (a rounding the text leaves open). */
          note: z.string().min(1).optional(),
        }),
      )
      .optional(),
  }),
);

const componentSchema = z.strictObject({
  label: z.string().min(1),
  amount: z.number().nonnegative(),
  /** Paid on fewer monthly payments than the agreement's (an EDR on 13): kept out of the monthly amount. */
  payments: z.number().int().positive().optional(),
});

const payRowSchema = z
  .strictObject({
    level: z.string().min(1),
    amount: z.number().positive(),
    components: z.array(componentSchema).min(1),
    published_total: z.number().positive().optional(),
    /**
     * The increase the published table states for this level's step into this table, where the table's own
     * rounding makes it a cent off the two minimums' difference (Confapi 4th level, 1 June 2026: 46,68 stated,
     * 2.096,58 − 2.049,91 = 46,67): the renewal's figure as published; arrears still weigh the minimums.
     */
    published_increase: z.number().positive().optional(),
  })
  .refine(
    (row) => {
      const sum = row.components.filter((c) => c.payments === undefined).reduce((s, c) => s + c.amount, 0);
      return Math.abs(sum - row.amount) < 0.005;
    },
    { message: "l'importo deve essere la somma delle voci mensili", path: ['amount'] },
  );
export type PayRow = z.infer<typeof payRowSchema>;

const payTableSchema = z.strictObject({
  effective_from: isoDate,
  section: z.string().min(1).optional(),
  unit: z.enum(['mese', 'ora']),
  /** Computed from published parameters, not read on a page: shown as such. */
  derived: z.literal(true).optional(),
  article: z.string().min(1).optional(),
  confidence: confidence.optional(),
  note: z.string().min(1).optional(),
  levels: z.array(payRowSchema).min(1),
  sources: z.array(sourceSchema).min(1),
  /**
   * The monthly items the published table prints beside the minimum and outside it (Edilizia operai: indennità
   * di contingenza, EDR), by level, with their own source: summed only when the month's total is asked.
   */
  beside: z
    .strictObject({
      levels: z.record(z.string(), z.array(componentSchema).min(1)),
      note: z.string().min(1).optional(),
      sources: z.array(sourceSchema).min(1),
    })
    .optional(),
});
export type PayTable = z.infer<typeof payTableSchema>;

const levelSchema = z.strictObject({
  level: z.string().min(1),
  name: z.string().min(1),
  declaratoria: z.string().min(1).nullable(),
  /** Profiles the text gives as examples of the level. */
  examples: z.array(z.string().min(1)),
  article: z.string().min(1).optional(),
  confidence: confidence.optional(),
  /** Levels of a separate ladder (operatori di vendita, personale viaggiante): neighbours only within it. */
  track: z.string().min(1).optional(),
  sources: z.array(sourceSchema).min(1),
});
export type Level = z.infer<typeof levelSchema>;

const passageSchema = z.strictObject({
  text: z.string().min(1),
  article: z.string().nullable(),
  source_url: url,
  source_label: z.string().min(3),
  source_kind: z.enum(SOURCE_KINDS),
  source_date: publicationDate,
  confidence,
  article_source_url: url.optional(),
});

/** The topics the agents' `other` questions read (see `facts.ts`, which maps them onto the v3 fields). */
export const OTHER_FACTS = [
  'permessi',
  'malattia',
  'maggiorazioni',
  'part_time',
  'congedo_matrimoniale',
] as const;
export type OtherFact = (typeof OTHER_FACTS)[number];

const ccnlObject = z.strictObject({
  // The identity first, so that a file that is not an agreement at all is reported by its missing id.
  id: z.string().regex(/^[a-z0-9-]+$/, 'solo lettere minuscole, cifre e trattini'),
  schema_version: z.literal(3, {
    error: 'deve essere 3: il file va portato allo schema della seconda edizione (vedi data/README.md)',
  }),
  kb_revision: z.string().min(1),
  extracted_from: z.string().min(1),
  /** The stable integer the clients select and send back (`categories`). */
  id_categoria: z.number().int().positive(),
  official_name: z.string().min(1),
  short_name: z.string().min(1),
  aliases: z.array(z.string().min(1)).min(1),
  /** Words that identify the agreement in a question when no agreement is selected ("colf", "alberghi"). */
  keywords: z.array(z.string().min(1)),
  sector: z.string().min(1),
  cnel_code: z
    .strictObject({
      value: z.string().min(1).nullable(),
      gap: z.string().min(1).optional(),
      sources: z.array(sourceSchema),
    })
    .refine((code) => code.value !== null || code.gap !== undefined, {
      message: 'un codice mancante deve indicare la lacuna (gap)',
      path: ['gap'],
    }),
  signatories: z.strictObject({
    employers: z.array(z.string().min(1)).min(1),
    unions: z.array(z.string().min(1)).min(1),
    note: z.string().optional(),
    sources: z.array(sourceSchema).min(1),
  }),
  // The fifteen everyday topics, in the order of the coverage matrix.
  validity: validitySchema,
  pay_structure: z.string().min(1),
  /** Empty only when no table of the agreement's own parties was found: `pay_tables_gap` then says so. */
  pay_tables: z.array(payTableSchema),
  /**
   * Why the pay tables are missing (or incomplete), with what the sources do say of the amounts: required when
   * `pay_tables` is empty, so that a missing table is a stated gap and never borrowed from another agreement.
   */
  pay_tables_gap: textFact.optional(),
  /** Monthly items per level beside the minimum (the Alimentari IAR), each from the date it applies. */
  pay_items: z.array(payItemSchema).optional(),
  /** Hourly pay of extra and stand-in workers by level and date (hospitality). */
  extra_pay: extraPaySchema.optional(),
  /** The productivity bonus due by level where no second-level agreement was reached (FIPE 2024). */
  result_bonus_default: resultBonusDefaultSchema.optional(),
  /** The ministry's average hourly labour cost tables (Cooperative sociali, for public tenders). */
  ministry_hourly_cost: ministryHourlyCostSchema.optional(),
  hourly_divisor: numberFact,
  weekly_hours: numberFact,
  monthly_payments: monthlyPaymentsSchema,
  /** Fixed-term workers' «terzo elemento», its shares and their TFR (Operai agricoli, schema-fixed-term.ts). */
  ...fixedTermFields,
  /** The worker's INPS share where the sector's differs from the general 9,19% (Operai agricoli: 8,84%). */
  worker_inps_rate: numberFact.optional(),
  holidays: textFact,
  rol_ex_festivita: rolSchema,
  sick_pay: z.strictObject({ sickness: absencePaySchema, injury: absencePaySchema }),
  rates: ratesSchema,
  probation: probationSchema,
  notice: noticeSchema,
  seniority_increments: senioritySchema,
  apprenticeship: apprenticeshipSchema,
  part_time: partTimeSchema,
  leave: leaveSchema,
  levels: z.array(levelSchema).min(1),
  /** The agreement's disciplinary code: fines, suspensions, terms (schema-discipline.ts). */
  discipline: disciplineSchema.optional(),
  /**
   * How `levels` is ordered, for an agreement whose levels no pay table ranks (required without pay tables):
   * the classification agents name the level above and below from it.
   */
  levels_order: z.enum(['highest_first', 'lowest_first']).optional(),
  /**
   * Agreements users often mean by this one's name but that the knowledge base does not hold (AIOP/ARIS for
   * hospital staff beside AIOP RSA): what the sources say of their renewal, so an answer names the difference.
   */
  related_agreements: z
    .array(
      z.strictObject({
        name: z.string().min(1),
        /** Words that point to it rather than to this agreement ("case di cura", "personale non medico"). */
        keywords: z.array(z.string().min(1)).min(1),
        renewal: z.string().min(1),
        sources: z.array(sourceSchema).min(1),
      }),
    )
    .optional(),
  unclassified_profiles: z
    .array(
      z.strictObject({
        group: z.string().min(1),
        examples: z.array(z.string().min(1)).min(1),
        note: z.string().min(1),
        sources: z.array(sourceSchema).min(1),
      }),
    )
    .optional(),
  /**
   * A level the agreement abolished (Logistica's 6J at 31 December 2025): the level its workers moved to, the
   * last monthly pay of the abolished level (the one before the move), as the sources state them.
   */
  ceased_levels: z
    .array(
      z.strictObject({
        level: z.string().min(1),
        name: z.string().min(1),
        /** The last day the level existed. */
        ceased: isoDate,
        /** The level code of `levels` its workers moved to. */
        moved_to: z.string().min(1),
        /** Its last monthly pay, with the items the tables of `moved_to` carry (EPA included, say). */
        last_amount: z.number().positive(),
        text: z.string().min(1),
        sources: z.array(sourceSchema).min(1),
      }),
    )
    .optional(),
  notes: z.array(z.string().min(1)),
  gaps: z.array(z.string().min(1)),
  passages: z.array(passageSchema).min(1),
});

/** An agreement without pay tables states why (`pay_tables_gap`) and how its levels rank (`levels_order`). */
export const ccnlSchema = ccnlObject
  .refine((ccnl) => ccnl.pay_tables.length > 0 || ccnl.pay_tables_gap?.gap !== undefined, {
    message:
      'senza tabelle dei minimi serve una lacuna dichiarata (pay_tables_gap.gap): non copiare le tabelle di un altro contratto',
    path: ['pay_tables'],
  })
  .refine((ccnl) => ccnl.pay_tables.length > 0 || ccnl.levels_order !== undefined, {
    message: "senza tabelle dei minimi va indicato l'ordine dei livelli (levels_order)",
    path: ['levels_order'],
  });
export type Ccnl = z.infer<typeof ccnlSchema>;
export type AbsencePay = Ccnl['sick_pay']['sickness'];
