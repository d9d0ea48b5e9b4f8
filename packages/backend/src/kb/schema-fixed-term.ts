import { z } from 'zod';
import { factFields, numberFact, withGapRule } from './schema-source.js';

/** The items the fixed-term workers' «terzo elemento» pays, each with its share of the pay in percent. */
const sharesFact = withGapRule(
  z.strictObject({
    ...factFields,
    shares: z.array(z.strictObject({ name: z.string().min(1), value: z.number().positive() })).min(1),
  }),
);

/**
 * Fixed-term workers paid by the day or the hour (Operai agricoli, art. 49): `fixed_term_third_element`, the
 * allowance paid with each hour in place of the deferred items, in percent of the contractual wage;
 * `fixed_term_third_element_shares`, what it pays (festività, ferie, 13ª, 14ª) share by share;
 * `fixed_term_tfr`, the TFR paid with the wage, in percent of the contractual wage alone.
 */
export const fixedTermFields = {
  fixed_term_third_element: numberFact.optional(),
  fixed_term_third_element_shares: sharesFact.optional(),
  fixed_term_tfr: numberFact.optional(),
};
