import { describe, expect, it } from 'vitest';
import { testKb } from '../testing/agents.js';
import { cents, grossToNet, netToGross } from './index.js';

/** Net → gross is the exact inverse of gross → net, to the cent, for both years and with surcharges. */

const tables = testKb.surcharges;

describe('netToGross', () => {
  it('the published Milano example backwards: a net of 23,425.48 in 2026 needs a RAL of 30,000 (payroll-rules.md §11)', () => {
    const { result, steps } = netToGross(tables, {
      year: 2026,
      netAnnual: 23_425.48,
      location: { municipality: 'Milano' },
    });
    expect(result.exact).toBe(true);
    // One cent of RAL moves the net by about 0.6 cents, so 29,999.99 may give the same net: the lowest is taken.
    expect(result.ral).toBeGreaterThan(29_999.97);
    expect(result.ral).toBeLessThanOrEqual(30_000);
    expect(cents(result.check.netAnnual)).toBe(23_425.48);
    expect(steps[0]?.label).toBe('RAL che dà il netto richiesto');
  });

  it('round trip net → gross → net to the cent, for RALs across every band, in 2025 and 2026', () => {
    for (const year of [2025, 2026])
      for (const ral of [9_000, 14_500, 18_000, 22_000, 27_000, 33_333.33, 45_000, 62_000, 130_000]) {
        const net = cents(
          grossToNet(tables, { year, ral, location: { municipality: 'Torino' } }).result.netAnnual,
        );
        const back = netToGross(tables, { year, netAnnual: net, location: { municipality: 'Torino' } });
        expect(back.result.exact, `${year} ${ral}`).toBe(true);
        expect(cents(back.result.check.netAnnual), `${year} ${ral}`).toBe(net);
        // The lowest gross with that net is never above the RAL we started from.
        expect(back.result.ral, `${year} ${ral}`).toBeLessThanOrEqual(ral);
      }
  });

  it('a monthly net on 14 payments gives the monthly gross, exact to the cent', () => {
    const back = netToGross(tables, {
      year: 2025,
      netMonthly: 1_650,
      payments: 14,
      location: { municipality: 'Roma' },
    });
    expect(back.result.exact).toBe(true);
    expect(cents(back.result.check.netMonthly)).toBe(1_650);
    expect(back.result.ral).toBeCloseTo(back.result.monthlyGross * 14, 6);
  });

  it('refuses a request with neither or both nets', () => {
    expect(() => netToGross(tables, { year: 2026 })).toThrow(/netto annuo oppure il netto mensile/);
    expect(() => netToGross(tables, { year: 2026, netAnnual: -5 })).toThrow(/Importo non valido/);
  });
});
