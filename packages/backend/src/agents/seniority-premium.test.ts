import { describe, expect, it } from 'vitest';
import { askAgent, openingLines } from '../testing/agents.js';

// AIOP RSA pays no periodic increments but a premium of 40 € a month after 10 years (levels A to E3).
const FIRST = "tabellare livello C aiop rsa dopo l'accordo ponte 2023?";

describe('a seniority premium after years of service (seniority-premium.ts)', () => {
  it('adds the premium to the minimum once the years are reached', () => {
    const text = askAgent('main-agent', 'e con 10 anni di anzianità quanto fa in tutto al mese?', {
      history: [FIRST],
    }).text;
    expect(openingLines(text)).toContain('1.459,80 €');
    expect(openingLines(text)).toContain('40,00 €');
  });

  it('the calculation agent adds it too', () => {
    const text = askAgent('calcolo', 'e con 10 anni di anzianità quanto fa in tutto al mese?', {
      history: [FIRST],
    }).text;
    expect(openingLines(text)).toContain('1.459,80 €');
  });

  it('below the years the minimum alone, with the reason', () => {
    const text = askAgent('main-agent', 'e con 6 anni di anzianità quanto fa in tutto al mese?', {
      history: [FIRST],
    }).text;
    expect(openingLines(text)).toContain('1.419,80 €');
    expect(openingLines(text)).not.toContain('1.459,80 €');
    expect(openingLines(text)).toContain('dopo 10 anni');
  });
});

describe("the premium's month and year asked by name (seniority-premium-year.ts)", () => {
  it('gives the monthly sum and the year over its 13 payments', () => {
    const text = askAgent(
      'main-agent',
      "Nel CCNL AIOP RSA quanto vale il premio di anzianità all'anno?",
    ).text;
    expect(openingLines(text)).toContain('40,00 € al mese');
    expect(openingLines(text)).toContain("520,00 € l'anno");
  });
});
