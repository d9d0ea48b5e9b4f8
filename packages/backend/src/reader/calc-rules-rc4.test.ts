import { describe, expect, it } from 'vitest';
import { testKb as kb, TEST_TODAY } from '../testing/agents.js';
import { readQuestion } from './read.js';

const read = (message: string, history: string[] = []) =>
  readQuestion({ kb, message, history, categories: [], today: TEST_TODAY, agent: 'calcolo' });

describe('calculations as public threads ask them (rc4- classes, new phrasings)', () => {
  it.each([
    ['Per chi guadagna 32.000 di reddito le tasse cambiano nel 2026? Quanto risparmio?', 'payroll_rules'],
    ['con il taglio delle tasse del 2026 quanto pago di meno con 48mila?', 'payroll_rules'],
    ['un’ora di lavoro il giorno di Natale quanto me la pagano? sono C3 metalmeccanico', 'overtime_value'],
  ])('%s → %s', (question, intent) => {
    expect(read(question).intent).toBe(intent);
  });

  it('keeps the calculation when a follow-up redoes it for another year to compare', () => {
    const first = 'RAL 28.000 a Bologna: netto 2026?';
    const request = read('e rifacendolo per il 2025, per confrontarlo con l’anno scorso?', [first]);
    expect(request.intent).toBe('gross_to_net');
    expect(request.slots.taxYear).toBe(2025);
  });

  it('reads a contract span as hire and leaving dates', () => {
    const request = read(
      'barista fipe 4 livello, contratto dal 10 maggio al 15 settembre 2026: quanta tredicesima?',
    );
    expect(request.slots.hireDate).toBe('2026-05-10');
    expect(request.slots.endDate).toBe('2026-09-15');
  });

  it('does not ask overtime denied after its name', () => {
    const request = read(
      'sono 4 livello commercio a Torino, di straordinari non ne faccio: quanto prendo netto al mese?',
    );
    expect(request.intent).not.toBe('overtime_value');
  });
});
