import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.js';
import { loadKnowledgeBase } from '../kb/knowledge-base.js';
import { readQuestion } from './read.js';

const kb = loadKnowledgeBase(loadConfig({}).kbDir);
const read = (message: string) => readQuestion({ kb, message, today: '2026-12-02' });

describe('minimumAfterStory: an amount put on the minimum is the tranche', () => {
  it("keeps the renewal when the ask is the tranche's amount on the minimum", () => {
    const request = read(
      "CCNL industria alimentare. Preparo le paghe di gennaio e devo capire quale aumento del rinnovo scatta dal 1° gennaio 2027: quanto è l'importo sul minimo al parametro di riferimento?",
    );
    expect(request.intent).toBe('renewal');
    expect(request.slots.date).toBe('2027-01-01');
  });

  it('keeps the renewal for the amount put on the table minimums', () => {
    const request = read(
      "Contratto alimentari industria, sto chiudendo i cedolini. Vorrei sapere quale aumento scatta dal 1° gennaio 2027: qual è l'ammontare sui minimi tabellari?",
    );
    expect(request.intent).toBe('renewal');
  });

  it('still reads the minimum asked after a story of the renewal', () => {
    const request = read(
      'CCNL industria alimentare: in assemblea hanno parlato del rinnovo. Quanto è il minimo del 3° livello a gennaio 2027?',
    );
    expect(request.intent).toBe('minimum_pay');
  });

  it('reads the minimum asked when the tranches are only what it already includes', () => {
    const request = read(
      'Sono un quadro, categoria A2 del CCNL chimico-farmaceutico: a quanto è il minimo contrattuale oggi, dopo le tranche del 2025 e di luglio 2026?',
    );
    expect(request.intent).toBe('minimum_pay');
  });

  it('keeps the renewal when the increase itself is asked beside the tranches included', () => {
    const request = read(
      'CCNL chimico-farmaceutico, categoria A2: di quanto è salito il minimo dopo le tranche del 2025?',
    );
    expect(request.intent).toBe('renewal');
  });

  it('reads the minimum asked after a payslip doubted with no figure and the tranches told', () => {
    const request = read(
      'Categoria A1 del CCNL chimico-farmaceutico. Nella busta di novembre il minimo mi sembra cambiato da luglio e vorrei controllare: a quanto deve essere il minimo contrattuale della categoria A1 oggi, dopo le tranche del 2025 e di luglio 2026?',
    );
    expect(request.intent).toBe('minimum_pay');
  });
});
