import { describe, expect, it } from 'vitest';
import { readQuestion } from '../reader/read.js';
import { askAgent, openingLines, TEST_TODAY, testKb } from '../testing/agents.js';

const read = (message: string) =>
  readQuestion({ kb: testKb, message, history: [], today: TEST_TODAY, agent: 'calcolo' });

// HR budgeting (issue 12, session 63): a table minimum asked for a future date, with a cost budget as the purpose.
describe('a future minimum asked while budgeting the staff cost', () => {
  it('reads the minimum at the date, not a cost calculation in a year without tax rules', () => {
    const message =
      'Preparo il preventivo dei costi del personale 2027, alimentari industria: la paga base del livello 3A dal primo gennaio 2027 a quanto arriva?';
    const req = read(message);
    expect(req.intent).toBe('minimum_pay');
    const answer = askAgent('calcolo', message);
    expect(openingLines(answer.text)).toContain('1.788,12');
    expect(answer.text).not.toMatch(/non è disponibile/);
  });

  it('a cost still asked in the question stays the cost', () => {
    const req = read(
      'Sto facendo il budget del personale, alimentari industria 3A: quanto costa all’azienda nel 2026 con il minimo tabellare?',
    );
    expect(req.intent).toBe('employer_cost');
  });
});

describe('a minimum named as the basis of a cost follow-up', () => {
  it('keeps the cost asked', () => {
    const req = readQuestion({
      kb: testKb,
      message: 'e per un metalmeccanico C2 sui minimi di settembre 2026?',
      history: ['Quanto costa all’azienda un impiegato con RAL di 30.000 € nel 2026?'],
      today: TEST_TODAY,
      agent: 'calcolo',
    });
    expect(req.intent).toBe('employer_cost');
  });
});
