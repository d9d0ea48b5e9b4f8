import { describe, expect, it } from 'vitest';
import { askAgent, openingLine } from '../testing/agents.js';

const ask = (message: string, history: string[] = [], agent: 'calcolo' | 'main-agent' = 'calcolo') =>
  askAgent(agent, message, { history }).text;

describe('consultants’ shorthand answered first (realshort6 classes, new phrasings)', () => {
  it('takes the stated surcharges off the net asked of a payslip’s figures', () => {
    // 1.900 − 174,61 − 190,00 − 28,40 = 1.506,99
    const line = openingLine(ask('lordo 1.900 inps 174,61 irpef 190 addiz. 28,40 netto?'));
    expect(line).toContain('1.506,99');
  });

  it('sums the regional and municipal surcharges clipped one after the other', () => {
    // 2.120 − 194,83 − 231,50 − 27,30 − 11,90 = 1.654,47
    const line = openingLine(
      ask('lordo 2.120 inps 194,83 irpef 231,50 addiz. reg. 27,30 add. com. 11,90 netto?'),
    );
    expect(line).toContain('1.654,47');
  });

  it('answers the rule asked, not the dependants a story denies', () => {
    // 1.000 × (40.000 − 34.000) / 8.000 = 750,00
    const line = openingLine(
      ask(
        'Reddito complessivo 34.000 euro, non ho altri redditi né familiari a carico. Di ulteriore detrazione quanto mi tocca?',
      ),
    );
    expect(line).toContain('750,00');
    expect(line).not.toMatch(/familiari a carico/);
  });

  it('answers a trattamento integrativo asked back after a payslip story', () => {
    const text = ask(
      'Quest’anno avrò un reddito complessivo di 29.500 euro. In busta non ho mai trovato il trattamento integrativo che prende mia sorella: mi spetta o no?',
    );
    expect(text).toMatch(/trattamento integrativo/);
    expect(text).toMatch(/non spetta/);
  });

  it('counts the months of a span written with a dash for the arrears', () => {
    // Multiservizi 3° livello: 1.440,16 − 1.402,27 = 37,89 from 1.5.2026; May–July = 3 months → 113,67
    const line = openingLine(
      ask('Multiservizi 3° livello: aumento di maggio 2026 mai pagato mag-lug, arretrati?', [], 'main-agent'),
    );
    expect(line).toContain('113,67');
  });

  it('sums the years’ TFR when the asking sentence sets the revaluation aside, whatever the story says of it', () => {
    // 26.000 / 13,5 = 1.925,93 − 130,00 = 1.795,93 a year; × 4 = 7.183,72
    const line = openingLine(
      ask(
        'Prima di liquidare tutto con la rivalutazione mi serve una stima. RAL 26.000 da 4 anni: quanto TFR in 4 anni, senza contare la rivalutazione?',
      ),
    );
    expect(line).toContain('7.183,72');
  });

  it('uses the employer’s INPS rate said as “a mio carico”', () => {
    // 30.000 + 28% 8.400 + INAIL 1% 300 + TFR 30.000 / 13,5 = 2.222,22 → 40.922,22
    const line = openingLine(
      ask(
        'Assumo un impiegato con RAL 30.000: l’INPS a mio carico è il 28% e l’INAIL l’1%, quanto mi costa in un anno?',
      ),
    );
    expect(line).toContain('40.922,22');
  });

  it('opens with a level’s yearly gross when the RAL is asked', () => {
    // Studi professionali 3° livello from 1.10.2025: 1.706,37 × 14 = 23.889,18
    const line = openingLine(ask('RAL minima 3° livello studi professionali da ottobre 2025 su 14 mens.?'));
    expect(line).toContain('23.889,18');
  });

  it('says on how many payments a pay item is paid, the payments first when asked too', () => {
    const line = openingLine(
      ask('CCNL pulizie multiservizi: quante mensilità? e l’EDR su quante?', [], 'main-agent'),
    );
    expect(line).toContain('14');
    expect(line).toMatch(/13 mensilità/);
    expect(line).toContain('10,33');
  });
});
