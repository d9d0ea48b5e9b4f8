import { describe, expect, it } from 'vitest';
import { askAgent, openingLine } from '../testing/agents.js';

describe("domestic work's night assistance has a table of its own", () => {
  it.each([
    [
      'badante senza formazione che assiste di notte un anziano non autosufficiente: minimo mensile nel 2025?',
      '1.308,53 €',
    ],
    [
      "badante per l'assistenza notturna di una persona autosufficiente, livello BS: quanto al mese nel 2025?",
      '1.154,58 €',
    ],
    [
      'badante formata (DS) che dorme dalla signora e la assiste la notte: minimo 2025 al mese?',
      '1.616,46 €',
    ],
  ])('reads the night-assistance minimum, not the live-in one: %s', (question, figure) => {
    const text = askAgent('calcolo', question).text;
    expect(openingLine(text)).toContain(figure);
    expect(openingLine(text)).toContain('assistenza notturna');
    expect(text).toContain('blu-way.it');
  });

  it('keeps the live-in table when the night is not the job', () => {
    const text = askAgent('calcolo', 'badante convivente livello CS, minimo mensile nel 2025?').text;
    expect(openingLine(text)).toContain('1.137,86 €');
    expect(openingLine(text)).toContain('conviventi');
  });

  // Session 35 (fixs35f): the 2026 night table was found (Assindatcolf's table D), so 2026 has its own minimum.
  it('reads the 2026 night table, never the 2025 one, as the minimum in force in 2026', () => {
    const text = askAgent(
      'calcolo',
      'badante CS che fa le notti da un anziano non autosufficiente, minimo 2026?',
    ).text;
    expect(openingLine(text)).toContain('1.372,91 €');
    expect(text).not.toMatch(/minimo è di \*\*1\.308,53/);
  });
});

describe("FIPE's hourly divisor", () => {
  it("computes a level's hourly pay with 172 and says the source is of low confidence", () => {
    const text = askAgent(
      'calcolo',
      'cuoco quarto livello pubblici esercizi, paga oraria da giugno 2026?',
    ).text;
    expect(openingLine(text)).toContain('9,84 €');
    expect(text).toContain('quotidiano.net');
    expect(text).toContain('affidabilità bassa');
  });
});
