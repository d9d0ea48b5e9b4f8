import { describe, expect, it } from 'vitest';
import { testKb as kb, TEST_TODAY } from '../testing/agents.js';
import { type AgentHint, readQuestion } from './read.js';

// Session 23 (fixs23d): the reader's classes behind the h59 failures, in new words.
const read = (message: string, history: string[] = [], agent: AgentHint = 'calcolo') =>
  readQuestion({ kb, message, history, categories: [], today: TEST_TODAY, agent });

describe('a calculation asked again, in the formal or the familiar form, keeps the previous one', () => {
  it('"Ripeta il calcolo … su 14 mensilità" after a net-to-gross keeps the net-to-gross and its place', () => {
    const r = read('Ripeta il calcolo con lo stesso netto di 1.650 euro al mese, però su 14 mensilità.', [
      'Che RAL occorre per dare 1.650 euro netti al mese su 13 mensilità a una dipendente di Bergamo nel 2026?',
    ]);
    expect(r.intent).toBe('net_to_gross');
    expect(r.slots.payments).toBe(14);
    expect(r.slots.municipality).toBe('Bergamo');
    expect(r.slots.amounts).toEqual([{ kind: 'net', value: 1650 }]);
  });
  it('"Può rifare il conteggio con 2.000 netti?" keeps the city and the payments', () => {
    const r = read('Può rifare il conteggio con 2.000 netti al mese?', [
      'Che lordo annuo serve per avere 1.700 euro netti al mese su 14 mensilità a Torino nel 2026?',
    ]);
    expect(r.intent).toBe('net_to_gross');
    expect(r.slots.municipality).toBe('Torino');
    expect(r.slots.payments).toBe(14);
  });
  it('"Ricalcoli la stima su 13 mensilità" after a gross-to-net stays a gross-to-net', () => {
    const r = read('Ricalcoli la stima sulla base di 13 mensilità, per favore.', [
      'RAL di 32.000 euro a Roma nel 2026: quanto è il netto mensile su 14 mensilità?',
    ]);
    expect(r.intent).toBe('gross_to_net');
    expect(r.slots.payments).toBe(13);
    expect(r.slots.region).toBe('Lazio');
  });
});

describe('a holiday named as the season of the hours is not holiday work', () => {
  it('"con il Natale ho fatto 5 ore di straordinario" is ordinary overtime', () => {
    const r = read(
      'Commessa al 3° livello del commercio: a dicembre, con il Natale, ho fatto 5 ore di straordinario. Quanto vale ciascuna ora?',
    );
    expect(r.intent).toBe('overtime_value');
    expect(r.slots.overtimeKind).toBe('straordinario');
  });
  it('"a ridosso di Pasqua" and "coi regali di Natale" are seasons too', () => {
    expect(
      read('Commercio 4 livello: a ridosso di Pasqua ho fatto 6 ore di straordinario, quanto vale un’ora?')
        .slots.overtimeKind,
    ).toBe('straordinario');
    expect(
      read('Commercio 4 livello: coi regali di Natale ho fatto 5 ore di straordinario, quanto vale un’ora?')
        .slots.overtimeKind,
    ).toBe('straordinario');
  });
  it('the day itself ("il giorno di Natale", "a Natale ho fatto") stays holiday overtime', () => {
    expect(
      read('Commercio 4 livello: il giorno di Natale ho fatto 6 ore di straordinario, quanto vale un’ora?')
        .slots.overtimeKind,
    ).toBe('straordinario_festivo');
    expect(
      read('Commercio 4 livello: a Natale ho fatto 6 ore di straordinario, quanto vale un’ora?').slots
        .overtimeKind,
    ).toBe('straordinario_festivo');
  });
});

describe('a follow-up that names the years of service as its subject', () => {
  it('"e se gli anni di servizio diventano 8?" replaces the 3 years', () => {
    const r = read(
      'e se gli anni di servizio diventano 8?',
      ['preavviso di licenziamento nel turismo, 5° livello, 3 anni di servizio?'],
      'main-agent',
    );
    expect(r.intent).toBe('notice');
    expect(r.slots.seniorityYears).toBe(8);
  });
  it('"e se l’anzianità fosse di dodici anni?" in words', () => {
    const r = read(
      "e se l'anzianità fosse di dodici anni?",
      ['preavviso licenziamento commercio 3 livello con 4 anni di anzianità?'],
      'main-agent',
    );
    expect(r.slots.seniorityYears).toBe(12);
  });
});

describe('a count follow-up after permits keeps the permits', () => {
  it('"lo studio mi fa fare anche il sabato … quante ore diventano?" is still ROL, not the working week', () => {
    const r = read(
      'e se il mio studio mi fa fare anche il sabato mattina, quindi 6 giorni, quante ore diventano?',
      ['studio di commercialisti, ccnl studi professionali, settimana corta: quante ore di permessi ho?'],
      'main-agent',
    );
    expect(r.intent).toBe('rol_ex_festivita');
  });
});
