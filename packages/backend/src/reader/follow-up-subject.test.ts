import { describe, expect, it } from 'vitest';
import { testKb as kb, TEST_TODAY } from '../testing/agents.js';
import { readQuestion } from './read.js';

const after = (earlier: string, message: string) =>
  readQuestion({ kb, message, history: [earlier], today: TEST_TODAY }).intent;

describe('a short follow-up that names another figure of the same case', () => {
  it('asks the net after a cost or a minimum', () => {
    expect(after("quanto costa all'azienda un impiegato 3 livello commercio?", 'e il netto?')).toBe(
      'gross_to_net',
    );
    expect(after('costo annuo di un C2 metalmeccanico', 'ok, e in tasca quanto gli resta?')).toBe(
      'gross_to_net',
    );
    expect(after('minimo del 5 livello turismo', 'e netto?')).toBe('gross_to_net');
  });

  it('asks the tredicesima or quattordicesima after a minimum or a net', () => {
    expect(after('minimo 4 livello commercio', 'e la tredicesima?')).toBe('thirteenth_pro_rata');
    expect(after('netto di un 3 livello turismo', 'e la 14esima?')).toBe('thirteenth_pro_rata');
  });

  it('keeps the earlier figure when the follow-up changes only the case', () => {
    expect(after("quanto costa all'azienda un impiegato 3 livello commercio?", 'e al 5 livello?')).toBe(
      'employer_cost',
    );
    expect(after('netto del 4 livello commercio', 'e quanto costa all azienda?')).toBe('employer_cost');
  });
});
