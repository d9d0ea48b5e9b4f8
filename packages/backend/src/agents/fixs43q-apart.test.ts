import { describe, expect, it } from 'vitest';
import { levelPayAt } from '../kb/pay.js';
import { testKb } from '../testing/agents.js';
import { paidApart } from './paid-apart.js';

const pay = () => {
  const ccnl = testKb.byId('multiservizi-pulizia');
  if (!ccnl) throw new Error('multiservizi-pulizia not in the test KB');
  const found = levelPayAt(ccnl, '3', '2026-10-15');
  if (!found) throw new Error('no table');
  return found;
};

const sum = (line: string) => {
  const [left = '', right = ''] = line.replace(/ \(a parte:.*$/, '').split(' = ');
  const parts = [...left.matchAll(/([\d.]+,\d{2}) €/g)].map((m) =>
    Number((m[1] ?? '').replace(/\./g, '').replace(',', '.')),
  );
  const total = Number((/([\d.]+,\d{2}) €/.exec(right)?.[1] ?? '').replace(/\./g, '').replace(',', '.'));
  return { parts: parts.reduce((a, b) => a + b, 0), total };
};

describe('items paid apart that a payslip lists (fixs43q)', () => {
  it('an EDR the payslip lists counts in the minimum, and the composition adds up', () => {
    const p = pay();
    const edr = p.row.components.find((c) => c.payments !== undefined);
    expect(edr).toBeDefined();
    const listed = paidApart(p, 'Retribuzione tabellare 800,00\nE.D.R. (50%) 5,17');
    expect(listed.monthly).toBeCloseTo(p.row.amount + (edr?.amount ?? 0), 2);
    const line = sum(listed.composition(listed.monthly));
    expect(line.parts).toBeCloseTo(line.total, 2);
  });

  it('an EDR not listed stays apart, said as such, and the sum still adds up', () => {
    const p = pay();
    const plain = paidApart(p, 'il minimo del 3° livello è giusto?');
    expect(plain.monthly).toBe(p.row.amount);
    const text = plain.composition(plain.monthly);
    expect(text).toContain('a parte: EDR');
    const line = sum(text);
    expect(line.parts).toBeCloseTo(line.total, 2);
  });
});
