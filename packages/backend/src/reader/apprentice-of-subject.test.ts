import { describe, expect, it } from 'vitest';
import { TEST_TODAY, testKb } from '../testing/agents.js';
import { readQuestion } from './read.js';

const read = (message: string, history: string[]) =>
  readQuestion({ kb: testKb, message, today: TEST_TODAY, agent: 'main-agent', history });

// "e per un apprendista nello stesso CCNL?" after a term asked: the same term for an apprentice.
describe('a follow-up naming an apprentice under the same agreement', () => {
  const probation = 'ho assunto un addetto pulizie operaio di 2 livello multiservizi, quanto dura la prova?';

  it.each([
    'E per un apprendista nello stesso CCNL Multiservizi?',
    'e per un apprendista, con lo stesso contratto?',
    'E per un apprendista?',
  ])('%s keeps the probation', (message) => expect(read(message, [probation]).intent).toBe('probation'));

  it("asking the apprentice's own pay is the apprenticeship's", () =>
    expect(read('E per un apprendista nello stesso contratto quanto prende?', [probation]).intent).toBe(
      'apprenticeship',
    ));
});
