import { describe, expect, it } from 'vitest';
import { askAgent, openingLine } from '../testing/agents.js';

// A renewal's deduction from non-members asked by its amount ("qual è l'importo corretto?"): the agreement's
// passage on the contribution opens, not the renewal's increases.
describe("a renewal's deduction from non-members asked by its amount", () => {
  it.each([
    "Nel cedolino di luglio 2025 di un dipendente non iscritto al sindacato compare la trattenuta 'contributo straordinario rinnovo CCNL' (chimico-farmaceutico). Qual è l'importo corretto previsto dall'accordo?",
    'Chimico farmaceutico: quanto deve essere la trattenuta per il rinnovo del contratto a chi non è iscritto al sindacato?',
  ])('%s', (q) => {
    const opening = openingLine(askAgent('main-agent', q).text);
    expect(opening).toMatch(/non iscritti/);
    expect(opening).toMatch(/\*\*25 €\*\*/);
    expect(opening).not.toMatch(/257,00 €/);
  });
});

describe("a pension fund's employer contribution is not the union's levy", () => {
  it('Fonchim asked for the budget gets no 25 € levy', () => {
    const text = askAgent(
      'main-agent',
      "Siamo una piccola azienda chimica e stiamo facendo il budget del personale per il 2027. Per i dipendenti iscritti a Fonchim, il contributo a carico dell'azienda cambia con il rinnovo del contratto chimico-farmaceutico? Da quando e a quanto arriva l'aliquota?",
    ).text;
    expect(text.split('\n')[0]).not.toContain('25 €');
    expect(text).toContain('2,3%');
  });
});
