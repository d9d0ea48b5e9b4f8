import { describe, expect, it } from 'vitest';
import { askAgent } from '../testing/agents.js';

// CCNL Metalmeccanici industria, preavviso (Lexplain 2024): D1 10 giorni and B3 2 mesi up to 5 years of service;
// past 10 years D1 1 mese, B3 4 mesi.
const TWO =
  'Metalmeccanici industria: che preavviso serve per un D1 e per un B3 con 3 anni di servizio? Devo confrontarli per due dimissioni.';

describe('two levels of one agreement compared', () => {
  it('gives a row to each level, not one level and a request for another agreement', () => {
    const { text } = askAgent('confronta', TWO);
    expect(text).toContain('10 giorni');
    expect(text).toContain('2 mesi');
    expect(text).not.toContain('Hai selezionato un solo CCNL');
  });

  it('a follow-up that moves only the service keeps both levels', () => {
    const { text } = askAgent('confronta', 'e se avessero 12 anni di servizio tutti e due?', {
      history: [TWO],
    });
    expect(text).toContain('1 mese');
    expect(text).toContain('4 mesi');
  });
});
