import { euro } from '../kb/format.js';
import { effectiveHourlyPay } from '../payroll/index.js';
import type { TypedRequest } from '../reader/request.js';
import { bold } from './compose.js';

interface Band {
  hourly_up_to: number | null;
  with_cuaf: number | null;
  worker: number | null;
}

/**
 * "La pago 8,50 € l'ora" said before "quanto devo versare all'INPS per ogni ora, e quanto posso trattenerle?":
 * with the hourly pay known, the contribution of its band opens the answer (the employer's total per hour and
 * the worker's share), before the year's table. The band is the effective hourly pay's: the pay plus the 13ª's
 * hourly share (payroll/domestic.ts). Undefined when no hourly pay was given or its band has no figure.
 */
export function hourBandOpening(
  req: TypedRequest,
  bands: readonly Band[],
  year: number,
  stated = false,
  fixedTerm = false,
): string | undefined {
  const hourly = req.slots.amounts.find(
    (a) => a.perHour && (a.kind === 'other' || a.kind === 'monthly_gross'),
  );
  if (!hourly) return undefined;
  // A pay said to be the effective one already holds the 13ª's share.
  const effective = stated ? hourly.value : effectiveHourlyPay(hourly.value);
  const i = bands.findIndex((b) => b.hourly_up_to === null || effective <= b.hourly_up_to);
  const band = bands[i];
  if (!band || band.with_cuaf === null || band.worker === null) return undefined;
  const from = i ? bands[i - 1]?.hourly_up_to : undefined;
  const range =
    band.hourly_up_to === null
      ? `oltre ${euro(from ?? 0)}`
      : `${from ? `da ${euro(from)} ` : ''}fino a ${euro(band.hourly_up_to)}`;
  const pay = stated
    ? `Con una retribuzione oraria effettiva di ${euro(effective)} (fascia ${range})`
    : `Con una paga di ${euro(hourly.value)} l'ora (retribuzione oraria effettiva ${euro(effective)} con la quota di tredicesima: fascia ${range})`;
  return `${pay} i contributi INPS ${year} per colf e badanti sono ${bold(`${euro(band.with_cuaf)} per ogni ora retribuita`)}, di cui ${bold(euro(band.worker))} a carico del lavoratore, che puoi trattenere dalla paga (${fixedTerm ? "rapporto a tempo determinato, con il contributo addizionale dell'1,40% a carico del datore" : 'rapporto a tempo indeterminato'}, fino a 24 ore settimanali).`;
}
