import { z } from 'zod';

/** Sources and the fact shape every topic of the knowledge base shares (see `schema.ts`). */

export const confidence = z.enum(['high', 'medium', 'low']);
export type Confidence = z.infer<typeof confidence>;

/**
 * What a source is, best first: the signed text or the signatories' own tables and circulars (unions,
 * employer associations, CNEL); an official body (INPS, Agenzia delle Entrate, Ministero del Lavoro); a
 * specialised publication (labour-law press, payroll consultants); anything else.
 */
export const SOURCE_KINDS = ['primary', 'official', 'specialised', 'other'] as const;
export type SourceKind = (typeof SOURCE_KINDS)[number];

/** What users read when a page gives no publication date. */
export const UNDATED = 'data non indicata';

export const url = z
  .string()
  .regex(/^https?:\/\/\S+$/, 'deve essere un indirizzo http:// o https:// senza spazi')
  // A code repository holds somebody's transcription, not the agreement: never a source.
  .refine(
    (u) =>
      !/^https?:\/\/([a-z0-9-]+\.)*(github\.com|gitlab\.com|bitbucket\.org|githubusercontent\.com)\//i.test(
        u,
      ),
    {
      message:
        'un repository di codice non è una fonte: citare il testo firmato, le tabelle delle parti o una pubblicazione',
    },
  );
export const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'deve essere una data AAAA-MM-GG');

/**
 * A source's publication date ("2025", "2025-11", "2025-11-12") or "data non indicata". Read into the
 * model as the date or null, so that every reader shows an undated page the same way.
 */
export const publicationDate = z
  .string()
  .regex(
    /^(\d{4}(-\d{2}(-\d{2})?)?|data non indicata)$/,
    'deve essere AAAA, AAAA-MM, AAAA-MM-GG oppure "data non indicata"',
  )
  .transform((date) => (date === UNDATED ? null : date));

export const sourceSchema = z.strictObject({
  url,
  /** Who published it and what it is, in Italian: "Filcams CGIL, tabelle retributive novembre 2025". */
  label: z.string().min(3),
  kind: z.enum(SOURCE_KINDS),
  source_date: publicationDate,
  /** Where on the page or in the document the figure is: "pag. 12", "art. 146", "tabella B". */
  page: z.string().min(1).optional(),
  accessed: isoDate.optional(),
  confidence,
  note: z.string().min(1).optional(),
});
export type Source = z.infer<typeof sourceSchema>;

/**
 * A fact stated in Italian (`text`), or a gap when the research could not establish it. Text and gap together
 * mean a partial fact: what is known, and what is still missing.
 */
export const factFields = {
  text: z.string().min(1).nullable(),
  article: z.string().min(1).optional(),
  gap: z.string().min(1).optional(),
  confidence: confidence.optional(),
  /** The date the rule or figure applies from, when the source gives one. */
  applies_from: isoDate.optional(),
  sources: z.array(sourceSchema),
};

export function withGapRule<
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

export const textFact = withGapRule(z.strictObject(factFields));
export type TextFact = z.infer<typeof textFact>;

export const numberFact = withGapRule(
  z
    .strictObject({ ...factFields, value: z.number().positive().nullable() })
    .refine((fact) => fact.value !== null || fact.gap !== undefined, {
      message: 'un valore mancante deve indicare la lacuna (gap)',
      path: ['gap'],
    }),
);
