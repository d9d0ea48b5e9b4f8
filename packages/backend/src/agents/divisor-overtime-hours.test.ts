import { describe, expect, it } from 'vitest';
import { askAgent } from '../testing/agents.js';

describe('the divisor named beside overtime hours is no part-time week', () => {
  it('"divisore orario 173 … per 2 ore di straordinario": two overtime hours on the full-time pay', () => {
    const text = askAgent(
      'calcolo',
      "Operaio metalmeccanico B1 con la sola paga minima di 2.370,33 € al mese (tabella dal 1° giugno 2026). Usando il divisore orario 173, quanto gli spetta per 2 ore di straordinario diurno feriale fatte dopo l'orario normale?",
    ).text;
    const opening = text.split('\n')[0] ?? '';
    expect(opening).not.toContain('part-time');
    // 2.370,33 ÷ 173 = 13,70 € an hour; + 25% = 17,13 €; two hours ≈ 34,25 €.
    expect(text).toMatch(/34,2[56] €/);
  });
});
