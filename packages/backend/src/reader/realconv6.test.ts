import { describe, expect, it } from 'vitest';
import { withTaskTitles } from '../agents/task-titles.js';
import { testKb as kb, TEST_TODAY } from '../testing/agents.js';
import { readQuestion } from './read.js';

type Agent = 'calcolo' | 'main-agent' | 'confronta' | 'inquadra';
const read = (history: string[], message: string, agent: Agent = 'main-agent') =>
  readQuestion({ kb, message, history, categories: [], today: TEST_TODAY, agent });

describe('the leaving told before "ma" is the story, the ask follows it (story-topics.ts)', () => {
  it.each([
    [
      'Ho deciso di licenziarmi dal supermercato e il capo sostiene che i permessi non goduti spariscono, ma vorrei sapere quante ore di ROL maturo in un anno. Commercio, azienda con 20 dipendenti.',
      'rol_ex_festivita',
    ],
    [
      'Mi dimetto a fine mese e in ufficio dicono che le ferie residue non me le pagano, ma io volevo capire quanti giorni di ferie matura in un anno un commesso del commercio.',
      'holidays',
    ],
  ])('%s', (message, intent) => {
    const r = read([], message);
    expect(r.intent).toBe(intent);
    expect(r.alsoAsked).not.toContain('notice');
  });

  it('a notice asked after "ma" is still asked', () => {
    const r = read(
      [],
      'Le ferie nel commercio sono 26 giorni, ma io quanto preavviso devo dare se mi dimetto?',
    );
    expect([r.intent, ...r.alsoAsked]).toContain('notice');
  });
});

describe('how long one may stay away before a dismissal is the comporto (intents.ts)', () => {
  it('a follow-up after an illness', () => {
    const r = read(
      ['sono in malattia da tre settimane, lavoro in un negozio col contratto del commercio'],
      'fino a quando posso restare assente prima che mi mandino via?',
    );
    expect(r.intent).toBe('sickness_injury');
  });
  it('asked alone', () => {
    expect(
      read(
        [],
        'metalmeccanico con 5 anni di anzianità: quanto posso stare a casa al massimo prima che mi licenzino?',
      ).intent,
    ).toBe('sickness_injury');
  });
  it('an unjustified absence or a notice stays with the notice', () => {
    expect(
      read([], 'commercio 4 livello: quanti giorni di preavviso mi danno se mi licenziano?').intent,
    ).toBe('notice');
  });
});

describe('a letter level corrected keeps the conversation’s question (corrections.ts)', () => {
  it('"nel cedolino risulto C3, non B1" after a notice is the notice at C3, not a payslip check', () => {
    const r = read(
      [
        'sono impiegato metalmeccanico industria B1 da 2 anni e vorrei dimettermi: quanto preavviso devo dare?',
      ],
      'scusa, nel cedolino risulto C3, non B1. il preavviso resta quello?',
    );
    expect(r.intent).toBe('notice');
    expect(r.slots.level).toBe('C3');
  });
});

describe('a whole year asked after a case of some months (follow-up-slots.ts)', () => {
  it('"in un anno pieno" drops the months the earlier leaving gave', () => {
    const r = read(
      [
        'operaio metalmeccanico C3, il mio ultimo giorno sarà il 31 luglio 2026: quanta tredicesima mi spetta?',
      ],
      'e quanto TFR si accumula in un anno pieno con una RAL di 31.000?',
      'calcolo',
    );
    expect(r.intent).toBe('tfr');
    expect(r.slots.monthsWorked).toBeUndefined();
  });
});

describe('a hire year with words between "assunta" and the year is not the year asked (calc-reading.ts)', () => {
  it('"assunta con contratto a tempo indeterminato nel 2019"', () => {
    const r = read(
      [
        'Sono impiegata al 3° livello del commercio, assunta con contratto a tempo indeterminato nel 2019. Lascio il lavoro il 30 aprile 2026.',
      ],
      'quanta quattordicesima mi spetta quando esco?',
      'calcolo',
    );
    expect(r.slots.taxYear).not.toBe(2019);
    expect(r.slots.endDate).toBe('2026-04-30');
  });
});

describe('drinks listed after the verb name the job that makes them (task-titles.ts)', () => {
  it('"servo da sola spritz, birre e aperitivi" reads the barman', () => {
    expect(withTaskTitles('al bancone servo da sola spritz, birre e aperitivi')).toContain('barman');
  });
  it('coffee alone stays the barista', () => {
    expect(withTaskTitles('preparo da sola caffè e cappuccini')).not.toContain('barman');
  });
});

describe('"quale rateo … mi spetta" asks an amount, not whether it is due (contract-topics.ts)', () => {
  it.each([
    'Commesso al 4° livello del Terziario, il contratto cessa il 30 settembre 2026: quale rateo di quattordicesima mi spetta?',
    'operaio C2 metalmeccanico, ultimo giorno 31 luglio 2026: che importo di tredicesima mi spetta?',
  ])('%s', (message) => {
    expect(read([], message, 'calcolo').intent).toBe('thirteenth_pro_rata');
  });
  it('whether it is due stays the agreement’s rule', () => {
    expect(read([], 'nel commercio mi spetta la quattordicesima?', 'main-agent').intent).toBe(
      'monthly_payments',
    );
  });
});
