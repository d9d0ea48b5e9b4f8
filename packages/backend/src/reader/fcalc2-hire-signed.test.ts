import { describe, expect, it } from 'vitest';
import { askAgent, testKb as kb, TEST_TODAY } from '../testing/agents.js';
import { readHire } from './hire-said.js';
import { readQuestion } from './read.js';
import { readable } from './text.js';

const read = (message: string, history: string[] = []) =>
  readQuestion({ kb, message, history, categories: [], today: TEST_TODAY, agent: 'calcolo' });

// fcalc2: the day the writer signed the contract or took up service is the hire.
describe('a contract signed on a day is the hire', () => {
  it.each([
    ['ho firmato il contratto da metalmeccanico il 4 maggio, prendo 2.150 lordi', '?-05-04'],
    ['abbiamo firmato il contratto il 3/2/2025 con la ditta', '2025-02-03'],
    ['ho preso servizio il 1° marzo 2026 come impiegato', '2026-03-01'],
  ])('%s', (message, day) => {
    expect(readHire(readable(message))).toBe(day);
  });
  it('an agreement signed on a day is not a hire', () => {
    expect(
      readHire(readable('il rinnovo firmato il 22 novembre 2025 quanto da di aumento?')),
    ).toBeUndefined();
  });
  it('the tredicesima of a contract signed in May counts May to December', () => {
    const r = read(
      'ho firmato il contratto da metalmeccanico il 4 maggio, prendo 2.150 lordi. a dicembre quanta tredicesima mi danno?',
    );
    expect(r.intent).toMatch(/^thirteenth/);
    expect(r.slots.hireDate?.slice(4)).toBe('-05-04');
    const { text } = askAgent(
      'calcolo',
      'ho firmato il contratto da metalmeccanico il 4 maggio, prendo 2.150 lordi. a dicembre quanta tredicesima mi danno?',
    );
    expect(text).toContain('1.433,33 €');
  });
});
