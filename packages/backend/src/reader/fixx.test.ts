import { describe, expect, it } from 'vitest';
import { testKb as kb, TEST_TODAY } from '../testing/agents.js';
import { readQuestion } from './read.js';

// Session 19 (fixx): a figure said in apposition keeps the kind of the words it stands beside.
const read = (message: string) =>
  readQuestion({ kb, message, history: [], categories: [], today: TEST_TODAY, agent: 'calcolo' });

describe('a figure in apposition ("il netto …, cioè circa 25.956 euro") is that kind of figure', () => {
  it('a net said after "cioè" beside a RAL is a net, not a second RAL', () => {
    const r = read(
      'Con una RAL di 40.000 euro mi hanno detto che il netto annuo resta uguale all’anno scorso, cioè circa 28.900 euro: quanto è il netto 2026 a Roma?',
    );
    const kinds = r.slots.amounts.map((a) => `${a.kind}:${a.value}`);
    expect(kinds).toContain('ral:40000');
    expect(kinds).toContain('net:28900');
    expect(kinds).not.toContain('ral:28900');
  });
  it('"ossia" after a gross keeps it gross', () => {
    const r = read('Il mio lordo annuo, ossia 32.000 euro, che netto dà nel 2026?');
    expect(r.slots.amounts.map((a) => a.kind)).toEqual(['ral']);
  });
});
