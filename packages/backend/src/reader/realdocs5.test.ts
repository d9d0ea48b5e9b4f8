import { describe, expect, it } from 'vitest';
import { testKb as kb, TEST_TODAY } from '../testing/agents.js';
import { readQuestion } from './read.js';

type Agent = 'calcolo' | 'main-agent' | 'confronta' | 'inquadra';
const read = (message: string, agent: Agent = 'main-agent') =>
  readQuestion({ kb, message, history: [], categories: [], today: TEST_TODAY, agent });

describe('realdocs5: the worker’s own level said after a job, beside a level a document covers', () => {
  it('"la circolare parla del terzo livello, io faccio il magazziniere al quarto" reads the 4th', () => {
    const r = read(
      'La circolare del sindacato sul rinnovo del commercio parla del terzo livello, io faccio il magazziniere al quarto: quanto è il mio minimo adesso?',
    );
    expect(r.slots.level).toBe('4');
  });
  it('an ordinal followed by another noun is no level ("io faccio la cassiera al quinto anno")', () => {
    const r = read(
      'Commercio, 3° livello: io faccio la cassiera al quinto anno di servizio, quanto è il mio minimo?',
    );
    expect(r.slots.level).toBe('3');
  });
});

describe('realdocs5: pay items set aside are not what is asked', () => {
  it('"a parte gli scatti" before a minimum check does not ask the increments', () => {
    const r = read(
      'CCNL commercio 5° livello: a parte gli scatti di anzianità, la paga base di 1.136,07 è in linea col minimo?',
      'calcolo',
    );
    expect(r.intent).not.toBe('seniority');
  });
});
