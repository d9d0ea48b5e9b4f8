import { z } from 'zod';

/**
 * One knowledge-base file per CCNL (packages/backend/data/*.json), all normalised to this schema. Every
 * figure keeps its sources; a value the research could not establish is null together with a `gap` that
 * says so, and the agents show that gap instead of a guess.
 */

const confidence = z.enum(['high', 'medium', 'low']);
export type Confidence = z.infer<typeof confidence>;

// Some sources name a file inside a repository after the URL, so only the scheme is checked.
const url = z.string().regex(/^https?:\/\/\S+/, 'deve iniziare con http:// o https://');
const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'deve essere una data AAAA-MM-GG');

const sourceSchema = z.strictObject({
  url,
  source_date: z.string().nullable(),
  accessed: z.string().optional(),
  confidence,
  note: z.string().optional(),
});
export type Source = z.infer<typeof sourceSchema>;

/** A fact stated in Italian (`text`), or a gap when the research could not establish it. */
const factFields = {
  text: z.string().min(1).nullable(),
  article: z.string().optional(),
  gap: z.string().min(1).optional(),
  confidence: confidence.optional(),
  sources: z.array(sourceSchema),
};

function withGapRule<
  T extends z.ZodType<{ text: string | null; gap?: string | undefined; sources: Source[] }>,
>(schema: T) {
  return schema
    .refine((fact) => fact.text !== null || fact.gap !== undefined, {
      message: 'un dato senza testo deve indicare la lacuna (gap)',
      path: ['gap'],
    })
    .refine((fact) => fact.text === null || fact.sources.length > 0, {
      message: 'un dato deve avere almeno una fonte',
      path: ['sources'],
    });
}

const textFact = withGapRule(z.strictObject(factFields));
export type TextFact = z.infer<typeof textFact>;

const numberFact = withGapRule(
  z
    .strictObject({ ...factFields, value: z.number().positive().nullable() })
    .refine((fact) => fact.value !== null || fact.gap !== undefined, {
      message: 'un valore mancante deve indicare la lacuna (gap)',
      path: ['gap'],
    }),
);
export type NumberFact = z.infer<typeof numberFact>;

const probationSchema = withGapRule(
  z.strictObject({
    ...factFields,
    by_level: z
      .array(z.strictObject({ levels: z.array(z.string().min(1)).min(1), max: z.string().min(1) }))
      .optional(),
  }),
);

const noticeSchema = withGapRule(
  z.strictObject({
    ...factFields,
    by_level: z
      .array(
        z.strictObject({
          levels: z.array(z.string().min(1)).min(1),
          seniority: z.string().min(1),
          licenziamento: z.string().min(1).nullable(),
          dimissioni: z.string().min(1).nullable(),
        }),
      )
      .optional(),
  }),
);

const senioritySchema = withGapRule(
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
  confidence: confidence.optional(),
  note: z.string().min(1).optional(),
  levels: z.array(payRowSchema).min(1),
  sources: z.array(sourceSchema).min(1),
});
export type PayTable = z.infer<typeof payTableSchema>;

const levelSchema = z.strictObject({
  level: z.string().min(1),
  name: z.string().min(1),
  declaratoria: z.string().min(1).nullable(),
  examples: z.array(z.string().min(1)),
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
  source_date: z.string().nullable(),
  confidence,
  article_source_url: url.optional(),
});

export const OTHER_FACTS = [
  'permessi',
  'malattia',
  'maggiorazioni',
  'part_time',
  'congedo_matrimoniale',
] as const;
export type OtherFact = (typeof OTHER_FACTS)[number];

export const ccnlSchema = z.strictObject({
  // The identity first, so that a file that is not an agreement at all is reported by its missing id.
  id: z.string().regex(/^[a-z0-9-]+$/, 'solo lettere minuscole, cifre e trattini'),
  schema_version: z.literal(2),
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
  validity: z.strictObject({
    signed: z.string().min(1),
    from: isoDate.nullable(),
    to: isoDate.nullable(),
    text: z.string().min(1),
    sources: z.array(sourceSchema).min(1),
  }),
  pay_structure: z.string().min(1),
  monthly_payments: numberFact,
  weekly_hours: numberFact,
  holidays: textFact,
  probation: probationSchema,
  notice: noticeSchema,
  seniority_increments: senioritySchema,
  other_facts: z.partialRecord(z.enum(OTHER_FACTS), textFact).optional(),
  pay_tables: z.array(payTableSchema).min(1),
  levels: z.array(levelSchema).min(1),
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
  notes: z.array(z.string().min(1)),
  gaps: z.array(z.string().min(1)),
  passages: z.array(passageSchema).min(1),
});
export type Ccnl = z.infer<typeof ccnlSchema>;
