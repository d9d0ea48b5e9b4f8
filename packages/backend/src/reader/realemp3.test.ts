import { describe, expect, it } from 'vitest';
import { testKb as kb, TEST_TODAY } from '../testing/agents.js';
import { readQuestion } from './read.js';
import { readable } from './text.js';

type Agent = 'calcolo' | 'main-agent' | 'confronta' | 'inquadra';
const read = (message: string, agent: Agent = 'calcolo', history: string[] = []) =>
  readQuestion({ kb, message, history, categories: [], today: TEST_TODAY, agent });

describe('the hour and the surcharge said with a typo (employers typing fast)', () => {
  it('"magiorazione", "maggiorazzione", "magiorati" are read as the surcharge', () => {
    expect(readable('la magiorazione')).toBe('la maggiorazione');
    expect(readable('che maggiorazzione spetta')).toBe('che maggiorazione spetta');
    expect(readable('vanno magiorati')).toBe('vanno maggiorati');
  });

  it('"oltre la mezanotte" with overtime said is night overtime', () => {
    const r = read(
      'il pizzaiolo ha fatto due ore di straordinario oltre la mezanotte, ccnl fipe: quanto gli spetta in più?',
    );
    expect(r.slots.overtimeKind).toBe('straordinario_notturno');
  });

  it('"dopo la mezanote" and "a mezza notte" are night hours too', () => {
    expect(
      read('straordinari del lavapiatti dopo la mezanote, pubblici esercizi: che percentuale?').slots
        .overtimeKind,
    ).toBe('straordinario_notturno');
    expect(
      read('ore di straordinario fatte a mezza notte dal portiere d’albergo, ccnl turismo').slots
        .overtimeKind,
    ).toBe('straordinario_notturno');
  });
});

describe('a renewal increase asked by the first day of its month, with no year', () => {
  it('"l\'aumento dal primo di novembre" picks that month\'s tranche', () => {
    const r = read(
      'Per le mie due cassiere al 4° livello del commercio: di quanto è cresciuto il minimo con l’aumento dal primo di novembre?',
      'main-agent',
    );
    expect(r.intent).toBe('renewal');
    expect(r.slots.date).toBe('2026-11-01');
  });

  it('"dal 1° novembre" said in the past is the November just gone', () => {
    const r = read('commercio 5 livello: l’aumento dal 1° novembre di quanto è stato?', 'main-agent');
    expect(r.slots.date).toBe('2026-11-01');
  });
});
