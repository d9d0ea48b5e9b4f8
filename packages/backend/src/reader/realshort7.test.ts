import { describe, expect, it } from 'vitest';
import { testKb as kb, TEST_TODAY } from '../testing/agents.js';
import { expandConsultantShorthand } from './consultant-shorthand.js';
import { fixedTermContract } from './fixed-term.js';
import { readQuestion } from './read.js';
import { readable } from './text.js';

const read = (message: string, history: string[] = []) =>
  readQuestion({ kb, message, history, categories: [], today: TEST_TODAY, agent: 'calcolo' });

describe('payroll offices’ asks read in their meaning (realshort7 classes)', () => {
  it('writes out the payslip code of the trattamento integrativo, upper case only', () => {
    expect(expandConsultantShorthand('il TIR in busta a 11k?')).toContain('trattamento integrativo');
    expect(expandConsultantShorthand('autista di tir a 11k')).toContain('tir');
    expect(read('TIR con 10.400 di RAL: spetta nel 2026?').intent).toBe('payroll_rules');
  });

  it.each([
    'Mi licenzio a fine giugno 2026, sono B1 metalmeccanico: quanto mi spetta di tredicesima?',
    'Lascio il lavoro il 10 maggio 2026, commercio 3° livello: la quattordicesima cosa mi danno?',
  ])('reads a 13th or 14th month asked at a leaving as its ratei: %s', (message) => {
    expect(read(message).intent).toBe('thirteenth_pro_rata');
  });

  it('reads "cessa" before a date as the leaving day', () => {
    expect(read('14a ratei turismo liv 5, il cameriere cessa il 15/9/26').slots.endDate).toBe('2026-09-15');
  });

  it('reads a day before a month’s name as a date, not a figure', () => {
    const amounts = read('colf a 9,50 l’ora, 22 ore a settimana: contributi da versare entro il 10 luglio?')
      .slots.amounts;
    expect(amounts.some((a) => a.value === 10)).toBe(false);
  });

  it.each([
    ['colf TD 2026 a 9 euro', true],
    ['badante t.d. da marzo', true],
    ['contratto a termine di sei mesi', true],
    ['colf a tempo indeterminato', false],
    ['CCNL TDS livello 3', false],
  ])('tells a fixed-term contract: %s', (text, fixed) => {
    expect(fixedTermContract(readable(text))).toBe(fixed);
  });

  it('keeps the later year asked when an earlier one only dates a career start', () => {
    const r = read('Impiegata assunta nel 2008, RAL 2026 di 41.000: quanto versa di INPS a suo carico?');
    expect(r.slots.taxYear).toBe(2026);
  });
});
