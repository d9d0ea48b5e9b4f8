import { describe, expect, it } from 'vitest';
import { askAgent, testKb as kb } from '../testing/agents.js';
import { readQuestion } from './read.js';

const question =
  'Studio di consulenza. Dipendente full-time CCNL Terziario Confcommercio, IV livello, nessuno scatto né superminimo. Nel 2026 ha fruito di congedo straordinario per assistere il padre da marzo a giugno (4 mesi interi), poi è rientrato. Quanto gli spetta di tredicesima lorda a dicembre 2026?';
const read = (message: string) => readQuestion({ kb, message, categories: [], today: '2026-12-01' });

describe('the 13th month asked after months of extraordinary care leave', () => {
  it('is the 13th of the months left (12 − 4 = 8), not the leave', () => {
    const r = read(question);
    expect(r.intent).toBe('thirteenth_pro_rata');
    expect(r.slots.monthsWorked).toBe(8);
    expect(r.slots.overtimeKind).toBeUndefined();
  });

  it('reads the months from the span when no count is told ("da marzo a maggio": 3)', () => {
    expect(
      read(question.replace(' (4 mesi interi)', '').replace('giugno', 'maggio')).slots.monthsWorked,
    ).toBe(9);
  });

  it('whether it accrues, asked without an amount, stays the leave rule', () => {
    const r = read(
      'Ho fatto congedo straordinario per assistere mia madre da marzo a giugno: in quei mesi matura la tredicesima?',
    );
    expect(r.intent).not.toBe('thirteenth_pro_rata');
  });

  it('answers 1.818,75 × 8/12 = 1.212,50 €', () => {
    const answer = askAgent('calcolo', question, { today: '2026-12-01' } as never) as { text: string };
    expect(answer.text).toContain('1.212,50');
  });
});
