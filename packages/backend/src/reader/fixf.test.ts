import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.js';
import { loadKnowledgeBase } from '../kb/knowledge-base.js';
import { type ReaderInput, readQuestion } from './read.js';

// Session 13 (fixf): what a story asks, and levels carried in a conversation.
const kb = loadKnowledgeBase(loadConfig({}).kbDir);
const read = (message: string, extra: Partial<ReaderInput> = {}) =>
  readQuestion({ kb, message, today: '2026-11-23', ...extra });

describe('time that has passed is not the logistics agreement', () => {
  it.each([
    'Con otto anni trascorsi nella stessa ditta, quanti scatti mi toccano?',
    'Sono trascorsi 5 anni dalla mia assunzione come impiegato: quanti scatti di anzianità ho?',
  ])('%s', (message) => {
    expect(read(message).slots.agreements).not.toContain(6);
  });
});

describe('a change of level to come, asked of the time after it', () => {
  it('the new level when the figure is asked in the future', () => {
    expect(
      read('Ho 2 scatti al 5° livello del commercio e da marzo passo al 4°: quanto varranno i miei scatti?')
        .slots.level,
    ).toBe('4');
    expect(
      read('Sono C3 metalmeccanico con 3 scatti e a gennaio mi promuovono a B1: quanto prenderò di scatti?')
        .slots.level,
    ).toBe('B1');
  });
  it('the level held when the figure is asked now', () => {
    expect(
      read('Sono al 5° livello del commercio e a marzo passo al 4°: quanto prendo adesso di minimo?').slots
        .level,
    ).toBe('5');
  });
});

describe('a pay figure asked at the end of a story that tells a leave', () => {
  it('reads the minimum, not the leave', () => {
    const r = read(
      'Finita la maternità sono rientrata a 20 ore invece di 40, metalmeccanica livello C2, niente scatti. Quanto deve essere adesso il mio minimo riproporzionato?',
    );
    expect(r.intent).toBe('minimum_pay');
    expect(r.slots.weeklyHours).toBe(20);
  });
});

describe('a preposition before "livello" is not a level code', () => {
  it('"convivente a livello BS" is BS, not A', () => {
    expect(
      read('Prendiamo una badante convivente a livello BS per la nonna: quanto ci costa al mese?').slots
        .level,
    ).toBe('BS');
  });
});
