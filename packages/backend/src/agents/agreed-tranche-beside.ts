import { euro } from '../kb/format.js';
import { increasesOf, type LevelStep } from '../kb/increases.js';
import type { Ccnl } from '../kb/schema.js';
import { cents } from '../payroll/net-pay.js';
import { reparametrisedTranche } from './reparametrised-tranche.js';

/**
 * A tranche read on the pay tables at the renewal's reference level, when the renewal states its own amount for
 * that month and the tables moved by more: domestic work's 2026 table rose 49,40 € at BS conviventi, of which the
 * renewal's tranche is 40 € and the rest the yearly cost-of-living update the national commission folds into the
 * same table. The agreed tranche is said beside the table's difference, so "quanto è l'aumento concordato?" finds
 * it in the opening. Empty at another level, another month or when the two amounts agree.
 */
export function agreedTrancheBeside(ccnl: Ccnl, level: string, step: LevelStep, question = ''): string {
  // A tranche stated at a reference parameter, asked why a level got less or more (reparametrised-tranche.ts).
  const reparametrised = reparametrisedTranche(ccnl, level, step, question);
  if (reparametrised) return reparametrised;
  const increase = increasesOf(ccnl, level).find((i) => i.level === level && i.unit === 'euro');
  const tranche = increase?.tranches?.find((t) => t.from.slice(0, 7) === step.from.slice(0, 7));
  if (!increase || tranche?.amount === undefined) return '';
  const rest = cents(step.amount - tranche.amount);
  if (Math.abs(rest) < 0.01) return '';
  const where = increase.reference ? ` (${increase.reference})` : '';
  return ` La tranche concordata dal rinnovo è di ${euro(tranche.amount)}${where}; ${rest > 0 ? `gli altri ${euro(rest)} vengono` : 'la differenza viene'} dall'adeguamento annuale dei minimi al costo della vita, compreso nella stessa tabella.`;
}
