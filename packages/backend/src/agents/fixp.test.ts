import { describe, expect, it } from 'vitest';
import { askAgent, openingLine } from '../testing/agents.js';

// Session 16 (fixp): calculations that answered another figure, dropped a slot the user gave, or one part only.
const opening = (message: string, history: string[] = [], agent = 'main-agent') =>
  openingLine(askAgent(agent, message, { history }).text);

describe('arrears of a tranche never applied, asked after the increase', () => {
  const increase = 'Industria chimica, categoria D1: di quanto aumenta il TEM con la tranche di luglio 2026?';
  it('a span of months "da luglio a settembre" counts three payments', () => {
    // D1 from 1.7.2026: +60 € a month; three months missed: 180 €
    const text = opening(
      'Non ce l’hanno caricato in busta: da luglio a settembre abbiamo preso ancora il minimo vecchio. A quanto ammontano gli arretrati?',
      [increase],
    );
    expect(text).toContain('180,00');
  });
  it('"per quei cinque mesi" with the thirteenth left out (the story names it, it is not asked)', () => {
    const text = opening(
      'Il consulente si è dimenticato della tranche: per quei cinque mesi i D1 hanno avuto la paga di prima. Quanto dobbiamo di arretrati lordi, solo mensilità ordinarie, la tredicesima a parte?',
      [increase],
    );
    expect(text).toContain('300,00');
  });
  it('a level whose tranche the tables lack names the gap, with no figure', () => {
    const text = opening(
      'l’aumento però non è mai arrivato, da luglio a ottobre ci pagano come prima: quanto ci spetta di arretrati?',
      ['sono C1 nel contratto chimico farmaceutico, di quanto sale il minimo a luglio 2026?'],
    );
    expect(text).toContain('non disponibile');
    expect(text).not.toMatch(/\d+,\d\d €/);
  });
});

describe('a holidays comparison takes the seniority told', () => {
  it('15 years in the firm: the Metalmeccanici band of 10 years (one more day) in the comparison', () => {
    const text = opening(
      'sto in azienda da 15 anni: ferie annue col terziario confcommercio o col metalmeccanico industria, dove ne ho di più?',
      [],
      'confronta',
    );
    expect(text).toContain('4 settimane e 1 giorno');
    expect(text).toContain('con 15 anni di anzianità');
  });
  it('19 years: the band of 18 years (a whole week more)', () => {
    const text = opening(
      'confrontami le ferie tra metalmeccanici industria e chimico farmaceutico per un operaio assunto 19 anni fa',
      [],
      'confronta',
    );
    expect(text).toContain('5 settimane');
  });
  it('no years told: the rule as it is', () => {
    const text = opening('ferie nel commercio e nei metalmeccanici industria a confronto', [], 'confronta');
    expect(text).toContain("4 settimane l'anno");
    expect(text).not.toContain('di anzianità spettano');
  });
});
