import { describe, expect, it } from 'vitest';
import { testKb as kb, TEST_TODAY } from '../testing/agents.js';
import { expandPayrollShorthand } from './payroll-shorthand.js';
import { readQuestion } from './read.js';

const read = (message: string, history: string[] = []) =>
  readQuestion({ kb, message, history, categories: [], today: TEST_TODAY, agent: 'calcolo' });

describe('payroll offices’ clipped words read in their meaning (realshort8 classes)', () => {
  it.each([
    ['det. lav. dip. con RC 30k', 'detrazione per lavoro dipendente con RC 30k'],
    ['detr lav dip 2026?', 'detrazione per lavoro dipendente 2026?'],
    ['IRPEF su impon. 36.500', 'IRPEF su imponibile 36.500'],
    ['netto 1.750 x14 MI', 'netto 1.750 su 14 mensilità MI'],
    ['2.100 x 13 netti', '2.100 su 13 mensilità netti'],
    ['ferie res. 9gg val. oggi?', 'ferie res. 9gg quanto valgono oggi?'],
    ['ROL res. 16 ore val. alla cessazione?', 'ROL res. 16 ore quanto valgono alla cessazione?'],
  ])('writes out %s', (clipped, written) => {
    expect(expandPayrollShorthand(clipped)).toBe(written);
  });

  it.each([
    'imponibile fiscale 2.000',
    '3 x 12 ore di straordinario',
    'ral 28k x 13,5',
    'lavoro dipendente',
    'valore delle ferie',
    'Val di Non a maggio',
  ])('leaves the written-out words and other products alone: %s', (text) => {
    expect(expandPayrollShorthand(text)).toBe(text);
  });

  it('reads the deduction for employment income asked with "det. lav. dip." as a payroll rule', () => {
    const r = read('det. lav. dip. 2026 con RC 31.400?');
    expect(r.intent).toBe('payroll_rules');
    expect(r.slots.amounts.some((a) => a.value === 31_400)).toBe(true);
  });

  it('reads the gross IRPEF on a clipped taxable base as a payroll rule, not a net', () => {
    const r = read('irpef lorda 2025 su impon. 41.200?');
    expect(r.intent).toBe('payroll_rules');
    expect(r.slots.amounts.some((a) => a.value === 41_200)).toBe(true);
  });

  it('reads the payments written after a net with "x"', () => {
    const r = read('netto 1.900 x13 Torino 2026, che RAL?');
    expect(r.intent).toBe('net_to_gross');
    expect(r.slots.payments).toBe(13);
  });

  it('reads a bare "ral?" closing an ask that gives a net as the RAL for that net', () => {
    const r = read('netto 1.450 x13 NA 2025 ral?');
    expect(r.intent).toBe('net_to_gross');
    expect(r.slots.payments).toBe(13);
    expect(read('RAL 30k, netto mese? e la ral?').intent).not.toBe('net_to_gross');
  });

  it('reads an ordinal after "scatti" as the level and the "n." further on as the count', () => {
    const r = read('scatti 5° liv comm n. 4, quanto?');
    expect(r.slots.level).toBe('5');
    expect(r.slots.seniorityIncrements).toBe(4);
    expect(read('scatti maturati 3, commercio 4° livello').slots.seniorityIncrements).toBe(3);
  });

  it.each([
    'Un amico mi ha detto che mi spetta il trattamento integrativo da 1.200 euro: con 13.800 euro lordi nel 2026 è vero?',
    'Con una RAL di 11.000 nel 2026 ho diritto al bonus da 100 euro al mese?',
  ])('reads a benefit claimed and asked back as true as its rule: %s', (message) => {
    expect(read(message).intent).toBe('payroll_rules');
  });

  it('keeps a net asked beside the benefit a net', () => {
    expect(
      read('Con 13.800 euro lordi nel 2026 e il trattamento integrativo, quanto prendo netto al mese?')
        .intent,
    ).toBe('gross_to_net');
  });
});
