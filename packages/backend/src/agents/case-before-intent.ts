import type { Ccnl } from '../kb/schema.js';
import type { TypedRequest } from '../reader/request.js';
import type { AgentName, AgentResult } from './agents.js';
import { buildingSickPay } from './building-sick-pay.js';
import type { AgentContext } from './context.js';
import { domesticSickDays } from './domestic-sick-days.js';
import { hoursPairNet } from './hours-pair-net.js';
import { injuryLawSum } from './injury-law-sum.js';
import { leaveAfterComporto } from './leave-after-comporto.js';
import { levelParameters } from './level-parameters.js';
import { lumpInTfr } from './lump-in-tfr.js';
import { negotiatedFundAnswer } from './negotiated-fund.js';
import { nightAllowanceAsked } from './night-allowance.js';
import { nightShiftRate } from './night-shift-rate.js';
import { overtimeAsRest } from './overtime-as-rest.js';
import { payItemAnswer } from './pay-item-asked.js';
import { edrFigureAsked } from './renewal-figures.js';
import { scheduleClauseAsked } from './schedule-clause-asked.js';
import { shiftAllowanceRule } from './shift-allowance-rule.js';
import { sickDaysSplit } from './sick-days-split.js';
import { sickInpsDaily } from './sick-inps-daily.js';
import { siteAwayCassa } from './site-away-cassa.js';
import { standbyAllowanceGap } from './standby-allowance-gap.js';
import { yearMinimumsAnswer } from './year-minimums.js';

/**
 * The particular cases `answerByIntent` answers before it looks at the intent: an element named, a standby
 * allowance, sick or injury days at a pay given, overtime as rest, nights on shifts. Undefined when none applies.
 */
export function caseBeforeIntent(
  agentName: AgentName,
  ctx: AgentContext,
  req: TypedRequest,
  agreement: Ccnl | undefined,
): AgentResult | undefined {
  // Two workers of one level, full time and part time, each one's net asked (hours-pair-net.ts).
  const pair = hoursPairNet(ctx, req, agreement);
  if (pair) return pair;
  // A negotiated fund's employer share asked by the fund's name (negotiated-fund.ts).
  const fund = negotiatedFundAnswer(ctx, req);
  if (fund) return fund;
  // An element kept apart from the minimum, named ("l'IAR del 4° livello"): its own entry (pay-item-asked.ts).
  const main = agentName === 'main-agent';
  const item = main ? payItemAnswer(ctx, req, agreement) : undefined;
  if (item) return item;
  // A renewal's EDR asked with its start or amount (renewal-figures.ts).
  const edr = main ? edrFigureAsked(ctx, req) : undefined;
  if (edr) return edr;
  // The unpaid leave after the comporto, asked by name: its sentence and length first (leave-after-comporto.ts).
  const leave = main ? leaveAfterComporto(ctx, req, agreement) : undefined;
  if (leave) return leave;
  const standby = main ? standbyAllowanceGap(ctx, agreement) : undefined; // (standby-allowance-gap.ts)
  if (standby) return standby;
  // Whether an una tantum counts for the TFR: the agreement's rule, not a TFR computed (lump-in-tfr.ts).
  const lumpTfr = lumpInTfr(ctx, agreement);
  if (lumpTfr) return lumpTfr;
  // A domestic worker's sick days at a daily pay given: the days valued by band (domestic-sick-days.ts).
  const sickDays = domesticSickDays(ctx, agreement);
  if (sickDays) return sickDays;
  // Sick days on a daily or hourly pay given (sick-days-split.ts, sick-inps-daily.ts, building-sick-pay.ts).
  const sickPaid =
    sickDaysSplit(ctx, req) ?? sickInpsDaily(ctx, agreement) ?? buildingSickPay(ctx, agreement);
  if (sickPaid) return sickPaid;
  // An injury's first days at a daily pay given, the law's share asked (injury-law-sum.ts).
  const injury = injuryLawSum(ctx, req.slots.agreements.length > 0);
  if (injury) return injury;
  // Overtime given back as rest, or a working-time clause (overtime-as-rest.ts, schedule-clause-asked.ts).
  const rest = main ? (overtimeAsRest(ctx, agreement) ?? scheduleClauseAsked(ctx, agreement)) : undefined;
  if (rest) return rest;
  // Nights on rotating shifts round the clock, whatever the turn reads as asked (night-shift-rate.ts).
  // A per-night allowance asked by name for nights told, whatever intent the turn reads as (night-allowance.ts).
  const shifts = nightShiftRate(ctx, req) ?? nightAllowanceAsked(ctx, req) ?? shiftAllowanceRule(ctx);
  if (shifts) return shifts;
  // The levels' parameters asked as a list (level-parameters.ts).
  // A site in another province: the posted operaio's Cassa Edile and provincial agreement (site-away-cassa.ts).
  const parameters = main ? (levelParameters(ctx, agreement) ?? siteAwayCassa(ctx, agreement)) : undefined;
  if (parameters) return parameters;
  // A year's minimums summed month by month, a tranche and the extra months in it (year-minimums.ts).
  return agentName === 'calcolo' ? yearMinimumsAnswer(ctx, req) : undefined;
}
