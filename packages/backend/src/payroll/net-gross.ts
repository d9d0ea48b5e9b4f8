import { checkPayments, checkYear, type GrossToNet, type GrossToNetInput, grossToNet } from './gross-net.js';
import { localTaxes } from './local-taxes.js';
import { netPay } from './net-pay.js';
import { cents, num, PayrollInputError, requireAmount, step, type Worked } from './steps.js';
import type { SurchargeTables } from './surcharges.js';

/**
 * Net → gross: the gross pay whose net, computed by `grossToNet`, equals the net asked to the cent. The net is
 * not monotonic in the gross (the trattamento integrativo stops at 15,000 of income, the cuneo's tax-free sum
 * at 20,000, a municipal soglia makes the whole income taxable), so a net can have several grosses or none:
 * the search scans the gross in 100 € steps, bisects every interval where the net crosses the target, and
 * returns the lowest gross (in cents) that gives the net exactly.
 */

export interface NetToGrossInput extends Omit<GrossToNetInput, 'ral' | 'monthlyGross'> {
  /** Annual net wanted. Give this or `netMonthly`. */
  netAnnual?: number;
  /** Average monthly net wanted (annual net ÷ payments). */
  netMonthly?: number;
}

export interface NetToGross {
  ral: number;
  monthlyGross: number;
  /** False when no gross gives this net to the cent (a cliff skips it): the result is the nearest above. */
  exact: boolean;
  /** The forward computation at the gross found: its net is the one asked when `exact`. */
  check: GrossToNet;
}

const STEP_CENTS = 10_000;

export function netToGross(tables: SurchargeTables, input: NetToGrossInput): Worked<NetToGross> {
  const year = checkYear(input.year);
  const payments = checkPayments(input.payments);
  if ((input.netAnnual === undefined) === (input.netMonthly === undefined))
    throw new PayrollInputError('Indica il netto annuo oppure il netto mensile (uno dei due).');
  const monthly = input.netMonthly !== undefined;
  const target = cents(requireAmount(input.netAnnual ?? input.netMonthly ?? 0, 'il netto'));
  const local = localTaxes(tables, input.location ?? {}, year);
  const regional = local.regional?.rule ?? null;
  const municipal = local.municipal?.rule ?? null;
  // x is the searched gross in cents: the RAL, or the monthly gross when a monthly net is asked.
  const shown = (x: number): number => {
    const ral = monthly ? (x / 100) * payments : x / 100;
    const { net } = netPay({
      ral,
      year,
      daysWorked: input.daysWorked,
      fixedTerm: input.fixedTerm,
      inpsRatePct: input.inpsRatePct,
      capAtMassimale: input.capAtMassimale,
      regional,
      municipal,
      // The deductions for dependants (art. 12 TUIR) weigh on every gross tried, as on the forward check.
      ...(input.family ? { family: input.family } : {}),
    });
    return cents(monthly ? net / payments : net);
  };
  // The net never falls below ~40% of the gross: three times the target (plus a margin) bounds the search.
  const limit = Math.ceil((target * 3 + 50_000) * 100);
  let best: number | null = null;
  let nearest: number | null = null;
  for (let low = 0; low < limit && best === null; low += STEP_CENTS) {
    const high = low + STEP_CENTS;
    if (!(shown(low) < target && shown(high) >= target)) continue;
    let a = low;
    let b = high;
    // Smallest x in (a, b] with shown(x) >= target.
    while (b - a > 1) {
      const mid = Math.floor((a + b) / 2);
      if (shown(mid) >= target) b = mid;
      else a = mid;
    }
    if (shown(b) === target) best = b;
    else nearest ??= b;
  }
  const found = best ?? nearest;
  if (found === null)
    throw new PayrollInputError(`Nessuna retribuzione lorda dà un netto di ${num(target)} €.`);
  const gross = found / 100;
  const forward = grossToNet(tables, {
    ...input,
    year,
    payments,
    ...(monthly ? { monthlyGross: gross } : { ral: gross }),
  });
  const what = monthly ? `lordo mensile su ${payments} mensilità` : 'RAL';
  const search = step(
    monthly ? 'Lordo mensile che dà il netto richiesto' : 'RAL che dà il netto richiesto',
    best !== null
      ? `ricerca al centesimo del più basso ${what} con netto ${monthly ? 'mensile' : 'annuo'} = ${num(target)}`
      : `nessun ${what} dà esattamente ${num(target)}: il più vicino sopra dà ${num(shown(found))}`,
    gross,
  );
  return {
    result: {
      ral: forward.result.ral,
      monthlyGross: forward.result.monthlyGross,
      exact: best !== null,
      check: forward.result,
    },
    steps: [search, ...forward.steps],
    assumptions: [
      ...forward.assumptions,
      'Il lordo è cercato al centesimo ricalcolando il netto con le stesse regole; dove più lordi danno lo stesso netto si indica il più basso.',
    ],
    gaps: forward.gaps,
    sources: forward.sources,
  };
}
