import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import type { SourceRef } from './steps.js';

/**
 * The payroll data files under `data/payroll/` (domestic-work bands, employer contributions, TFR
 * coefficients), validated on read; each figure carries its sources.
 */

const source = z.object({
  title: z.string().nullable().optional(),
  publisher: z.string().nullable().optional(),
  url: z.string().regex(/^https?:\/\/\S+/),
  source_date: z.string().nullable(),
  confidence: z.enum(['high', 'medium', 'low']),
});
type RawSource = z.infer<typeof source>;
const sources = z.array(source).min(1);

const band = z.object({
  hourly_up_to: z.number().nullable(),
  conventional_hourly: z.number().nullable().optional(),
  with_cuaf: z.number().nullable(),
  without_cuaf: z.number().nullable(),
  worker: z.number().nullable(),
});
export type DomesticBand = z.infer<typeof band>;

const domesticSchema = z.object({
  years: z.array(
    z.object({
      year: z.number().int(),
      applies_from: z.string(),
      act: z.string(),
      confidence: z.enum(['high', 'medium', 'low']),
      sources,
      open_ended: z.array(band).min(1),
      open_ended_over_24h: band.omit({ hourly_up_to: true }),
      fixed_term: z.array(band).min(1),
      fixed_term_over_24h: band.omit({ hourly_up_to: true }),
      gaps: z.array(z.string()).optional(),
    }),
  ),
  no_withholding: z.object({ text: z.string(), article: z.string(), sources }),
  fixed_term_surcharge: z.object({ text: z.string(), sources }),
  no_cuaf_rule: z.object({ text: z.string(), sources }),
  payment_deadlines: z.object({
    text: z.string(),
    sources,
    termination: z.object({ text: z.string(), sources }).optional(),
  }),
  effective_pay_rule: z.object({ text: z.string(), sources }),
});
export type DomesticData = z.infer<typeof domesticSchema>;

const component = { text: z.string(), confidence: z.enum(['high', 'medium', 'low']), sources };
const employerSchema = z.object({
  components: z.object({
    ivs_employer: z.object({ rate_pct: z.number(), ...component }),
    fis: z.object({
      up_to_5_pct: z.number(),
      over_5_pct: z.number(),
      employer_share: z.number(),
      /** From 2025, the up-to-5 rate for employers with no FIS benefit in 24 months (INPS circ. 5/2025). */
      reduced_up_to_5_pct_from_2025: z.number().optional(),
      ...component,
    }),
    /** Professional offices pay this bilateral fund instead of the FIS (D.I. 21 May 2024). */
    professional_fund: z
      .object({
        up_to_5_pct: z.number(),
        from_5_to_15_pct: z.number(),
        over_15_pct: z.number(),
        reduced_up_to_5_pct_from_2025: z.number().optional(),
        ...component,
      })
      .optional(),
    cigo_industry: z.object({ up_to_50_pct: z.number(), over_50_pct: z.number(), ...component }),
    /** Industrial building firms: their own CIGO rates (workers; clerks by size). */
    cigo_construction: z
      .object({
        workers_pct: z.number(),
        clerks_up_to_50_pct: z.number(),
        clerks_over_50_pct: z.number(),
        ...component,
      })
      .optional(),
    cigs: z.object({
      employer_pct: z.number(),
      worker_pct: z.number(),
      threshold_employees: z.number(),
      ...component,
    }),
    naspi_fixed_term: z.object({
      rate_pct: z.number(),
      per_renewal_pct: z.number(),
      /** What comes back on conversion to an open-ended contract (L. 92/2012 art. 2 c. 30 as amended). */
      conversion_refund: z.object(component).optional(),
      /** Seasonal work the contribution does not apply to (L. 92/2012 art. 2 c. 29; INPS message 483/2025). */
      seasonal_exemption: z.object(component).optional(),
      ...component,
    }),
  }),
  indicative_total: z.object({ rate_pct: z.number(), ...component }),
  indicative_range: z.object({ min_pct: z.number(), max_pct: z.number(), ...component }),
  inail: z.object(component),
  gaps: z.array(z.string()),
});
export type EmployerData = z.infer<typeof employerSchema>;

const tfrSchema = z.object({
  rule: z.object({
    fixed_pct_per_year: z.number(),
    inflation_share: z.number(),
    substitute_tax_pct: z.number(),
    sources,
  }),
  coefficients: z.array(
    z.object({
      period: z.string().regex(/^\d{4}-\d{2}$/),
      coefficient_pct: z.number(),
      confidence: z.enum(['high', 'medium', 'low']),
      sources,
    }),
  ),
  gaps: z.array(z.string()),
  /** Where the TFR goes: kept by the employer or paid into a pension fund, and by when the worker chooses. */
  destination: z
    .object({
      text: z.string(),
      sources,
      change: z.object({ applies_from: z.string(), text: z.string(), sources }).optional(),
    })
    .optional(),
  /** When and how the employer pays the substitute tax on the revaluation (acconto, saldo, F24 codes). */
  substitute_tax_payment: z.object({ text: z.string(), sources }).optional(),
});
export type TfrData = z.infer<typeof tfrSchema>;

export interface PayrollData {
  domestic: DomesticData;
  employer: EmployerData;
  tfr: TfrData;
}

function read<T>(dir: string, file: string, schema: z.ZodType<T>): T {
  return schema.parse(JSON.parse(readFileSync(join(dir, 'payroll', file), 'utf8')));
}

/** Reads and validates `payroll/*.json` under a knowledge-base directory. */
export function readPayrollData(kbDir: string): PayrollData {
  return {
    domestic: read(kbDir, 'domestic-contributions.json', domesticSchema),
    employer: read(kbDir, 'employer-contributions.json', employerSchema),
    tfr: read(kbDir, 'tfr-coefficients.json', tfrSchema),
  };
}

/** A data file's source as the composer shows it (Italian label, publication date, date it applies from). */
export function toSourceRef(raw: RawSource, appliesFrom: string | null = null): SourceRef {
  const label = raw.title ? (raw.publisher ? `${raw.publisher}, ${raw.title}` : raw.title) : raw.url;
  return { label, url: raw.url, published: raw.source_date, appliesFrom };
}
