import { describe, expect, it } from 'vitest';
import { testKb as kb, TEST_TODAY } from '../testing/agents.js';
import { readQuestion } from './read.js';

// Session 18 (fixu): follow-ups that move the date the conversation was about.
const read = (message: string, history: string[] = [], agent?: 'calcolo' | 'main-agent') =>
  readQuestion({ kb, message, history, categories: [], today: TEST_TODAY, ...(agent ? { agent } : {}) });

describe('a follow-up that names the present after a past year moves to today', () => {
  it('"e per quest\'anno?" after a 2025 minimum', () => {
    const r = read(
      'e per quest’anno?',
      ['Quanto era nel 2025 il minimo di un 2° livello Commercio?'],
      'calcolo',
    );
    expect(r.intent).toBe('minimum_pay');
    expect(r.slots.taxYear).toBe(2026);
    expect(r.slots.date).toBe(TEST_TODAY);
  });
  it('"ad oggi invece quanto prende?" after a minimum at a date of 2024', () => {
    const r = read('ad oggi invece quanto prende?', [
      'Metalmeccanici industria, livello D1: minimo a giugno 2024?',
    ]);
    expect(r.slots.date).toBe(TEST_TODAY);
  });
  it('"e attualmente?" after a net of 2025 keeps the RAL and takes the running tax year', () => {
    const r = read('e attualmente?', ['Con una RAL di 27.500 quanto restava netto nel 2025?'], 'calcolo');
    expect(r.slots.taxYear).toBe(2026);
    expect(r.slots.amounts.map((a) => a.value)).toContain(27500);
  });
  it('a story\'s "di quest\'anno" after a day is not the present asked', () => {
    const r = read('e se fosse entrata il 3 marzo di quest’anno?', [
      'Quanto era nel 2025 il minimo di un 2° livello Commercio?',
    ]);
    expect(r.slots.date).not.toBe(TEST_TODAY);
  });
});

describe("a month said without its year after a past year is that year's month", () => {
  it('"e a marzo?" after "nel 2025"', () => {
    const r = read('e a marzo?', ['Minimo 2025 di un operaio metalmeccanico D1?'], 'calcolo');
    expect(r.slots.date).toBe('2025-03-01');
  });
});

describe('a year said relative to the conversation keeps the month the earlier turn named', () => {
  it('"e l\'anno successivo?" after July 2025', () => {
    const r = read("e l'anno successivo?", ['Minimo del 5° livello Turismo alberghi a luglio 2025?']);
    expect(r.slots.taxYear).toBe(2026);
    expect(r.slots.date).toBe('2026-07-01');
  });
  it('"e l\'anno prima?" after a year alone is that year (no month carried)', () => {
    const r = read("e l'anno prima?", ['Minimo Commercio 3° livello nel 2026?']);
    expect(r.slots.taxYear).toBe(2025);
    expect(r.slots.date).toBe('2025-12-31');
  });
});

describe("increments asked per hour, and a family's hire words", () => {
  it('"di quanto sale la paga oraria con gli scatti?" asks the increments, not the hourly minimum', () => {
    const r = read('Colf a ore livello A da 4 anni: di quanto sale la sua paga oraria con gli scatti?');
    expect(r.intent).toBe('seniority');
  });
  it('"l\'anzianità quanto aggiunge a ogni ora?" in a follow-up', () => {
    const r = read('è con noi da 8 anni: l’anzianità quanto le aggiunge a ogni ora?', [
      'Paga oraria minima di una colf non convivente livello B nel 2026?',
    ]);
    expect(r.intent).toBe('seniority');
    expect(r.slots.seniorityYears).toBe(8);
  });
  it('the hourly minimum asked alone stays an hourly rate', () => {
    expect(read('Quanto si paga all’ora una colf livello B non convivente?').intent).toBe('hourly_rate');
  });
  it('"presa a marzo 2021", "arrivata da noi a maggio 2019" are the hire', () => {
    expect(read('Badante convivente livello BS presa a marzo 2021: quanti scatti ha?').slots.hireDate).toBe(
      '2021-03-01',
    );
    expect(read('La colf è arrivata da noi a maggio 2019: quanti scatti?').slots.hireDate).toBe('2019-05-01');
  });
});

describe('a story\'s "quando" does not open a part of the question', () => {
  it('the first part starts in the sentence that asks', async () => {
    const { questionParts } = await import('./parts.js');
    const parts = questionParts(
      'Ho un operaio assunto nel 2019. Quando l’ho preso non sapevo nulla di scatti. Oggi quanti scatti ha e quanto vale ognuno?',
    );
    expect(parts).toHaveLength(2);
    expect(parts[0]).toContain('quanti scatti ha');
    expect(parts[1]).toMatch(/quanto vale ognuno\?$/);
    // The words before the asking clause (the day asked, "Oggi") go with the second part too.
    expect(parts[1]).toContain('Oggi quanto vale ognuno?');
  });
});

describe('a TFR revaluation asked in a story about a payslip', () => {
  it('is the TFR, not a payslip check, when no withholding is given', () => {
    const r = read(
      'Controllo il cedolino di fine rapporto: a fine 2024 il TFR accantonato era 14.000 euro. Di quanto andava rivalutato a dicembre 2025?',
    );
    expect(r.intent).toBe('tfr');
  });
  it('a payslip with its INPS and IRPEF stays a check', () => {
    const r = read('Cedolino: lordo 2.000, INPS 183,80, IRPEF 250, rivalutazione TFR: è tutto giusto?');
    expect(r.intent).toBe('payslip_check');
  });
});
