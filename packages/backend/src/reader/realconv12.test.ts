import { describe, expect, it } from 'vitest';
import { testKb as kb, TEST_TODAY } from '../testing/agents.js';
import { readQuestion } from './read.js';

type Agent = 'main-agent' | 'calcolo' | 'inquadra' | 'confronta';
const read = (message: string, history: string[] = [], agent: Agent = 'calcolo') =>
  readQuestion({ kb, today: TEST_TODAY, message, categories: [], history, agent });

describe('a year of pay with the extra months said inside it is the yearly gross, not the 13th', () => {
  it.each([
    [
      'E in un anno, con tredicesima e quattordicesima, quanto fa lordo?',
      ['Quanto prende lordo al mese una commessa di 4° livello del commercio a settembre 2026?'],
    ],
    [
      "e all'anno quanto fa lordo, comprese tredicesima e quattordicesima?",
      ['Quanto prende lordo al mese un barista FIPE di 5° livello?'],
    ],
    ['e in un anno lordo, tredicesima compresa?', ['Minimo del livello C3 metalmeccanici a luglio 2026?']],
  ])('%s', (message, history) => {
    const r = read(message, history);
    expect(r.intent).toBe('gross_to_net');
    expect(r.slots.level).toBeDefined();
  });

  it('the 13th asked outright stays the 13th', () => {
    expect(read('quanto prendo di tredicesima a dicembre?', ['4° livello commercio']).intent).toBe(
      'thirteenth_pro_rata',
    );
  });
});

describe('a why about the hourly divisor asks the hourly rate, and the number is not a pay', () => {
  it.each([
    'perché dividi per 168 e non per 173 come mi ha detto un amico?',
    'come mai 168? il mio collega dice 173',
    'e perché 168?',
  ])('%s', (message) => {
    const r = read(message, ['CCNL Commercio, 4° livello, minimo di ottobre 2026: qual è la quota oraria?']);
    expect(r.intent).toBe('hourly_rate');
    expect(r.slots.amounts).toEqual([]);
    expect(r.slots.level).toBe('4');
  });
});

describe('a comparison with an agreement not held is the gap, not the held one alone', () => {
  it.each([
    [
      'confronta il minimo del 4° livello del commercio con quello delle telecomunicazioni',
      'CCNL Telecomunicazioni',
    ],
    [
      'quanto prenderei in piu col contratto delle assicurazioni rispetto al mio 3 livello del commercio?',
      'CCNL Assicurazioni (ANIA)',
    ],
  ])('%s', (message, name) => {
    const r = read(message, [], 'confronta');
    expect(r.intent).toBe('agreement_not_covered');
    expect(r.slots.unknownAgreements).toContain(name);
  });

  it('two held agreements are still compared', () => {
    expect(
      read('confronta il minimo del 4° livello del commercio con quello della FIPE', [], 'confronta').intent,
    ).toBe('comparison');
  });
});

describe('the pay with increments keeps the month it is asked at', () => {
  it('"con 3 scatti a ottobre 2026" reads October 2026', () => {
    const r = read(
      'Quanto prende lordo al mese un 3° livello del commercio con 3 scatti di anzianità a ottobre 2026?',
    );
    expect(r.slots.seniorityIncrements).toBe(3);
    expect(r.slots.date).toBe('2026-10-01');
  });
});

describe('a worker told beside a tax question is not an agreement to compare', () => {
  it('"per un artigiano … per confrontarla" stays the tax rule', () => {
    const r = read(
      "Faccio le paghe per un artigiano e per un dipendente con imponibile fiscale di 40.000 euro devo stimare l'IRPEF lorda del 2026, prima di ogni detrazione, per confrontarla con quella dell'anno scorso. Quanto viene nel 2026?",
    );
    expect(r.intent).not.toBe('agreement_not_covered');
  });
});
