import { describe, expect, it } from 'vitest';
import { askAgent, openingLines } from '../testing/agents.js';

describe('fixs43b: a bare fragment is asked at the date a later sentence names', () => {
  it("an apprentice's later period at a future table: the future table's figure alone, not today's beside it", () => {
    const text = askAgent(
      'calcolo',
      'E al ventesimo mese? Quanto prende con la tabella che parte il 1° dicembre 2026?',
      {
        history: [
          'Studio di commercialista, CCNL Studi professionali: apprendista professionalizzante con livello di arrivo il 4°. Quanto prende nei primi 12 mesi?',
        ],
      },
    ).text;
    // 85% of the 4th level's 1.614,12 € from 1.12.2026 (Confprofessioni, CCNL Studi 2024, art. 140).
    expect(openingLines(text)).toContain('1.372,00 €');
    expect(text).not.toContain('1.356,11 €');
  });
});

describe('fixs43b: a future tranche stated with its rise', () => {
  it('the next table asked: its amount and how much it adds', () => {
    const text = askAgent('main-agent', 'E da febbraio il minimo del 4° livello quanto diventa?', {
      history: ['Negozio di scarpe, CCNL commercio, 4° livello: quanto è il minimo mensile oggi?'],
    }).text;
    expect(text).toContain('1.858,75 €');
    expect(text).toContain('40,00 €');
  });
});

describe('fixs43b: notice wording', () => {
  it('"un annetto" of service is a year: the band of the first years, the side asked', () => {
    const text = askAgent(
      'main-agent',
      'Ho una cassiera al 4° livello del CCNL commercio: se dopo un annetto si licenzia lei, quanto preavviso deve dare?',
    ).text;
    expect(openingLines(text)).toContain('**15 giorni** di calendario');
    expect(openingLines(text)).toContain('1 anno di anzianità');
  });

  it('a filing to INPS named in the ask is no contribution question: the notice is answered', () => {
    const text = askAgent(
      'main-agent',
      "La colf convivente di mio nonno lavora da 7 anni, 50 ore a settimana. Ci trasferiamo all'estero: prima di mandare la cessazione all'INPS, quanti giorni di preavviso le spettano col CCNL colf?",
    ).text;
    expect(openingLines(text)).toMatch(/preavviso/);
    expect(openingLines(text)).toContain('30 giorni');
    expect(openingLines(text)).not.toMatch(/contributi INPS sono/);
  });
});
