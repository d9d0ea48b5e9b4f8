import type { Ccnl } from '../kb/schema.js';

type Rate = NonNullable<Ccnl['rates']['rates']>[number];

/**
 * "il notturno festivo da turnisti": a combined kind the agreement writes as its own rate is answered by that
 * rate (night and holiday work, not overtime); the conditions the question tells ("dalle 22 alle 6", "turnisti") choose among its rates only, not a
 * plain night rate that shares them. Otherwise (a single kind, or a combined kind the agreement lacks) every rate.
 */
export function ratesOfCombinedKind(rates: readonly Rate[], asked: string): readonly Rate[] {
  // (Overtime kinds stay open: their conditions may say the hours are ordinary, "a queste ore ordinarie".)
  if (!asked.includes('_') || asked.startsWith('straordinario')) return rates;
  const own = rates.filter((r) => r.kind === asked);
  return own.length ? own : rates;
}
