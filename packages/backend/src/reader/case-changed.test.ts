import { describe, expect, it } from 'vitest';
import { testKb } from '../testing/agents.js';
import { readQuestion } from './read.js';

const read = (message: string, history: string[] = []) =>
  readQuestion({ kb: testKb, message, history, today: '2026-12-02', agent: 'calcolo' });

describe('a follow-up telling another leaving day', () => {
  it('keeps the 13th asked at leaving and reads the new day', () => {
    const r = read('E se invece mi dimetto con ultimo giorno 10 settembre?', [
      'Commercio IV livello: mi licenziano, ultimo giorno 20 settembre 2026. Ratei di tredicesima lordi?',
    ]);
    expect(r.intent).toBe('thirteenth_pro_rata');
    expect(r.slots.endDate).toBe('2026-09-10');
    expect(r.slots.date).toBe('2026-09-10');
  });
});
