import { describe, expect, it } from 'vitest';
import { testKb } from '../testing/agents.js';
import { readQuestion } from './read.js';

const read = (message: string) => readQuestion({ kb: testKb, message, today: '2026-11-30' }).slots;

describe('a payment deadline beside the period it pays', () => {
  it('reads the quarter’s year, not the January deadline’s', () => {
    const slots = read(
      'Colf 20 ore a settimana a 9 euro: per il trimestre ottobre-dicembre 2026 quanto verso entro il 10 gennaio 2027?',
    );
    expect(slots.taxYear).toBe(2026);
    expect(slots.date?.startsWith('2027')).toBe(false);
  });

  it('keeps a deadline said alone as the day asked', () => {
    expect(read('quanto TFR matura entro il 31 dicembre 2027 con 30.000 di RAL?').taxYear).toBe(2027);
  });
});
