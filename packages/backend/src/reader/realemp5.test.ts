import { describe, expect, it } from 'vitest';
import { testKb as kb, TEST_TODAY } from '../testing/agents.js';
import { readQuestion } from './read.js';
import { withoutReasons } from './reason-clause.js';

const read = (message: string, history: string[] = [], agent: 'main-agent' | 'calcolo' = 'calcolo') =>
  readQuestion({ kb, today: TEST_TODAY, message, categories: [], history, agent });

describe('a past year told before the colon of the ask (re5- class)', () => {
  it('is not the year asked', () => {
    const r = read(
      "Ho una gelateria (pubblici esercizi FIPE) e assumo un banconista al 5° livello per aprile e maggio. L'anno scorso ho sbagliato i ratei perché non li avevo calcolati: quanto matura di tredicesima in quei due mesi?",
    );
    expect(r.slots.taxYear).toBeUndefined();
    expect(r.slots.date?.startsWith('2025')).not.toBe(true);
  });

  it('still is when the ask itself names it', () => {
    const r = read("Commessa al 4° livello del commercio: l'anno scorso quanto era il minimo?");
    expect(r.slots.taxYear).toBe(2025);
  });
});

describe('a holiday named as a season, not as a day worked (re5- class)', () => {
  it.each([
    'Il mio magazziniere della logistica al 5° livello ha fatto 3 ore di straordinario il mercoledì, nel periodo di picco sotto Natale: quanto valgono?',
    'In vista di Pasqua il commesso al 4° livello del commercio ha fatto 4 ore di straordinario di giorno: quanto gli devo?',
  ])('%s', (message) => {
    expect(read(message).slots.overtimeKind).toBe('straordinario');
  });

  it('the day itself is still a holiday', () => {
    expect(
      read('il cameriere ha lavorato 3 ore in più a Natale, quanto gli spetta?').slots.overtimeKind,
    ).toMatch(/festivo/);
  });
});

describe('a hire month said before the employer’s verb (re5- class)', () => {
  it.each([
    ['da settembre abbiamo una ragazza che ci guarda i bambini 10 ore a settimana, tredicesima?', '-09-01'],
    ['dai primi di maggio ho un commesso al 5 livello commercio: quanto gli do di tredicesima?', '-05-01'],
  ])('%s', (message, monthDay) => {
    expect(read(message).slots.hireDate?.endsWith(monthDay)).toBe(true);
  });

  it('holidays taken from a month are no hire', () => {
    expect(read('da agosto ho preso ferie, quante me ne restano?').slots.hireDate).toBeUndefined();
  });
});

describe('an anniversary of service (re5- class)', () => {
  it.each([
    ['il mio magazziniere a marzo compie nove anni in azienda: quanti scatti ha?', 9],
    ['fa 4 anni che lavora qui: quanti scatti le spettano al 3° livello commercio?', 4],
  ])('%s', (message, years) => {
    expect(read(message, [], 'main-agent').slots.seniorityYears).toBe(years);
  });
});

describe('why a follow-up is asked is not what it asks (re5- class)', () => {
  it('drops the closing reason sentences after the last question', () => {
    expect(
      withoutReasons('e al terzo anno? Lo chiedo perché il consulente è in ferie fino a febbraio.'),
    ).toBe('e al terzo anno?');
    expect(withoutReasons('e dal secondo? Ve lo chiedo perché devo fare i conti. Grazie.')).toBe(
      'e dal secondo? Ve lo chiedo perché devo fare i conti. Grazie.',
    );
  });

  it('keeps an apprentice’s pay asked in the follow-up', () => {
    const before =
      'CCNL Studi professionali: apprendista destinato al 4° livello, quanto lo pago il primo anno?';
    const r = read(
      'e dal terzo anno, quanto gli devo dare al mese? Te lo chiedo perché il mio consulente è in ferie fino a marzo.',
      [before],
      'main-agent',
    );
    expect(r.intent).toBe('apprenticeship');
    expect(r.slots.monthsWorked).toBeUndefined();
  });
});

describe('two topics asked in one question (re5- class)', () => {
  it.each([
    [
      'Barista al 5° livello del CCNL Pubblici esercizi: quanto dura al massimo la prova, e devo dargli il preavviso se non va?',
      'probation',
      'notice',
    ],
    [
      'Operaio D2 metalmeccanico: quanti giorni di ferie ha, e bisogna pagarle se se ne va?',
      'holidays',
      undefined,
    ],
  ])('%s', (message, intent, also) => {
    const r = read(message, [], 'main-agent');
    expect(r.intent).toBe(intent);
    if (also) expect(r.alsoAsked).toContain(also);
  });
});

describe('a babysitter in a calculation (re5- class)', () => {
  it('is the BS level', () => {
    expect(
      read('tata per i miei figli di 6 e 9 anni, 15 ore a settimana: quanto la pago al mese?').slots.level,
    ).toBe('BS');
  });

  it('not for a baby of a few months', () => {
    expect(
      read('babysitter per mio figlio di 5 mesi, 25 ore a settimana: quanto costa?').slots.level,
    ).not.toBe('BS');
  });
});
