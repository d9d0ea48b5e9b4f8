import { describe, expect, it } from 'vitest';
import { testKb as kb, TEST_TODAY } from '../testing/agents.js';
import { readQuestion } from './read.js';

const read = (message: string) =>
  readQuestion({ kb, message, history: [], categories: [], today: TEST_TODAY, agent: 'calcolo' });

// Session 37: a fixed-term contract's length is the period its TFR accrues over.
describe('the length of a fixed-term contract', () => {
  it('"commessa a termine 3 mesi … quanto tfr" accrues 3 months', () => {
    const req = read('commessa a termine 3 mesi a 1900 lordi al mese, finisce ora: quanto tfr le devo?');
    expect(req.intent).toBe('tfr');
    expect(req.slots.monthsWorked).toBe(3);
  });

  it('"un tempo determinato di sei mesi" accrues 6 months', () => {
    expect(
      read('ho fatto un tempo determinato di sei mesi a 1.700 € lordi: quanto TFR mi spetta?').slots
        .monthsWorked,
    ).toBe(6);
  });

  it('"dopo 5 mesi" of a 12-month contract is the period worked, not the contract', () => {
    expect(
      read('contratto a termine di 12 mesi, dopo 5 mesi si è dimessa: quanto tfr su 1.800 lordi?').slots
        .monthsWorked,
    ).toBe(5);
  });
});
