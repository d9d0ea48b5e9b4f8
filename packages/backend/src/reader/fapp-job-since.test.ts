import { describe, expect, it } from 'vitest';
import { testKb as kb, TEST_TODAY } from '../testing/agents.js';
import { readHire } from './hire-said.js';
import { readQuestion } from './read.js';
import { readable } from './text.js';

const read = (message: string, history: string[] = []) =>
  readQuestion({ kb, message, history, categories: [], today: TEST_TODAY, agent: 'calcolo' });

// fapp: the writer's own job since a day is the hire; a bare Roman level in a follow-up changes the level.
describe('the job held since a day, and a Roman level in a follow-up', () => {
  it('"sono commessa V livello … dal 1° marzo 2026" is the hire day', () => {
    expect(readHire(readable('Sono commessa V livello nel commercio dal 1° marzo 2026, tredicesima?'))).toBe(
      '2026-03-01',
    );
    expect(readHire(readable('lavoro come magazziniere dal 3/2/2025 in una ditta di trasporti'))).toBe(
      '2025-02-03',
    );
  });
  it('an event of the worker since a day is not the hire', () => {
    expect(readHire(readable('sono commessa in malattia dal 1° marzo 2026'))).toBeUndefined();
  });
  it('"e il VI?" after a minimum asked reads the 6th level', () => {
    const r = read('e il VI?', ['minimo 4° livello commercio a dicembre 2026?']);
    expect(r.slots.level).toBe('6');
  });
});
