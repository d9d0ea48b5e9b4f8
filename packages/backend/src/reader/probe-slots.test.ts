import { describe, expect, it } from 'vitest';
import { testKb as kb, TEST_TODAY } from '../testing/agents.js';
import { readQuestion } from './read.js';

const read = (message: string, agent?: 'calcolo') =>
  readQuestion({ kb, message, history: [], categories: [], today: TEST_TODAY, ...(agent ? { agent } : {}) });

describe('the month an accrual is asked up to (accrual-end.ts)', () => {
  it.each([
    ['assunto il 12 maggio 2026, 4 livello commercio: ratei di tredicesima a fine luglio?', '2026-07-31'],
    [
      'in servizio dal 1 febbraio 2025 al 4 livello commercio, quanta tredicesima ho maturato fino a novembre?',
      '2025-11-30',
    ],
    ['quanta tredicesima matura un 5 livello commercio alla fine di giugno 2026?', '2026-06-30'],
  ])('%s', (message, end) => {
    expect(read(message, 'calcolo').slots.endDate).toBe(end);
  });

  it('leaves a month with no year and no hire to the rules that know the year', () => {
    expect(
      read('quanta tredicesima ho a fine ottobre con 1.800 lordi?', 'calcolo').slots.endDate,
    ).toBeUndefined();
  });

  it('reads no leaving day in a question that is not pro rata', () => {
    expect(read('quanto preavviso devo dare se resto fino a ottobre 2026?').slots.endDate).not.toBe(
      '2026-10-31',
    );
  });
});

describe('the payments a story states by the extra month it receives (payments-said.ts)', () => {
  it.each([
    ['prendo 1.900 lordi e prendo anche la quattordicesima, quanto netto?', 14],
    ['lordo 2.000 al mese con la quattordicesima: che RAL è?', 14],
    ['lordo 2.000 al mese senza quattordicesima: che RAL è?', 13],
  ])('%s', (message, payments) => {
    expect(read(message, 'calcolo').slots.payments).toBe(payments);
  });

  it('keeps the payments said outright', () => {
    expect(
      read('1.900 lordi su 13 mensilità, prendo anche la quattordicesima?', 'calcolo').slots.payments,
    ).toBe(13);
  });

  it('asks the RAL, not the 14th, when the 14th only sets the payments', () => {
    expect(read('ho 1.700 lordi e mi danno la quattordicesima, qual è la RAL?', 'calcolo').intent).toBe(
      'gross_to_net',
    );
  });
});
