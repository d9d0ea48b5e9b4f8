import { describe, expect, it } from 'vitest';
import { testKb as kb, TEST_TODAY } from '../testing/agents.js';
import { expandConsultantShorthand } from './consultant-shorthand.js';
import { readQuestion } from './read.js';

const read = (message: string, history: string[] = []) =>
  readQuestion({ kb, message, history, categories: [], today: TEST_TODAY, agent: 'calcolo' });

describe('consultants’ shorthand and asks read in their meaning (realshort6 classes)', () => {
  it.each([
    ['tratt. integr. con RC 12.500 quanto viene?', 'trattamento integrativo'],
    ['ferie res 7gg al 3° comm', 'ferie residue 7 giorni'],
    ['lordo 1.900 add 28,40', 'addizionali 28,40'],
    ['cessaz 15/6/26', 'cessato il 15/6/26'],
  ])('writes out %s', (message, written) => {
    expect(expandConsultantShorthand(message)).toContain(written);
  });

  it('reads a clipped trattamento integrativo at an income as the rule', () => {
    expect(read('tratt. integr. con RC 12.500 quanto viene?').intent).toBe('payroll_rules');
  });

  it('reads a rule named in a payslip story and asked back as the rule, with no withholding stated', () => {
    const r = read(
      'Quest’anno avrò un reddito complessivo di 29.500 euro. In busta non ho mai trovato il trattamento integrativo che prende mia sorella: mi spetta o no?',
    );
    expect(r.intent).toBe('payroll_rules');
  });

  it('keeps a payslip check when the withholdings are stated', () => {
    expect(read('lordo 2.000, INPS 183,80, IRPEF 250: il trattamento integrativo mi spetta?').intent).toBe(
      'payslip_check',
    );
  });

  it('reads a clipped leaving date', () => {
    expect(read('13a ratei cessaz 15/6/26 lordo 1.650 comm?').slots.endDate).toBe('2026-06-15');
  });

  it.each([
    'RAL minima 3° livello studi professionali su 14 mens.?',
    'Devo scrivere la lettera di assunzione di una receptionist al 4° livello del turismo, pagata al minimo: la retribuzione annua lorda minima quanto viene?',
  ])('reads a level’s yearly gross asked as the gross, not the minimum or the payments: %s', (message) => {
    expect(read(message).intent).toBe('gross_to_net');
  });

  it('keeps the minimum when the month’s figure is asked', () => {
    expect(read('minimo 3° livello studi professionali da ottobre 2025?').intent).toBe('minimum_pay');
  });
});
