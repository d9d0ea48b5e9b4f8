import { describe, expect, it } from 'vitest';
import { testKb as kb, TEST_TODAY } from '../testing/agents.js';
import { paymentsCount } from './payments-count.js';
import { readQuestion } from './read.js';
import { readable } from './text.js';

// Phrasings written for these tests (not the eval's questions).
const read = (history: string[], message: string) =>
  readQuestion({ kb, message, history, categories: [], today: TEST_TODAY });

describe('a reply to a clarification keeps the question it was asked for', () => {
  it('the level given after "a che livello la assume?" answers the probation asked before', () => {
    const r = read(
      [
        'Prendo un commesso in negozio, contratto commercio. Qual è la prova massima?',
        'Dipende dal livello di inquadramento: a che livello lo assume?',
      ],
      'al 4 livello, sta alla cassa e riordina il reparto',
    );
    expect(r.intent).toBe('probation');
    expect(r.slots.level).toBe('4');
  });
});

describe('assent that the answer adds up is courtesy before the follow-up', () => {
  it('"Ok, torna tutto." then another level keeps the 14th asked', () => {
    const r = read(
      [
        'ho assunto una cassiera il 1 aprile 2026 al 4 livello commercio, a giugno quanto le spetta di quattordicesima?',
      ],
      'Ok, torna tutto. E il collega assunto quel giorno al 5° livello? sempre full time',
    );
    expect(r.intent).toBe('thirteenth_pro_rata');
    expect(r.slots.level).toBe('5');
  });
});

describe('the 13th and 14th told beside the 12 ordinary months are payments of the year', () => {
  it.each([
    ['nel 2025 ha avuto le 12 mensilità, la tredicesima e la quattordicesima', 14],
    ['ha preso 12 mensilità più la tredicesima', 13],
    ['12 mensilità, senza quattordicesima', 12],
    ['RAL su 12 mensilità, quanto è la tredicesima', 12],
    ['14 mensilità', 14],
  ])('"%s" → %i', (text, count) => {
    expect(paymentsCount(readable(text))).toBe(count);
  });
});

describe('a trademark registered is outside work', () => {
  it('the cost of the patent office is not an employer cost', () => {
    const r = read(
      [],
      'apro una gelateria a marzo: per depositare il marchio del locale quanto si paga all ufficio brevetti?',
    );
    expect(r.intent).toBe('out_of_scope');
  });
});
