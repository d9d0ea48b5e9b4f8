import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.js';
import { loadKnowledgeBase } from '../kb/knowledge-base.js';
import { readQuestion } from './read.js';
import { increaseMonthDate } from './realconv15.js';

const kb = loadKnowledgeBase(loadConfig({}).kbDir);
const read = (message: string, history: string[] = [], agent?: 'calcolo') =>
  readQuestion({ kb, message, history, today: '2026-11-25', ...(agent ? { agent } : {}) });

describe('realconv15 readings', () => {
  it('a revaluation at an inflation rate is the TFR, in calcolo too', () => {
    expect(
      read(
        'e il secondo anno con inflazione all’1,5% di quanto cresce con la rivalutazione?',
        ['RAL 40.000: quanto TFR in un anno?'],
        'calcolo',
      ).intent,
    ).toBe('tfr');
  });

  it('an increase asked "a quanto arriva" is the minimum, not a net', () => {
    const r = read(
      'so che a febbraio aumenta, a quanto arriva?',
      ['Commercio 5° livello: minimo attuale?'],
      'calcolo',
    );
    expect(r.intent).toBe('minimum_pay');
    expect(r.slots.date).toBe('2027-02-01');
  });

  it('the net with the increase stays a net', () => {
    expect(read('con l’aumento a quanto arriva il netto?', [], 'calcolo').intent).not.toBe('minimum_pay');
  });

  it('a bare month is its next coming, a month with its year is left to the other readings', () => {
    const at = (text: string, intent: 'minimum_pay' | 'notice' = 'minimum_pay') =>
      increaseMonthDate(intent, undefined, text, '2026-11-25');
    expect(at('a dicembre aumenta: a quanto arriva?')).toBe('2026-12-01');
    expect(at('a giugno sale, quanto sara da allora?')).toBe('2027-06-01');
    expect(at('a giugno 2026 sale, a quanto arriva?')).toBeUndefined();
    expect(at('a giugno sale, a quanto arriva?', 'notice')).toBeUndefined();
    // The minimum of today asked beside an increase told: today's.
    expect(at('quanto e il minimo? so che a giugno aumenta')).toBeUndefined();
  });

  it('a fund that grows at an inflation rate is the TFR', () => {
    expect(
      read(
        'e tra un anno, con un’inflazione del 3%, a quanto arriva il fondo?',
        ['Ho 9.000 euro di TFR accantonato al 31 dicembre.'],
        'calcolo',
      ).intent,
    ).toBe('tfr');
  });

  it('the worker leaving in a follow-up is a notice, taxes that "se ne vanno" are not', () => {
    expect(
      read('e se è lui che se ne va perché ha trovato un altro lavoro, con 20 ore a settimana?', [
        'Colf da 4 anni: se la licenzio quanto preavviso?',
      ]).intent,
    ).toBe('notice');
    expect(read('su una RAL di 30.000 quanto se ne va di tasse?').intent).not.toBe('notice');
  });

  it('"viveva con lui" is a live-in worker', () => {
    expect(read('la badante viveva con lui da 3 anni: quanto preavviso?').slots.cohabiting).toBe(true);
  });
});

describe('an increase told as past or a minimum asked as of now keeps today', () => {
  it.each([
    'A luglio ci hanno detto che è arrivato un aumento: quanto dovrebbe essere adesso il mio minimo al 3° livello del commercio?',
    'Con l’ultima tranche di ottobre quanto è il minimo del 2° livello multiservizi?',
    'Quanto deve essere il minimo del 4° livello turismo, dopo l’aumento di maggio?',
  ])('%s', (message) => {
    const r = read(message);
    expect(r.slots.date === undefined || r.slots.date <= '2026-11-25').toBe(true);
  });
});
