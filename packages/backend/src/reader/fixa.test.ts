import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.js';
import { loadKnowledgeBase } from '../kb/knowledge-base.js';
import { type ReaderInput, readQuestion } from './read.js';
import { expandShorthand } from './shorthand.js';

// Session 12 (fixa): the dates a question's story tells against the date it asks, and part-time typed as heard.
const kb = loadKnowledgeBase(loadConfig({}).kbDir);
const TODAY = '2026-11-23';
const read = (message: string, extra: Partial<ReaderInput> = {}) =>
  readQuestion({ kb, message, today: TODAY, ...extra });

describe('a month typed one letter off where a date stands', () => {
  it.each([
    ['dal 1 giugnio 2027 quanto sarà il minimo del 3° livello commercio?', '2027-06-01'],
    ['il minimo del D2 metalmeccanici a luglo del 2027?', '2027-07-01'],
  ])('%s', (message, date) => {
    expect(read(message).slots.date).toBe(date);
  });
  it('in a follow-up', () => {
    const history = ['quanto prende di minimo un 2° livello multiservizi?'];
    expect(read('e da agsto 2027 come cambia?', { history }).slots.date).toBe('2027-08-01');
    expect(read('e a setembre 2027?', { history }).slots.date).toBe('2027-09-01');
  });
  it('leaves words that are not months', () => {
    expect(
      read('a maggior ragione, quanto prende adesso un 4° livello commercio?').slots.date,
    ).toBeUndefined();
    expect(expandShorthand('l’ho chiesto a Mario e a Gennaro, 4° livello commercio')).toContain(
      'a Mario e a Gennaro',
    );
    expect(expandShorthand('dal 3 lulgio 2027')).toBe('dal 3 luglio 2027');
  });
});

describe('hours worked in a month are paid at that month’s tables', () => {
  it.each([
    [
      'Le ore di straordinario fatte a marzo da un impiegato 5° livello commercio, 10 ore, quanto valgono?',
      '2026-03-01',
    ],
    [
      'Il mio dipendente al 2° livello multiservizi ha fatto 6 ore di straordinario ad aprile: quanto gli devo?',
      '2026-04-01',
    ],
    [
      'Commessa 3° livello commercio: a febbraio abbiamo lavorato 4 ore in più di domenica, quanto mi spetta?',
      '2026-02-01',
    ],
  ])('%s', (message, date) => {
    const r = read(message);
    expect(r.intent).toBe('overtime_value');
    expect(r.slots.date).toBe(date);
  });
  it('a month after today’s is last year’s', () => {
    expect(
      read('ho fatto 3 ore di straordinario a dicembre, 4° livello commercio: quanto valgono?').slots.date,
    ).toBe('2025-12-01');
  });
  it('the follow-up keeps the month of the hours', () => {
    const history = ['4° livello commercio, a gennaio ho lavorato 6 ore oltre l’orario: quanto mi spettano?'];
    expect(read('e se fossero state di notte?', { history }).slots.date).toBe('2026-01-01');
  });
  it('a hire month is not the month of the hours', () => {
    expect(
      read('Quanto vale un’ora di straordinario al 4° livello commercio? Sono stato assunto a marzo.').slots
        .date,
    ).toBeUndefined();
  });
});

describe('a month told in the story is not the date asked', () => {
  it('"adesso" asks today’s tables', () => {
    const history = ['sono operaio metalmeccanico livello C2'];
    expect(
      read('a giugno c’è stato l’aumento, quanto prendo adesso di minimo?', { history }).slots.date,
    ).toBeUndefined();
  });
  it('a month told in the past is the one gone, not the next', () => {
    const history = ['faccio le pulizie con il multiservizi, ho diritto alla quattordicesima?'];
    const told =
      'Allora, sono al 3° livello. A dicembre ci hanno detto che è arrivato l’aumento ma in busta non si vede ancora. Qual è il mio minimo lordo?';
    expect(read(told, { history }).slots.date).toBe('2025-12-01');
    expect(read(told.replace('Qual è', 'Qual è oggi'), { history }).slots.date).toBeUndefined();
  });
});

describe('part-time typed as heard', () => {
  const history = ['assunta il 1° marzo 2026 commercio 4° livello, tredicesima lorda a dicembre?'];
  it.each([
    ['e se lavorassi in partime al 60%?', 60],
    ['e col par time al 75%?', 75],
  ])('%s', (message, share) => {
    const r = read(message, { history });
    expect(r.intent).toBe('thirteenth_pro_rata');
    expect(r.slots.partTimePercent).toBe(share);
  });
});

describe('a TFR that grows with the inflation is a revaluation, not a renewal’s increase', () => {
  it.each([
    'Con un’inflazione al 2%, di quanto cresce il TFR che ho accantonato?',
    'di quanto aumenta la liquidazione messa da parte se il FOI sale dell’1,5%?',
  ])('%s', (message) => {
    expect(read(message).intent).toBe('tfr');
  });
});

describe('a value asked at a date gone, and its rise since', () => {
  const history = ['il minimo di un addetto al 2° livello multiservizi adesso quant’è?'];
  it('"l’anno scorso a …" is that month of last year', () => {
    const r = read('e l’anno scorso a giugno quant’era il minimo? di quanto è salito?', { history });
    expect(r.slots.date).toBe('2025-06-01');
  });
  it('"a … dell’anno scorso" too', () => {
    expect(
      read('e a maggio dell’anno scorso quanto era? di quanto è cresciuto?', { history }).slots.date,
    ).toBe('2025-05-01');
  });
  it('"quantera" without its apostrophe asks the value', () => {
    const r = read('e l anno scorso a marzo quantera?', { history });
    expect(r.intent).toBe('minimum_pay');
    expect(r.slots.date).toBe('2025-03-01');
  });
});

describe('the amount of a named tranche asked with the new minimum is the renewal’s tranche', () => {
  it.each([
    [
      'Multiservizi, 3° livello: importo dell’aumento di maggio 2027 e nuovo minimo da quella data?',
      '2027-05-01',
    ],
    [
      'valore della tranche di giugno 2027 per il livello D2 metalmeccanici e minimo aggiornato?',
      '2027-06-01',
    ],
  ])('%s', (message, date) => {
    const r = read(message);
    expect(r.intent).toBe('renewal');
    expect(r.slots.date).toBe(date);
  });
});
