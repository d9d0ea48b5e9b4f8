import { describe, expect, it } from 'vitest';
import { TEST_TODAY, testKb } from '../testing/agents.js';
import { ordinalsToDigits } from './ordinals.js';
import { type ReaderInput, readQuestion } from './read.js';

const COMMERCIO = 1;
const METALMECCANICI = 2;
const CONFAPI = 16;

const read = (message: string, extra: Partial<ReaderInput> = {}) =>
  readQuestion({ kb: testKb, message, today: TEST_TODAY, ...extra });

describe('ordinal words before a period', () => {
  it.each([
    ['entrata nel quattordicesimo mese', 'entrata nel 14° mese'],
    ['è al ventitreesimo mese', 'è al 23° mese'],
    ['nel secondo anno di apprendistato', 'nel 2° anno di apprendistato'],
    ['terzo semestre', '3° semestre'],
  ])('%s', (text, expected) => expect(ordinalsToDigits(text)).toBe(expected));

  it('leaves the 14th payment and "secondo" meaning "according to" alone', () => {
    expect(ordinalsToDigits('la quattordicesima mensilità')).toBe('la quattordicesima mensilità');
    expect(ordinalsToDigits('secondo il CCNL')).toBe('secondo il CCNL');
  });

  it('an apprentice in the fourteenth month is not asking the 14th payment', () => {
    expect(
      read(
        'apprendista studi professionali nel quattordicesimo mese, livello finale 4°: che percentuale spetta?',
      ).intent,
    ).not.toBe('thirteenth_pro_rata');
  });
});

describe('subjects read from everyday words', () => {
  it.each([
    ['cambia il periodo di conservazione del posto con 5 anni di anzianità?', 'sickness_injury'],
    ['per quanto tempo gli conservano il posto? è in edilizia da 6 anni', 'sickness_injury'],
    ['sono part time nel commercio, le ore oltre il mio orario come me le pagano?', 'part_time'],
    ['part-time: se faccio più ore del contratto c’è una maggiorazione? commercio', 'part_time'],
    ['la trance di marzo 2026 di quanto è?', 'renewal'],
    ['aumento complessivo del rinnovo al livello D della vigilanza?', 'renewal'],
    ['di quanto salgono i minimi della gomma plastica?', 'renewal'],
    ['una tantum per la vacanza contrattuale nel commercio?', 'renewal'],
  ])('%s → %s', (message, intent) => expect(read(message).intent).toBe(intent));

  it('"vacanza contrattuale" is not holidays', () => {
    expect(read('com’era divisa la vacanza contrattuale nel commercio?').alsoAsked).not.toContain('holidays');
  });
});

describe('agreements named, ruled out or set against each other', () => {
  it('an agreement ruled out is not one the question is about', () => {
    expect(
      read('applichiamo il contratto Confapi, non quello di Federmeccanica: aumento del 5° livello?').slots
        .agreements,
    ).toEqual([CONFAPI]);
    expect(
      read('piccola azienda metalmeccanica con CCNL PMI Confapi: minimo del 5° livello?').slots.agreements,
    ).toEqual([CONFAPI]);
  });

  it('two agreements "rispetto a" each other are a comparison', () => {
    const request = read('quanto prende in più un C3 federmeccanica rispetto a un 5° livello confapi?');
    expect(request.intent).toBe('comparison');
    expect(request.slots.agreements.sort()).toEqual([METALMECCANICI, CONFAPI].sort());
  });

  it('"il 4° livello e …" keeps the numbered level', () => {
    expect(read('vigilanza privata: aumento per il 4° livello e fino a quando vale?').slots.level).toBe('4');
    expect(read('commercio 4° livello e part-time: minimo?').slots.agreements).toEqual([COMMERCIO]);
  });
});
