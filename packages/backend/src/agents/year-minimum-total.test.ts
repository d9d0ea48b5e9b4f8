import { describe, expect, it } from 'vitest';
import { askAgent, openingLine } from '../testing/agents.js';

const ask = (message: string) => askAgent('calcolo', message).text;

describe('a year’s minimum pay asked as a total with the 13ª (year-minimum-total.ts)', () => {
  it('counts each month at the minimum in force then, the 13ª at December’s', () => {
    // Metalmeccanici C3: 5 × 2.158,26 (January–May) + 7 × 2.211,43 (from June) + 13ª 2.211,43 = 28.482,74.
    const text = ask(
      'operaio C3 metalmeccanici industria, solo minimo: totale da gennaio a dicembre 2026 tredicesima inclusa?',
    );
    expect(openingLine(text)).toContain('28.482,74');
    expect(openingLine(text)).not.toContain('**2.211,43 €**');
  });

  it('keeps the 13ª alone when one payment is asked', () => {
    expect(openingLine(ask('operaio C3 metalmeccanici industria: tredicesima di dicembre 2026?'))).toContain(
      '2.211,43',
    );
  });
});
