import type { AgentAnswer } from './answer.js';
import { benefitTaxAnswer } from './benefit-tax.js';
import type { AgentContext } from './context.js';
import { elasticLawAnswer } from './elastic-law.js';
import { itinerantWorkerAnswer } from './itinerant-worker.js';
import { mixedContractAnswer } from './mixed-contract-law.js';
import { monthRuleWhy } from './month-rule-why.js';
import { partTimeConversionCaseAnswer } from './part-time-conversion-cases.js';
import { partTimeConversionLawAnswer } from './part-time-conversion-law.js';
import { supplementaryAccrualAnswer } from './supplementary-accrual.js';
import { supplementaryBoundAnswer } from './supplementary-bound.js';
import { supplementaryLawAnswer } from './supplementary-law.js';
import { supplementaryWhyAnswer } from './supplementary-why.js';

/**
 * Questions the law answers whatever agreement applies, asked before any agreement is looked for: a benefit's
 * tax under art. 51 TUIR (benefit-tax.ts; an itinerant worker's allowance, itinerant-worker.ts), a part-timer's supplementary hours when the agreement is said silent
 * (D.Lgs. 81/2015 art. 6, supplementary-law.ts) or the agreement's rate doubted against the law's
 * (supplementary-why.ts) or where they end and overtime begins (supplementary-bound.ts) or whether
 * they accrue the 13th, holidays and TFR under an all-inclusive surcharge (supplementary-accrual.ts), an elastic clause's notice or a refusal to sign it (elastic-law.ts), the written form of a move to
 * part time and the precedence back to full time (part-time-conversion-law.ts), a move to part time imposed or
 * a parent's priority for it (part-time-conversion-cases.ts), the mixed contract of L. 203/2024 (mixed-contract-law.ts),
 * why a month of service counts or not for the TFR (art. 2120 c.c.) or the 13th (month-rule-why.ts).
 */
export function lawBeforeAgreement(ctx: AgentContext): AgentAnswer | undefined {
  return (
    itinerantWorkerAnswer(ctx) ??
    benefitTaxAnswer(ctx) ??
    supplementaryLawAnswer(ctx) ??
    supplementaryWhyAnswer(ctx) ??
    supplementaryBoundAnswer(ctx) ??
    supplementaryAccrualAnswer(ctx) ??
    elasticLawAnswer(ctx) ??
    partTimeConversionLawAnswer(ctx) ??
    partTimeConversionCaseAnswer(ctx) ??
    mixedContractAnswer(ctx) ??
    monthRuleWhy(ctx)
  );
}
