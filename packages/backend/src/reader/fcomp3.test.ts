import { describe, expect, it } from 'vitest';
import { testKb as kb, TEST_TODAY } from '../testing/agents.js';
import { readQuestion } from './read.js';

const read = (message: string, history: string[] = []) =>
  readQuestion({ kb, message, history, categories: [], today: TEST_TODAY });
const ids = (message: string, history: string[] = []) =>
  read(message, history).slots.agreements.map((c) => kb.byCategory(c)?.id);

describe('a shop’s goods are its trade, in a comparison too', () => {
  it('weighs the food industry against retail, not the textile industry, for a clothes shop', () => {
    const agreements = ids(
      'Io sono operaio al 5° livello (CCNL industria alimentare), mia moglie fa la commessa al 4° livello in un negozio di abbigliamento con il contratto del commercio. Chi guadagna di più?',
    );
    expect(agreements).toEqual(expect.arrayContaining(['terziario-confcommercio', 'alimentari-industria']));
    expect(agreements).not.toContain('tessile-abbigliamento-moda-smi');
  });

  it('keeps the textile industry when it is compared outright', () => {
    const agreements = ids(
      'mia moglie lavora in un negozio di abbigliamento col commercio, io nel tessile industria: chi prende di più di minimo?',
    );
    expect(agreements).toEqual(
      expect.arrayContaining(['terziario-confcommercio', 'tessile-abbigliamento-moda-smi']),
    );
  });
});

describe('two agreements compared are not the Confapi textile agreement', () => {
  it.each([
    'confronta minimo 4 livello tessile smi vs metalmeccanico confapi, chi paga di più?',
    'tessile contro metalmeccanica confapi: quale minimo è più alto al 3° livello?',
  ])('%s', (message) => {
    const request = read(message);
    expect(request.intent).toBe('comparison');
    expect(request.slots.unknownAgreements).toEqual([]);
    expect(request.slots.agreements.map((c) => kb.byCategory(c)?.id)).toContain('metalmeccanica-pmi-confapi');
  });

  it('still reads the Confapi textile agreement named', () => {
    expect(read('minimo 4 livello tessile abbigliamento confapi?').slots.unknownAgreements).toEqual([
      'CCNL Tessile abbigliamento PMI (Uniontessile Confapi)',
    ]);
  });
});

describe('an agreement not held stays the answer however the pay is asked', () => {
  it('says the riders’ agreement is not held when the night extra is asked', () => {
    const request = read(
      "Lavoro come rider per Deliveroo e mi dicono che applicano il contratto Assodelivery-UGL. Quanto mi devono dare minimo all'ora e quanto in più di notte?",
    );
    expect(request.intent).toBe('agreement_not_covered');
    expect(request.slots.agreements).toEqual([]);
  });
});

describe('a school to choose is outside the product', () => {
  it.each([
    "qual è la migliore scuola serale a bologna per fare l'apprendistato da elettricista?",
    'mi consigliate un corso serale per diventare apprendista idraulico?',
  ])('%s', (message) => {
    expect(read(message).intent).toBe('out_of_scope');
  });

  it('keeps the apprentice’s training hours a question of work', () => {
    expect(read('quante ore di formazione deve fare un apprendista del commercio?').intent).not.toBe(
      'out_of_scope',
    );
  });
});
