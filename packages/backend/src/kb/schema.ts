import { z } from 'zod';

/**
 * One knowledge-base file per CCNL (packages/backend/data/*.json). Loose objects: fields the agents do not
 * read yet are kept as they are; the ones they read are checked, and every figure keeps its sources.
 */

const confidence = z.enum(['high', 'medium', 'low']);

const sourceSchema = z.looseObject({
  // Some sources name a file inside a repository after the URL, so only the scheme is checked.
  url: z.string().regex(/^https?:\/\/\S+/, 'deve iniziare con http:// o https://'),
  source_date: z.string().nullable(),
  accessed: z.string().optional(),
  confidence,
  note: z.string().optional(),
});
export type Source = z.infer<typeof sourceSchema>;

const sources = z.array(sourceSchema).min(1);

const passageSchema = z.looseObject({
  text: z.string().min(1),
  article: z.string().nullable(),
  source_url: z.string().regex(/^https?:\/\/\S+/, 'deve iniziare con http:// o https://'),
  source_date: z.string().nullable(),
  confidence,
});

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'deve essere una data AAAA-MM-GG');

const payTableSchema = z.looseObject({
  effective_from: isoDate,
  note: z.string().optional(),
  levels: z
    .array(
      z.looseObject({
        level: z.string().min(1),
        paga_base: z.number().nonnegative(),
        contingenza: z.number().nonnegative(),
        total_published: z.number().positive(),
      }),
    )
    .min(1),
  sources,
});

const levelSchema = z.looseObject({
  level: z.string().min(1),
  name: z.string().min(1),
  declaratoria: z.string().min(1),
  examples: z.array(z.string()),
  sources,
});

export const ccnlSchema = z.looseObject({
  schema_version: z.literal(1),
  id: z.string().regex(/^[a-z0-9-]+$/, 'solo lettere minuscole, cifre e trattini'),
  official_name: z.string().min(1),
  aliases: z.array(z.string().min(1)).min(1),
  cnel_code: z.looseObject({ value: z.string().min(1), sources }),
  validity: z.looseObject({
    signed: z.string(),
    economic_part: z.string(),
    normative_part: z.string(),
    sources,
  }),
  monthly_payments: z.looseObject({ value: z.number().int().positive(), sources }),
  weekly_hours: z.looseObject({ value: z.number().positive(), exceptions: z.string().optional(), sources }),
  holidays: z.looseObject({ value: z.string().min(1), sources }),
  probation: z.looseObject({ sources }),
  notice: z.looseObject({ sources }),
  seniority_increments: z.looseObject({
    rule: z.string().min(1),
    amounts_eur_month: z.record(z.string(), z.number()),
    sources,
  }),
  pay_tables: z.array(payTableSchema).min(1),
  levels: z.array(levelSchema).min(1),
  gaps: z.array(z.string()),
  passages: z.array(passageSchema).min(1),
});
export type Ccnl = z.infer<typeof ccnlSchema>;
