import { describe, expect, it } from 'vitest';
import { askAgent, openingLine, openingLines } from '../testing/agents.js';

// Topic answers a reader of the answer notices: the reduction asked opens, a month's share of the year's
// holiday hours, the follow-up's own shift count, a 14th month stated only in words, two workers' notices.
describe('the topic asked opens the answer', () => {
  it('opens with the reduction due to a worker off shifts, and when', () => {
    const text = askAgent(
      'main-agent',
      'CCNL industria alimentare, sono impiegato in ufficio e non faccio turni: mi spetta la riduzione dell’orario? di quante ore e da quando?',
    ).text;
    const opening = openingLine(text);
    expect(opening).toContain('4 ore');
    expect(opening).toContain('2027');
    // The cut is said beside the group's own week (39 hours).
    expect(opening).toContain('39 ore');
  });

  it('gives the month’s holiday hours beside the year’s when both are asked', () => {
    const text = askAgent(
      'main-agent',
      'Alimentari industria: per il software paghe ci servono le ore di ferie all’anno e quante al mese, per tutti i full time.',
    ).text;
    expect(openingLine(text)).toContain('14,42 ore');
    expect(openingLine(text)).toContain('173 ore');
  });

  it('reads the shift count the follow-up says, not the one of the turn before', () => {
    const text = askAgent('main-agent', 'e su 21 turni settimanali, nel 2027?', {
      history: ['Gomma plastica: turnisti a 17 turni settimanali, quante giornate annue nel 2027?'],
    }).text;
    expect(openingLine(text)).toContain('21 turni');
    expect(openingLine(text)).toContain('215,5');
  });

  it('states a 14th month written only in the statement, beside one paid at half', () => {
    const text = askAgent(
      'confronta',
      'Quattordicesima: come è prevista nel CCNL Logistica rispetto al CCNL Cooperative sociali?',
    ).text;
    expect(openingLines(text)).toContain('14 mensilità');
    expect(openingLines(text)).toContain('50%');
    expect(text).not.toContain('non strutturato');
  });

  it('answers the notice of each of two workers under their own agreements', () => {
    const text = askAgent(
      'confronta',
      'Due licenziamenti: un commesso di 5° livello del CCNL Commercio con 8 anni di anzianità e una colf convivente con 6 anni di servizio. Quanti giorni di preavviso a ciascuno?',
    ).text;
    expect(openingLines(text)).toContain('CCNL Lavoro domestico');
    expect(openingLines(text)).toContain('CCNL Commercio');
  });
});
