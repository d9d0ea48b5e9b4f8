import { describe, expect, it } from 'vitest';
import { testKb as kb, TEST_TODAY } from '../testing/agents.js';
import { readQuestion } from './read.js';

type Agent = 'calcolo' | 'main-agent' | 'confronta' | 'inquadra';
const read = (history: string[], message: string, agent: Agent = 'main-agent') =>
  readQuestion({ kb, message, history, categories: [], today: TEST_TODAY, agent });

describe('a turn that asks how a figure was reached keeps the conversation’s case', () => {
  it('"come ci sei arrivato?" after a net keeps the city and the payments', () => {
    const r = read(
      ['Stipendio lordo annuo 27.500 euro su 14 mensilità, abito a Milano: netto al mese nel 2026?'],
      'mi sembra pochissimo, su 27.500 me ne levano un sacco: come ci sei arrivato?',
      'calcolo',
    );
    expect(r.intent).toBe('gross_to_net');
    expect(r.slots.payments).toBe(14);
    expect(r.slots.municipality).toBe('Milano');
  });
  it('"spiegami passo passo" is a revisit too', () => {
    const r = read(
      ['RAL 33.000, 13 mensilità, Milano, netto mensile 2026?'],
      'non torna, spiegami tutto passo passo',
      'calcolo',
    );
    expect(r.slots.municipality).toBe('Milano');
    expect(r.slots.amounts).toContainEqual({ kind: 'ral', value: 33000 });
  });
});

describe('a return to the turn before the last one takes that turn’s case', () => {
  it('"ritornando al calcolo di prima" after a question on another subject', () => {
    const r = read(
      [
        'Con una RAL di 36.000 euro su 13 mensilità a Milano quanto mi resta al mese nel 2026?',
        'cosa sono le addizionali?',
      ],
      'ritornando al calcolo di prima, e con 14 mensilità?',
      'calcolo',
    );
    expect(r.intent).toBe('gross_to_net');
    expect(r.slots.amounts).toContainEqual({ kind: 'ral', value: 36000 });
    expect(r.slots.payments).toBe(14);
    expect(r.slots.municipality).toBe('Milano');
  });
});

describe('a correction replaces the fact it denies', () => {
  it('"sono 9, non 4" replaces the years of service', () => {
    const r = read(
      ['Metalmeccanico C2, 4 anni in azienda: quanto preavviso se mi licenziano?'],
      'ho scritto male, gli anni sono 9, non 4',
    );
    expect(r.intent).toBe('notice');
    expect(r.slots.seniorityYears).toBe(9);
  });
  it('"non a marzo ma a luglio" moves the hire month and keeps the 13th month asked', () => {
    const r = read(
      ['commercio 3° livello, assunto a marzo 2026: quanta tredicesima prendo a dicembre?'],
      'anzi no, scusa: non a marzo ma a luglio',
      'calcolo',
    );
    expect(r.intent).toBe('thirteenth_pro_rata');
    expect(r.slots.hireDate).toBe('2026-07-01');
  });
});

describe('facts told once hold for the next question', () => {
  it('the firm’s size told first picks the permits band asked next', () => {
    const r = read(
      ['Lavoro part-time a 20 ore su 40 in un negozio del commercio con 25 dipendenti.'],
      'Di permessi ROL ed ex festività quante ore ho in un anno?',
    );
    expect(r.slots.employees).toBe(25);
    expect(r.slots.partTimePercent).toBe(50);
  });
  it('a household worker who does not live in stays so when the hours come next', () => {
    const r = read(
      ['badante livello BS, non convivente, anno 2025'],
      'lavora 30 ore la settimana, quanto devo darle al mese?',
      'calcolo',
    );
    expect(r.slots.cohabiting).toBe(false);
  });
  it('"e se ne ho fatte 6?" after an hour of overtime asks 6 hours', () => {
    const r = read(
      ['quanto mi pagano un’ora di straordinario al 5° livello del commercio?'],
      'e se ne ho fatte 6?',
      'calcolo',
    );
    expect(r.intent).toBe('overtime_value');
    expect(r.slots.amounts).toContainEqual({ kind: 'hours', value: 6 });
  });
});
