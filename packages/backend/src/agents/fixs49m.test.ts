import { describe, expect, it } from 'vitest';
import { askAgent, openingLine } from '../testing/agents.js';

// Session 49 (fixs49m): yearly figures and legal rules asked without a pay — the 14th's base date when the
// accrual period is told, a budget year without tax rules when only the gross and the TFR are asked, the TFR
// advance as the law's right with the years of service told.

describe('the 14th of a worker in service for years, with the accrual period told', () => {
  it('is paid on the table in force at the 30 June that closes the period, not at its start', () => {
    const text = askAgent(
      'calcolo',
      'CCNL Pubblici esercizi FIPE, cameriere al 4° livello a tempo pieno, in servizio da anni, ha lavorato da luglio 2025 a giugno 2026 senza assenze. Quanto vale la quattordicesima lorda di luglio 2026?',
    ).text;
    expect(text).toContain('1.692,69 €');
    expect(text).not.toContain('1.652,69 €');
  });
});

describe('a budget for a year without tax rules', () => {
  it('gives the year gross and the TFR when the contributions are left to the consultant', () => {
    const text = askAgent(
      'calcolo',
      'CCNL Turismo Federalberghi, receptionist al 4° livello a tempo pieno, solo minimo. Sto preparando il budget del 2027: mi servono il lordo annuo con tutte le mensilità e quanto accantonare di TFR in un anno. Ai contributi ci pensa il commercialista.',
    ).text;
    expect(openingLine(text)).toContain('23.739,66 €');
    expect(openingLine(text)).toMatch(/TFR/);
    expect(text).not.toContain('non è disponibile');
  });

  it('answers the cost question without contributions on the tables in force', () => {
    const text = askAgent(
      'calcolo',
      'Albergo con CCNL Turismo Federalberghi, per il budget del 2027 quanto ci costa un cameriere al 4° livello a tempo pieno con il solo minimo? Mi basta il lordo annuo con tutte le mensilità e il TFR di un anno, i contributi li calcola il consulente.',
    ).text;
    expect(openingLine(text)).toContain('23.739,66 €');
    expect(text).not.toContain('non è disponibile');
  });

  it('still refuses a net pay for that year', () => {
    const text = askAgent(
      'calcolo',
      'CCNL Turismo Federalberghi, 4° livello a tempo pieno: quanto costa all’azienda nel 2027 e quanto netto prende?',
    ).text;
    expect(text).not.toContain('23.739,66 €');
  });
});

describe('a TFR advance asked as a right', () => {
  it('says not yet with fewer than 8 years of service, and the 70%', () => {
    const line = openingLine(
      askAgent(
        'main-agent',
        'Un mio dipendente lavora da noi da 5 anni e mi chiede un anticipo sul TFR per delle spese mediche straordinarie. Gli spetta? Fino a quanto?',
      ).text,
    );
    expect(line).toContain('Non ancora');
    expect(line).toContain('8 anni');
    expect(line).toContain('70%');
  });

  it('says yes after 10 years of service', () => {
    const line = openingLine(
      askAgent('main-agent', 'Ho 10 anni di servizio: posso chiedere l’anticipo del TFR per comprare casa?')
        .text,
    );
    expect(line).toContain('Sì');
    expect(line).toContain('70%');
  });
});
