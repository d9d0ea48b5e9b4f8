import { describe, expect, it } from 'vitest';
import type { Ccnl } from '../kb/schema.js';
import { testKb as kb } from '../testing/agents.js';
import { minimumInForceLine } from './minimum-before-rise.js';

function agreement(id: string): Ccnl {
  const ccnl = kb.byId(id);
  if (!ccnl) throw new Error(`${id} non è nella base di conoscenza`);
  return ccnl;
}
const plain = (text: string) => text;

describe('the minimum in force before a rise', () => {
  const studi = () => agreement('studi-professionali-confprofessioni');

  it('takes the month the user states after "cioè" as the moment asked, not the rise of that month', () => {
    const line = minimumInForceLine(
      studi(),
      '3',
      '2025-10-01',
      'e prima dell aumento di dicembre, cioe a ottobre 2025, quanto era?',
      plain,
    );
    expect(line).toContain('a ottobre 2025 il minimo mensile del 3° livello era 1.706,37 €');
  });

  it('keeps the table before the month own tranche when the rise named is that month', () => {
    const line = minimumInForceLine(
      studi(),
      '3',
      '2025-10-01',
      "a ottobre 2025, prima dell'aumento di ottobre, quanto era?",
      plain,
    );
    expect(line).toContain('era 1.661,37 €');
  });
});
