import { euro } from '../kb/format.js';
import type { Ccnl } from '../kb/schema.js';
import type { TypedRequest } from '../reader/request.js';
import { citeSources } from './answer.js';
import type { PayBase } from './pay-base.js';

/**
 * The month a tredicesima is a twelfth of, when the user gives an hour's pay ("retribuzione globale oraria di
 * 9,80 €"): the hourly pay times the agreement's monthly hourly divisor (Metalmeccanici: the 13ª "ragguagliata a
 * 173 ore"), never the hourly figure itself read as a month. Undefined for other intents, for a monthly pay stated,
 * for domestic work (paid on its own hours) and when the agreement holds no divisor.
 */
export function hourlyMonthBase(
  req: TypedRequest,
  ccnl: Ccnl | undefined,
  payments: PayBase['payments'],
  assumptions: string[],
): PayBase | undefined {
  if (req.intent !== 'thirteenth_pro_rata' || !ccnl || ccnl.id === 'lavoro-domestico') return undefined;
  const pays = req.slots.amounts.filter((a) => a.kind !== 'hours');
  const hourly = pays.find((a) => a.perHour)?.value;
  if (hourly === undefined || pays.some((a) => !a.perHour && a.value >= 100)) return undefined;
  const divisor = ccnl.hourly_divisor.value;
  if (typeof divisor !== 'number' || divisor < 100) return undefined;
  const monthly = Math.round(hourly * divisor * 100) / 100;
  return {
    annual: monthly * payments,
    monthly,
    payments,
    label: `una retribuzione oraria di ${euro(hourly)} (${euro(hourly)} × ${divisor} ore = ${euro(monthly)} al mese)`,
    assumptions: [
      ...assumptions,
      `Retribuzione mensile = paga oraria × ${divisor} ore, il divisore orario mensile del ${ccnl.short_name}.`,
    ],
    citations: citeSources(
      ccnl,
      `Divisore orario del ${ccnl.short_name}: ${ccnl.hourly_divisor.text ?? divisor}`,
      ccnl.hourly_divisor.article ?? null,
      ccnl.hourly_divisor.sources,
      1,
    ),
    ccnl,
  };
}
