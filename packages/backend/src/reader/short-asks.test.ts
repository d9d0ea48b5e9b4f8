import { describe, expect, it } from 'vitest';
import { testKb as kb, TEST_TODAY } from '../testing/agents.js';
import { readQuestion } from './read.js';

const read = (message: string, history: string[] = []) =>
  readQuestion({ kb, message, history, categories: [], today: TEST_TODAY, agent: 'calcolo' });

describe('payroll offices’ short asks read in their meaning (realshort5 classes)', () => {
  it.each([
    'La cassiera al 5° livello del commercio stavolta è arrivata alla 44esima ora: quanto le spetta per quell’ora?',
    'Il magazziniere di 4° livello ha fatto la 41a ora venerdì, come la retribuisco?',
  ])('an ordinal hour past the week is one overtime hour: %s', (message) => {
    const r = read(message);
    expect(r.intent).toBe('overtime_value');
    expect(r.slots.extraHours).toBe(1);
  });

  it('a week of 40 hours is no overtime hour', () => {
    expect(read('Quanto prende netto un 4° livello del commercio che lavora 40 ore?').intent).not.toBe(
      'overtime_value',
    );
  });

  it('back pay of an increase never applied is the renewal, whatever extra month the story leaves out', () => {
    const r = read(
      'Metalmeccanico al C2: l’aumento di giugno 2026 non me l’hanno messo per tre mesi. Esclusa la tredicesima, a quanto ammontano gli arretrati?',
    );
    expect(r.intent).toBe('renewal');
  });

  it('a divisor asked is the hourly divisor, not the overtime the story checks', () => {
    const r = read(
      'Devo ricontrollare gli straordinari del mese. Il contratto delle pulizie, che divisore usa per ricavare la quota oraria?',
    );
    expect(r.intent).toBe('hourly_rate');
    expect(r.slots.overtimeKind).toBeUndefined();
  });

  it('a divisor the user gives leaves the overtime asked', () => {
    expect(read('straordinario feriale C3 metalmeccanici con divisore 173: quanto vale un’ora?').intent).toBe(
      'overtime_value',
    );
  });

  it.each([
    'Con una RAL da 95.000 euro quanto versa di INPS il dipendente nel 2026?',
    'RAL 60k: contributi a carico lavoratore quest’anno?',
  ])('the employee’s contributions at a RAL are the contribution rule: %s', (message) => {
    expect(read(message).intent).toBe('payroll_rules');
  });

  it('contributions asked with the net stay a net', () => {
    expect(read('RAL 60k: quanto di contributi e quanto netto al mese?').intent).not.toBe('payroll_rules');
  });
});
