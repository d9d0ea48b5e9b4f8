import { describe, expect, it } from 'vitest';
import { askAgent, openingLines } from '../testing/agents.js';

// Metalmeccanici industria asked as people ask it: letter levels typed apart, an offer's level changed in a
// follow-up, a minimum checked without the level, the increments' ceiling, a tranche with the expiry, a
// comparison that sets the increments aside and the welfare's deadline of one year (tables of 1 June 2026).
describe('Metalmeccanici industria questions (fixs58e)', () => {
  it('a letter level typed apart from its number is that level ("b uno" is B1)', () => {
    const text = askAgent('calcolo', 'quanto prende di minimo un metalmeccanico b uno?').text;
    expect(openingLines(text)).toContain('**2.370,33 €**');
    expect(text).not.toContain('mi serve il livello');
  });

  it("a colleague's level typed apart in a notice follow-up is his, not the level asked before", () => {
    // Lexplain: D1, D2 and C1 give 10 calendar days up to 5 years of service.
    const text = askAgent('main-agent', 'e per uno che è d due?', {
      history: ['preavviso metalmeccanico C3 con 3 anni di anzianità in caso di dimissioni?'],
    }).text;
    expect(openingLines(text)).toContain('**10 giorni**');
    expect(openingLines(text)).toContain('D2');
  });

  it("an offer's level supposed in a follow-up checks the offer at that level, not a classification", () => {
    // C2 from 1 June 2026: 2.064,88 € × 13 = 26.843,44 €.
    const text = askAgent('calcolo', "e se l'inquadramento offerto fosse C2?", {
      history: ['proposta metalmeccanici industria B1, RAL 32.000 su 13 mensilità: è sopra il minimo?'],
    }).text;
    expect(openingLines(text)).toContain('**2.064,88 €**');
    expect(text).toContain('26.843,44 €');
    expect(text).not.toContain('non riesco a determinare il livello');
  });

  it('a RAL checked against the minimum with no level asks for the level, with the table', () => {
    const text = askAgent(
      'calcolo',
      'Lavoro in una fabbrica metalmeccanica (Federmeccanica). Mi danno 24.000 di RAL: arrivo almeno al minimo contrattuale?',
    ).text;
    expect(openingLines(text)).toContain('mi serve il livello');
    expect(text).toContain('C3: livello C3 (ex 5ª), minimo 2.211,43 €');
    expect(text).not.toContain('Netto mensile');
  });

  it('the increments still to come are said with what all of them make at the most', () => {
    // B2: 36,41 € each, at most 5: 5 × 36,41 = 182,05 €.
    const text = askAgent('calcolo', 'e quanti ne può ancora maturare? e in tutto quanto fanno?', {
      history: ['metalmeccanici industria, un B2 con 3 scatti di anzianità: quanto valgono al mese?'],
    }).text;
    expect(openingLines(text)).toContain('ne restano **altri 2**');
    expect(openingLines(text)).toContain('**182,05 € al mese**');
  });

  it('where a level gets to at a tranche opens the answer, and the expiry asked beside it follows', () => {
    const text = askAgent(
      'calcolo',
      'metalmeccanici: il b2 da giugno 2027 a quanto arriva? e quando scade il contratto?',
    ).text;
    expect(text.split('\n')[0]).toContain('B2');
    expect(text.split('\n')[0]).toContain('1° giugno 2027');
    expect(text).toContain('30 giugno 2028');
    expect(text).not.toContain('Il netto per il 2027');
  });

  it('a comparison of minimums that sets the increments aside compares the minimums, with the difference', () => {
    // Commercio 3° livello from November 2026 2.024,38 €; Metalmeccanici B1 2.370,33 €: 345,95 €.
    const text = askAgent(
      'confronta',
      'un B1 metalmeccanico federmeccanica e un 3° livello commercio: di minimo quanto prendono e quanto cambia al mese, senza scatti né superminimi?',
    ).text;
    expect(openingLines(text)).toContain('**2.370,33 €**');
    expect(openingLines(text)).toContain('345,95 €');
    expect(openingLines(text)).not.toContain('Scatti di anzianità');
  });

  it("the welfare of one year asked by its deadline gets that year's day, not only the rule", () => {
    const text = askAgent(
      'main-agent',
      'metalmeccanici federmeccanica: i 250 euro di welfare per il 2026 entro che data li devono usare i dipendenti?',
    ).text;
    expect(text).toContain('**31 maggio 2027**');
    expect(text).not.toContain('Non ho trovato');
  });
});
