import { describe, expect, it } from 'vitest';
import { testKb as kb } from '../testing/agents.js';
import { asksRenewalIncrease } from './asked-increase.js';
import { readQuestion } from './read.js';

const read = (message: string) =>
  readQuestion({ kb, message, categories: [], today: '2026-12-02', agent: 'main-agent' });

describe('the increase asked with a tense between "quanto" and "aumento"', () => {
  it('"quanto è stato l\'aumento" and "quanto sarà l\'aumento" ask the increase', () => {
    expect(asksRenewalIncrease("quanto e stato l'aumento sul minimo di luglio 2026?")).toBe(true);
    expect(asksRenewalIncrease("quanto sara l'aumento di luglio 2027?")).toBe(true);
    expect(asksRenewalIncrease("quanto era l'aumento di dicembre?")).toBe(true);
  });
  it("a level's increase at a month is the renewal's tranche, not the level's minimum", () => {
    const request = read(
      "Lavoro in un'azienda farmaceutica, CCNL chimico-farmaceutico, categoria D1. Quanto è stato l'aumento sul minimo di luglio 2026?",
    );
    expect(request.intent).toBe('renewal');
    expect(request.slots.level).toBe('D1');
  });
});

describe('the increase named "incremento" as a noun', () => {
  it("a renewal's whole increase at a level, summed over the tranches, is the renewal's, not the minimum", () => {
    expect(asksRenewalIncrease("qual e l'incremento complessivo del minimo per la categoria a1?")).toBe(true);
    const request = read(
      "Per il rinnovo 2025-2028 del CCNL chimico-farmaceutico, qual è l'incremento complessivo del minimo previsto per la categoria A1 sommando tutte le tranche?",
    );
    expect(request.intent).toBe('renewal');
  });
});
