import { describe, expect, it } from 'vitest';
import { testKb as kb, TEST_TODAY } from '../testing/agents.js';
import { readQuestion } from './read.js';

const read = (message: string, history: string[] = []) =>
  readQuestion({ kb, message, history, categories: [], today: TEST_TODAY, agent: 'calcolo' });

describe('what a calculation question asks (h591–h599 classes, new phrasings)', () => {
  it('reads "retribuzione globale oraria" as an hour’s pay', () => {
    const r = read('apprendista metalmeccanico, retribuzione globale oraria di 8,90 €: tredicesima?');
    expect(r.slots.amounts).toContainEqual({ kind: 'other', value: 8.9, perHour: true });
  });

  it('reads a tax rule at an income asked across two years as the rule, not an agreement comparison', () => {
    const r = read(
      'Trattamento integrativo con un reddito di 14.000 €: quanto spetta nel 2026? Cambia rispetto al 2025?',
    );
    expect(r.intent).toBe('payroll_rules');
  });

  it('reads the year’s pay, its TFR and the sum with contributions left out as the cost without them', () => {
    const r = read(
      'metalmeccanico C2 sul minimo: retribuzione su 13 mensilità, TFR e somma, contributi a parte?',
    );
    expect(r.intent).toBe('employer_cost');
  });

  it('reads a net and a TFR asked of a RAL as the net (whose answer carries the TFR)', () => {
    expect(read('ral 29mila, 13 mensilità: netto annuo e quanto tfr matura in un anno?').intent).toBe(
      'gross_to_net',
    );
    // The TFR's own net is no net of the pay.
    expect(read('RAL 29.000: quota TFR netta del primo anno?').intent).toBe('tfr');
  });

  it('takes a corrected hire day and the figure the correction asks by name', () => {
    const history = [
      'Assunta il 1° febbraio 2026 al 4° livello commercio: quanto prende di tredicesima a dicembre?',
      "E il TFR di quest'anno quanto matura?",
    ];
    const r = read(
      'Ho sbagliato: la lettera dice 1° maggio 2026, non 1° febbraio. Quanto viene la tredicesima?',
      history,
    );
    expect(r.intent).toBe('thirteenth_pro_rata');
    expect(r.slots.hireDate).toBe('2026-05-01');
  });
});
