import { describe, expect, it } from 'vitest';
import { testKb as kb, TEST_TODAY } from '../testing/agents.js';
import { readQuestion } from './read.js';
import { expandShorthand } from './shorthand.js';

type Agent = 'calcolo' | 'main-agent' | 'confronta' | 'inquadra';
const read = (history: string[], message: string, agent: Agent = 'calcolo') =>
  readQuestion({ kb, message, history, categories: [], today: TEST_TODAY, agent });

describe("a level's ordinal straight before the agreement is the level (consultant-shorthand.ts)", () => {
  it.each([
    ['magg. notturno 3° multiserv. €/h?', '3'],
    ['paga oraria 2° comm. oggi?', '2'],
    ['quanto prende un 6° FIPE?', '6'],
    ['5° terz. minimo oggi', '5'],
  ])('%s', (message, level) => {
    expect(read([], message).slots.level).toBe(level);
  });

  it('a level already written out is left as it is', () => {
    expect(expandShorthand('3° livello commercio')).not.toMatch(/livello\s+livello/);
  });
});

describe('a clipped "min" before a table month, "aum." and a two-digit year after "nel" (consultant-shorthand.ts)', () => {
  it('"min 6/25" is the minimum in force in June 2025', () => {
    const r = read([], 'D2 metalm. min 6/25?');
    expect(r.intent).toBe('minimum_pay');
    expect(r.slots.date).toBe('2025-06-01');
    expect(r.slots.level).toBe('D2');
  });

  it('"aum." is an increase asked', () => {
    const r = read([], 'aum. 6° comm. nov 25?', 'main-agent');
    expect(r.intent).toBe('renewal');
    expect(r.slots.level).toBe('6');
  });

  it('"e nel 25?" after a net moves the tax year to 2025', () => {
    const r = read(['RAL 41k TO 14m netto 26?'], 'e nel 25?');
    expect(r.intent).toBe('gross_to_net');
    expect(r.slots.taxYear).toBe(2025);
  });

  it.each(['ferie nel 25%?', 'nel 25 maggio ho preso ferie', 'nel 25° giorno'])(
    'a share, a day or an ordinal after "nel" is not a year: %s',
    (message) => {
      expect(expandShorthand(message)).not.toContain('2025');
    },
  );
});

describe('a payroll rule asked in shorthand or in a story (text.ts, tax-change.ts, calc-reading.ts)', () => {
  it('"fasica pensionabile" with a typo is the 1% band', () => {
    expect(read([], 'prima fasica pensionabile 2025 al mese?').intent).toBe('payroll_rules');
  });

  it('"col taglio al 33%" with an income is the saving of the bracket cut', () => {
    const r = read([], 'con 45 mila di imponibile quanto ci guadagno nel 2026 col taglio al 33%?');
    expect(r.intent).toBe('payroll_rules');
  });

  it('a rule named in the story and asked back ("ne ho diritto?", "quanto fa?") is the rule', () => {
    const r = read(
      [],
      "Faccio la cassiera part-time, arrivo a 13.500 euro lordi in un anno e nient'altro. In negozio dicono che ci sarebbe la somma esente del cuneo fiscale. Ne ho diritto e a quanto ammonta?",
    );
    expect(r.intent).toBe('payroll_rules');
  });

  it('a net asked in the same story stays a net', () => {
    const r = read(
      [],
      'Con 14.000 euro lordi ho anche il trattamento integrativo: alla fine quanto mi resta netto al mese?',
    );
    expect(r.intent).toBe('gross_to_net');
  });
});
