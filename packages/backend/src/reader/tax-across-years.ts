import type { TypedRequest } from './request.js';
import { readable } from './text.js';

/**
 * "RAL 50.000: mi dici l'IRPEF netta 2025, quella 2026 e il risparmio?": the tax of the two years asked on a
 * pay, not the net pay. Read as a payroll rule applied to that pay (../agents/rule-extras.ts, irpefSaving).
 */
export function taxAcrossYears(request: TypedRequest, message: string): TypedRequest {
  if (request.intent !== 'gross_to_net') return request;
  // ("l'IRPEF netta" names the tax, read as "irpef netto" once typos are fixed: not a net pay.)
  const text = readable(message).replace(/\birpef nett\w*/g, 'irpef');
  const asked =
    /\birpef\b/.test(text) &&
    /\b2025\b/.test(text) &&
    /\b2026\b/.test(text) &&
    !/\bnett[oi]\b|in tasca/.test(text);
  return asked ? { ...request, intent: 'payroll_rules' } : request;
}
