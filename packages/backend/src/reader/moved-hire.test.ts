import { describe, expect, it } from 'vitest';
import { testKb as kb, TEST_TODAY } from '../testing/agents.js';
import { movedHireMonth } from './moved-hire.js';
import { readQuestion } from './read.js';

const read = (message: string, history: string[] = []) =>
  readQuestion({ kb, message, history, categories: [], today: TEST_TODAY, agent: 'calcolo' });

describe('a follow-up in the employer’s words moves the hire month', () => {
  it('reads "lo assumevo", "l’avessi assunta" as the hire moved to the month said', () => {
    expect(movedHireMonth('e se invece lo assumevo a settembre?', '2026-06-01')).toBe('2026-09-01');
    expect(movedHireMonth("e se l'avessi assunta a marzo?", '2026-06-01')).toBe('2026-03-01');
    expect(movedHireMonth('se la assumevamo ad ottobre', '2026-06-01')).toBe('2026-10-01');
    // A month alone still names no hire.
    expect(movedHireMonth('e invece a settembre?', '2026-06-01')).toBeUndefined();
  });

  it('computes the 13ª of the follow-up from the new hire month', () => {
    const history = [
      'Metalmeccanici industria: operaio C3 a minimo tabellare assunto il 1° giugno 2026. Quanto gli spetta di tredicesima a dicembre 2026?',
    ];
    const r = read('e se invece lo assumevo a settembre?', history);
    expect(r.intent).toBe('thirteenth_pro_rata');
    expect(r.slots.hireDate).toBe('2026-09-01');
  });
});
