import { describe, expect, it } from 'vitest';
import { testKb as kb } from '../testing/agents.js';
import { echoesAnswer, withoutAnswerEchoes } from './asked-back.js';
import { readQuestion } from './read.js';

// A turn that repeats the answer to the question before it is the reply quoted back, not the user's case: the
// follow-up after it changes one thing of the earlier ask (the level, the hire day), not a gross to take net.
const read = (message: string, history: string[]) =>
  readQuestion({ kb, message, history, categories: [], today: '2026-12-03' });

describe('a follow-up after the answer repeated into the conversation', () => {
  it('"e al livello sotto?" after a C2 minimum is the C1 minimum, not the C2 figure taken net', () => {
    const r = read('e al livello sotto?', [
      'C2 metalmeccanici industria, minimo tabellare dic 2026?',
      'Dal 1° giugno 2026 il minimo tabellare del livello C2 (ex 4ª categoria) è 2.064,88 € lordi al mese, su 13 mensilità.',
    ]);
    expect(r.intent).toBe('minimum_pay');
    expect(r.slots.level).toBe('C1');
    expect(r.slots.amounts).toEqual([]);
  });

  it('"e se era entrata il 1 settembre?" after a 13ª pro rata is the 13ª from September', () => {
    const r = read('e se era entrata il 1 settembre ?', [
      'commessa 4 liv commercio assunta 1 marzo 2026 full time, 13a di dicembre quanto?',
      '10 mesi su 12 del minimo di dicembre 2026 (1.818,75 €): circa 1.515,63 € lordi.',
    ]);
    expect(r.intent).toBe('thirteenth_pro_rata');
    expect(r.slots.hireDate).toBe('2026-09-01');
    expect(r.slots.amounts).toEqual([]);
  });

  it("tells the reply repeated from the user's own facts", () => {
    const asked = 'quanto prende netto un 4° livello commercio?';
    expect(echoesAnswer(asked, 'Il minimo del 4° livello è 1.818,75 € lordi al mese.')).toBe(true);
    expect(echoesAnswer(asked, 'Ho un lordo di 1.818,75 € al mese.')).toBe(false); // the user's pay
    expect(echoesAnswer(asked, 'lordo 1.900 € al mese')).toBe(false); // a fact, no computed cents
    expect(echoesAnswer(asked, 'ok, e il 5° quanto è?')).toBe(false); // a question
    expect(echoesAnswer('commercio 4° livello', 'Il minimo è 1.818,75 €.')).toBe(false); // nothing asked before
    expect(withoutAnswerEchoes([asked, 'Il minimo è 1.818,75 € lordi.', 'e al 5°?'])).toEqual([
      asked,
      'e al 5°?',
    ]);
  });
});
