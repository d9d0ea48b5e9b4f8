import { z } from 'zod';
import { confidence, isoDate, sourceSchema, textFact } from './schema-source.js';

/** The validity of an agreement and its last renewal: tranches, increases and the figures beside them. */

/**
 * A pay increase of the last renewal as its sources state it: the amount at regime at the reference level
 * ("205,32 € al C3"), with the tranches whose amounts the sources give. Other levels' increases are read from
 * the pay tables at successive dates.
 */
const trancheSchema = z.strictObject({
  from: isoDate,
  amount: z.number().positive().optional(),
  components: z.array(z.strictObject({ label: z.string().min(1), amount: z.number().positive() })).optional(),
  /** The tranche's amount at other levels, where the sources give it level by level (level code → euro). */
  levels: z.record(z.string().min(1), z.number().positive()).optional(),
});
const increaseSchema = z
  .strictObject({
    /** What rises: "minimi", "minimi (TEM)", "trattamento economico complessivo (TEC)". */
    measure: z.string().min(1),
    amount: z.number().positive(),
    unit: z.enum(['euro', 'percent']),
    /** The level code of `levels` the amount refers to, when it is one. */
    level: z.string().min(1).optional(),
    /** How the sources name the reference: "al 4° livello", "al parametro medio". */
    reference: z.string().min(1),
    /** Each tranche's date and amount, split by the pay table's labels where the sources split it. */
    tranches: z.array(trancheSchema).optional(),
    /**
     * The whole increase at other levels as the renewal's table of increases publishes it (level code → euro):
     * Turismo 5th level 187,57 €, a cent off its tranches' sum by the table's own rounding.
     */
    levels: z.record(z.string().min(1), z.number().positive()).optional(),
    /** Where the tranches or totals by level come from, when not the validity's own sources. */
    sources: z.array(sourceSchema).min(1).optional(),
    note: z.string().min(1).optional(),
    /** The whole increase as a share of the minimums, as the sources state it (Multiservizi 2025: 16,6%). */
    share_percent: z.number().positive().max(100).optional(),
  })
  .refine((i) => (i.tranches ?? []).every((t, n, all) => n === 0 || (all[n - 1]?.from ?? '') < t.from), {
    message: 'le tranche devono essere in ordine di data',
    path: ['tranches'],
  });
export type Increase = z.infer<typeof increaseSchema>;

/**
 * A figure of the last renewal its sources state beside the increases, for the questions that ask it: the
 * `montante` (what the reference level receives in all over the validity period) and the change to the
 * `previdenza_complementare` (the pension fund's contributions). Written as the sources give it.
 */
/**
 * A change of the last renewal beside the tranches, with the day it starts, as its sources state it ("dal 1°
 * gennaio 2027 la riduzione di 4 ore vale per tutti"): said beside a tranche of the same months.
 */
const renewalChangeSchema = z.strictObject({
  from: isoDate,
  text: z.string().min(1),
  sources: z.array(sourceSchema).min(1),
});

const renewalFigureSchema = z.strictObject({
  topic: z.enum(['montante', 'previdenza_complementare', 'welfare', 'edr']),
  text: z.string().min(1),
  amount: z.number().positive().optional(),
  unit: z.enum(['euro', 'percent']).optional(),
  /** The level code of `levels` the amount refers to, when it is one. */
  level: z.string().min(1).optional(),
  /** The figure's own rules as published: when it is due ("scadenza"), whether it can be paid as money. */
  terms: z
    .array(
      z.strictObject({
        kind: z.enum(['scadenza', 'monetizzazione', 'part_time']),
        text: z.string().min(1),
        /** For a `part_time` term: whether the amount is reduced in proportion to a part-timer's hours. */
        pro_rata: z.boolean().optional(),
        sources: z.array(sourceSchema).min(1),
      }),
    )
    .optional(),
  sources: z.array(sourceSchema).min(1),
});

/** One instalment of the una tantum by level, as published: full-time amounts before any proration. */
const lumpByLevelSchema = z.strictObject({
  /** The instalment's name as a client says it ("seconda rata"). */
  instalment: z.string().min(1),
  /** The month it is paid with (first day). */
  paid: isoDate,
  /** Level code of `levels` → amount in euro. */
  amounts: z.record(z.string().min(1), z.number().positive()),
  sources: z.array(sourceSchema).min(1),
});

export const validitySchema = z
  .strictObject({
    signed: z.string().min(1),
    from: isoDate.nullable(),
    /** The expiry: after it the agreement is expired, whatever still applies. */
    to: isoDate.nullable(),
    text: z.string().min(1),
    article: z.string().min(1).optional(),
    /** The last renewal: what was signed and when. */
    last_renewal: z.string().min(1),
    una_tantum: textFact,
    /** The una tantum's instalments by level, where a source tables them. */
    una_tantum_levels: z.array(lumpByLevelSchema).optional(),
    /** Every date a pay increase of the agreement in force applies from, signed, whether or not tabled here. */
    tranches: z.array(isoDate),
    /** The increases of the last renewal at their reference level, from the same sources. */
    increases: z.array(increaseSchema).optional(),
    /** Further figures of the last renewal (montante, pension fund, welfare, EDR), each with its sources. */
    renewal_figures: z.array(renewalFigureSchema).optional(),
    /** What else the last renewal changes from a date beside the pay (hours, a new element, indexing). */
    renewal_changes: z.array(renewalChangeSchema).optional(),
    /** What the agreement says of its own expiry: automatic extension, the notice to end it, as published. */
    expiry_clause: textFact.optional(),
    /** The unions' platform for the next renewal, after the expiry: a demand, never a signed figure. */
    next_platform: textFact.optional(),
    confidence: confidence.optional(),
    sources: z.array(sourceSchema).min(1),
  })
  .refine((v) => v.tranches.every((d, i, all) => i === 0 || (all[i - 1] ?? '') < d), {
    message: 'le date delle tranche devono essere in ordine crescente e senza ripetizioni',
    path: ['tranches'],
  });
