import { describe, expect, it } from 'vitest';
import { testKb } from '../testing/agents.js';
import { levelsByPay } from './levels-by-pay.js';

const agreement = (id: string) => {
  const ccnl = testKb.agreements.find((c) => c.id === id);
  if (!ccnl) throw new Error(id);
  return ccnl;
};

describe('levelsByPay: the levels from the least to the best paid', () => {
  it('Chimico, whose table leaves some levels out, starts from F and ends at A1 (the file lists A1 first)', () => {
    const order = levelsByPay(agreement('chimico-farmaceutico'), '2026-12-03').map((l) => l.level);
    expect(order[0]).toBe('F');
    expect(order.at(-1)).toBe('A1');
  });

  it('an agreement with every level paid is ranked by its pay (Commercio: 7° first, Quadro last)', () => {
    const order = levelsByPay(agreement('terziario-confcommercio'), '2026-12-03').map((l) => l.level);
    expect(order[0]).toBe('7');
    expect(order.at(-1)).toBe('Q');
  });

  it('an agreement with no pay table keeps the order its file states (Confesercenti, highest first, reversed)', () => {
    const order = levelsByPay(agreement('terziario-confesercenti'), '2026-12-03').map((l) => l.level);
    expect(order[0]).toBe('7');
    expect(order.at(-1)).toBe('Q');
  });
});
