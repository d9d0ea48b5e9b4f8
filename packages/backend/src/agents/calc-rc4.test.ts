import { describe, expect, it } from 'vitest';
import { askAgent, openingLine } from '../testing/agents.js';

const ask = (message: string, history: string[] = []) => askAgent('calcolo', message, { history }).text;

describe('calculation answers of public questions (rc4- classes, new phrasings)', () => {
  it('opens with what the increments add when the increase is asked in other words', () => {
    // Commercio 3°: 21,95 a increment; 3 × 21,95 = 65,85.
    expect(openingLine(ask('3 livello commercio, di quanto mi sale lo stipendio con 3 scatti?'))).toContain(
      '65,85',
    );
    // Metalmeccanici B1: 32,43; 2 × 32,43 = 64,86, the increments' own line asked.
    expect(
      openingLine(ask('livello B1 metalmeccanici, 2 scatti: quanto mi spetta di anzianità al mese?')),
    ).toContain('64,86');
    // A short follow-up after an increase asked keeps asking the increase: 4 × 20,66 = 82,64.
    const first = 'Commercio 4° livello: quanto prendo in più con 1 scatto?';
    expect(openingLine(ask('e con 4 scatti?', [first]))).toContain('82,64');
  });

  it('gives a domestic worker the share of the minimum the years of service make', () => {
    // 11 years = 5 two-year periods; 5 × 4% = 20%.
    expect(
      openingLine(
        ask('la badante lavora da noi da 11 anni: di quanto va aumentato il minimo per l’anzianità?'),
      ),
    ).toContain('20%');
  });

  it('counts the increments a payslip line stands for', () => {
    // Commercio 2°: 22,83; 45,66 / 22,83 = 2.
    expect(
      openingLine(
        ask('sono 2° livello commercio e in busta gli scatti di anzianità sono 45,66: quanti scatti sono?'),
      ),
    ).toContain('2 scatti');
  });

  it('weighs the same pay’s net in two tax years, the difference first', () => {
    // No surcharges: 2026 saves 2% of the taxable income above 28.000 (RAL 40.000: imponibile 36.324 → 166,48).
    const text = ask(
      'RAL 40.000, senza addizionali: di quanto è più alto il netto del 2026 rispetto al 2025?',
    );
    expect(openingLine(text)).toContain('166,48');
  });

  it('reads a question on what a tax year changes for an income as the year’s saving', () => {
    // 2% × (45.000 − 28.000) = 340,00.
    expect(
      openingLine(ask('Nel 2026 cambia qualcosa per le tasse di chi ha 45.000 euro di reddito?')),
    ).toContain('340,00');
  });

  it('checks a domestic hourly pay against the level’s hourly minimum', () => {
    // 2025 non-live-in B: 6,68 an hour; 6,50 is 0,18 below it.
    const text = ask('nel 2025 pagavamo la colf 6,50 l’ora, livello B non convivente: era in regola?');
    expect(openingLine(text)).toContain('6,68');
    expect(openingLine(text)).toContain('0,18');
  });

  it('puts the TFR’s monthly provision beside the extra months’ ratei', () => {
    // Commercio 4°: 1.818,75 × 14 / 13,5 / 12 = 157,18.
    const text = ask(
      'commercio 4 livello al minimo: quanto accantono al mese per la tredicesima e per il TFR?',
    );
    expect(openingLine(text)).toContain('157,18');
  });

  it('computes the NASpI additional on a level’s minimum when no pay is given', () => {
    // Commercio 6° from 1.11.2026: 1.570,16 × 1,4% = 21,98.
    expect(
      openingLine(
        ask('assumo a termine un 6° livello commercio al minimo: quanto pago di addizionale NASpI al mese?'),
      ),
    ).toContain('21,98');
  });

  it('reads a contract span as the months of a 14th', () => {
    // FIPE 5° (1.580,09 at 30 June 2026): 1 April – 30 June = 3 months; 1.580,09 × 3 / 12 = 395,02.
    const text = ask(
      'cameriere fipe 5 livello, contratto dal 1 aprile al 30 giugno 2026: quanta quattordicesima mi spetta?',
    );
    expect(openingLine(text)).toContain('395,02');
  });

  it('gives a building worker the Cassa Edile share of the hours paid', () => {
    // 800 hours × 11 € = 8.800; 10% = 880,00.
    expect(
      openingLine(
        ask('operaio edile, 800 ore pagate 11 euro l’ora: quanta gratifica natalizia mi dà la Cassa Edile?'),
      ),
    ).toContain('880,00');
  });

  it('says whether a renewal increase is taxed at 5% from the 2025 income', () => {
    const text = ask('nel 2025 avevo 28.000 di reddito: gli aumenti del rinnovo nel 2026 li pago al 5%?');
    expect(openingLine(text)).toContain('5%');
    expect(text).toContain('33.000');
  });

  it('values an hour worked on a holiday asked as pay', () => {
    // Metalmeccanici C2 (2.064,88 / 173 = 11,9357) × 1,50 = 17,90.
    const text = ask(
      'C2 metalmeccanico al minimo, a Ferragosto lavoro: un’ora quel giorno quanto me la pagano?',
    );
    expect(openingLine(text)).toContain('17,90');
  });
});
