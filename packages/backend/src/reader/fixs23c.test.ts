import { describe, expect, it } from 'vitest';
import { testKb as kb, TEST_TODAY } from '../testing/agents.js';
import { seniorityPremium, withoutFormerJob } from './fixs23c.js';
import { type AgentHint, readQuestion } from './read.js';

// Session 23 (fixs23c): the reading classes behind h57–h58 failures, in new words.
const read = (message: string, history: string[] = [], agent: AgentHint = 'calcolo') =>
  readQuestion({ kb, message, history, categories: [], today: TEST_TODAY, agent });

describe("a former job's sentences are the story, not the case asked", () => {
  it('a former job’s agreement and pay are left out of a 13ª from a new hire', () => {
    const r = read(
      'Vi racconto: prima lavoravo in un bar coi pubblici esercizi e a luglio 2025 mi hanno liquidato tutto, circa 1.900 euro. Il 2 febbraio 2026 ho iniziato in una fabbrica metalmeccanica come D1. Quanto mi spetta di tredicesima a dicembre 2026?',
    );
    expect(r.intent).toBe('thirteenth_pro_rata');
    expect(r.slots.amounts).toEqual([]);
    expect(r.slots.agreements).toEqual([2]);
    expect(r.slots.hireDate).toBe('2026-02-02');
  });
  it('a sentence that brings the story back to today’s job is kept', () => {
    const message =
      'Prima lavoravo in un negozio, ora sono al 4° livello del commercio. Quanto prendo di netto?';
    expect(withoutFormerJob(message)).toBe(message);
  });
  it('a lone sentence with the question is never cut', () => {
    const message =
      'Nel vecchio lavoro prendevo 1.500 euro: quanto mi spetta adesso al 3° livello del commercio?';
    expect(withoutFormerJob(message)).toBe(message);
  });
});

describe('counts of people and a pay item named after its figure', () => {
  it('"con 150 ospiti" is a count, not a monthly gross', () => {
    const r = read(
      'Turismo 5° livello: alla festa di fine anno con 150 ospiti sono rimasto fino all’una di notte, quanto vale un’ora di straordinario notturno?',
    );
    expect(r.slots.amounts).toEqual([]);
    expect(r.slots.overtimeKind).toBe('straordinario_notturno');
  });
  it('"ha in busta 1.650 euro di paga base" is a gross weighed against the minimum, not a net', () => {
    const r = read(
      'Il mio commesso di 4° livello del commercio a marzo 2026 ha in busta 1.650 euro di paga base: è corretto?',
    );
    expect(r.slots.amounts).toEqual([{ kind: 'monthly_gross', value: 1650 }]);
  });
});

describe('the net of a gross stated in a follow-up', () => {
  it('"e di questi 2.000 lordi quanto mi resta netto?" after a minimum is the net of 2.000', () => {
    const r = read('E di questi 2.000 lordi quanto mi resta netto al mese? Vivo a Torino, 13 mensilità.', [
      'Sono impiegata al 3° livello del commercio: qual è il minimo?',
    ]);
    expect(r.intent).toBe('gross_to_net');
    expect(r.slots.amounts).toEqual([{ kind: 'monthly_gross', value: 2000 }]);
  });
});

describe("the firm's size told as 'we'", () => {
  it('"siamo in 7 compresi i titolari" is the firm’s size', () => {
    expect(
      read(
        'Commercio 4° livello, siamo in 7 compresi i titolari: quante ore di ROL ed ex festività mi spettano?',
        [],
        'main-agent',
      ).slots.employees,
    ).toBe(7);
  });
  it('"siamo in sei in tutto" in words', () => {
    expect(
      read('In negozio siamo in sei in tutto: quanti permessi ROL ho?', [], 'main-agent').slots.employees,
    ).toBe(6);
  });
});

describe('the divisor asked about after an hourly pay', () => {
  it('"il numero per cui hai diviso da dove viene?" keeps the hourly rate, with its reason', () => {
    const r = read('Scusa, il numero per cui hai diviso da dove viene? Non sono le ore di un mese?', [
      'Paga oraria di un 3° livello del commercio nel 2026?',
    ]);
    expect(r.intent).toBe('hourly_rate');
    expect(r.slots.level).toBe('3');
  });
});

describe('a seniority premium asked with its payments', () => {
  it('"premio di anzianità … per quante mensilità" is the seniority subject', () => {
    const r = read(
      'Nelle RSA AIOP quanto vale il premio di anzianità dopo 10 anni e per quante mensilità si paga?',
      [],
      'main-agent',
    );
    expect(r.intent).toBe('seniority');
  });
  it('the 13th month named keeps the payments subject', () => {
    const r = read('Quante mensilità prevede il CCNL delle RSA AIOP?', [], 'main-agent');
    const asked = seniorityPremium(
      r,
      'la tredicesima comprende il premio di anzianita? su quante mensilita?',
    );
    expect(asked.intent).toBe(r.intent);
  });
});
