import { describe, expect, it } from 'vitest';
import { askAgent, openingLine } from '../testing/agents.js';

// Session 20 (fixz): the agents' classes behind the last h43–h47 failures, in new words.
const ask = (message: string, history: string[] = []) => askAgent('calcolo', message, { history }).text;
const open = (message: string, history: string[] = []) => openingLine(ask(message, history));

describe('two payroll rules asked at one income, each in its own question', () => {
  it('the cuneo’s extra deduction first, then the trattamento integrativo said as not due', () => {
    const text = ask(
      'Nel 2026 avrò un reddito complessivo di 34.000 euro. Quanto vale l’ulteriore detrazione del cuneo? E il trattamento integrativo mi spetta?',
    );
    // 1.000 × (40.000 − 34.000) / 8.000 = 750.
    expect(openingLine(text)).toContain('**750,00 €**');
    expect(text).toMatch(/trattamento integrativo \*\*non spetta\*\*/);
  });
  it('a single rule asked stays a single answer', () => {
    const text = ask(
      'Con 34.000 € di reddito complessivo nel 2026, quanto vale l’ulteriore detrazione del cuneo?',
    );
    expect(text).not.toContain('trattamento integrativo **non spetta**');
  });
});

describe('a fixed-term hire asked as a hypothesis, then what it costs more', () => {
  const before = [
    'CCNL Commercio, magazziniere al VII livello con i minimi di novembre 2025, a tempo indeterminato: quanto mi costa all’anno?',
  ];
  it('the NASpI extra opens, per month and on the level’s yearly pay for a year-long contract', () => {
    const line = open(
      'E se lo prendessi con un contratto a termine di un anno? Di contributo in più quanto pago?',
      before,
    );
    // 1.397,96 × 1,4% = 19,57 al mese; 1.397,96 × 14 = 19.571,44 × 1,4% = 274,00 l'anno.
    expect(line).toContain('**19,57 € al mese**');
    expect(line).toContain("**274,00 € all'anno**");
    expect(line).not.toMatch(/costo annuo/);
  });
});

describe('a domestic follow-up that changes the contract and asks the quarter again', () => {
  it('the contributions of the fixed-term band, not the family’s yearly cost', () => {
    const line = open('E con un contratto a tempo determinato invece, quanto viene a trimestre?', [
      'Badante a ore, 15 ore a settimana a 8,50 € l’ora, tempo indeterminato: quanti contributi INPS devo versare a trimestre nel 2026?',
    ]);
    // Fixed-term band up to 9,61 €/h: 1,82 × 15 × 13 = 354,90.
    expect(line).toContain("**1,82 € l'ora**");
    expect(line).toContain('**354,90 € a trimestre**');
  });
});

describe("the employer's contributions asked alone", () => {
  it('open with the yearly contributions at the average rate, the documented part beside', () => {
    const line = open(
      'Assumo un impiegato a 36.000 € di RAL: solo di contributi INPS a carico mio, senza sgravi, quanto pago in un anno?',
    );
    // 36.000 × 32,70% = 11.772,00.
    expect(line).toContain("**11.772,00 € l'anno**");
    expect(line).toContain('stima per difetto');
  });
  it('the whole cost asked keeps the cost first', () => {
    const line = open('Quanto mi costa in tutto un impiegato a 36.000 € di RAL, contributi compresi?');
    expect(line).toContain('costo annuo');
  });
});

describe('a raise told on the pay of the turn before', () => {
  it('the net gained a payment and a year, from both pays', () => {
    const line = open(
      'Se le riconosco 150 euro lordi di superminimo al mese, quanto netto in più le resta?',
      ['Lordo 2.000 € al mese su 13 mensilità, nel 2026, senza addizionali: quanto è il netto?'],
    );
    // Net 2026 of 26.000 and of 27.950 (payroll rules, no surcharges): 21.491,90 and 22.758,34.
    expect(line).toContain('2.000,00 € a 2.150,00 €');
    expect(line).toContain('**97,42 € al mese**');
    expect(line).toMatch(/1\.266,4[34] €/);
  });
});
