import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import { loadConfig } from '../config.js';

/**
 * Rules of the law on hiring and moving workers (fixed-term limits, intermittent work, minimum age, transfer),
 * kept as data beside the agreements: `data/law/employment-rules.json`, each rule with its sources and the
 * date it applies from. Read once, validated at load.
 */

const sourceSchema = z.object({
  url: z.string().url(),
  label: z.string(),
  date: z.string().nullable(),
  confidence: z.enum(['high', 'medium', 'low']),
});
const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

const ruleSchema = z.object({
  id: z.enum([
    'fixed_term_max_duration',
    'fixed_term_extensions',
    'fixed_term_seasonal',
    'intermittent_age',
    'intermittent_days',
    'minimum_age',
    'transfer',
    'fixed_term_causale',
    'minor_hours',
    'higher_duties',
    'higher_duties_periods',
    'lower_duties',
    'transfer_carer',
    'part_time_supplementary',
    'part_time_supplementary_bound',
    'part_time_elastic_notice',
    'part_time_refusal',
    'part_time_conversion',
    'part_time_return_priority',
    'part_time_conversion_priority',
    'student_exam_leave',
    'bereavement_leave',
    'apprenticeship_professional',
    'apprenticeship_first_level_rate',
    'apprenticeship_end',
    'apprenticeship_dismissal',
    'apprenticeship_levels_below',
    'apprenticeship_ratio',
    'apprenticeship_training_hours',
    'apprenticeship_first_level_training_pay',
    'minor_night',
    'unpaid_trial',
    'weather_stoppage',
    'agency_equal_treatment',
    'tfr_advance',
    'tfr_advance_domestic',
    'pension_fund_advance',
    'tfr_treasury_fund',
    'fixed_term_probation',
    'probation_absence',
    'fixed_term_sick_pay',
    'fixed_term_gap',
    'intermittent_availability',
    'intermittent_notice',
    'traineeship',
    'hiring_women',
    'hiring_youth',
    'south_relief',
    'cig_ceiling',
    'secondment',
    'transfer_burden',
    'carer_night_work',
    'disability_permit_planning',
    'mixed_contract',
    'domestic_contributions_deduction',
    'carer_tax_credit',
    'whistleblower_retaliation',
    'disability_comporto',
    'serious_illness_leave',
    'disabled_child_parental_extension',
  ]),
  figure: z.string(),
  text: z.string(),
  reference: z.string(),
  applies_from: isoDate,
  earlier: z.string().optional(),
  /** The rule's figures as numbers, for a computation (a share, a surcharge). */
  values: z.record(z.string(), z.number()).optional(),
  /** A transitional rule beside it that lapses on `until` unless extended again (the individual causale). */
  transitional: z
    .object({
      figure: z.string(),
      until: isoDate,
      text: z.string(),
      reference: z.string(),
      applies_from: isoDate,
      earlier: z.string().optional(),
      sources: z.array(sourceSchema).min(1),
    })
    .optional(),
  sources: z.array(sourceSchema).min(1),
});
const fileSchema = z.object({ read_on: z.string(), note: z.string(), rules: z.array(ruleSchema) });

export type EmploymentRule = z.infer<typeof ruleSchema>;
export type EmploymentRuleId = EmploymentRule['id'];

let rules: Map<EmploymentRuleId, EmploymentRule> | undefined;

/** The rule with that id, from the knowledge base. */
export function employmentRule(id: EmploymentRuleId): EmploymentRule {
  rules ??= new Map(
    fileSchema
      .parse(JSON.parse(readFileSync(join(loadConfig().kbDir, 'law', 'employment-rules.json'), 'utf8')))
      .rules.map((r) => [r.id, r] as const),
  );
  const rule = rules.get(id);
  if (!rule) throw new Error(`employment rule missing from the knowledge base: ${id}`);
  return rule;
}
