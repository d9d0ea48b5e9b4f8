import { describe, expect, it } from 'vitest';
import { testKb as kb, TEST_TODAY } from '../testing/agents.js';
import { readQuestion } from './read.js';

// Comparisons said the way people write them: a follow-up weighing another agreement against the
// conversation's, and two employers set side by side where one is said only by its trade.
const read = (message: string, history: string[] = []) =>
  readQuestion({ kb, message, history, categories: [], today: TEST_TODAY });
const id = (agreement: string) => kb.byId(agreement)?.id_categoria;

describe('a follow-up that weighs another agreement compares it with the conversation’s', () => {
  it.each([
    ['e nei Metalmeccanici sono di più o di meno?', 'quanti giorni di ferie ha un dipendente del commercio?'],
    ['nel Turismo invece conviene di più?', 'periodo di prova di un 5° livello del CCNL Commercio?'],
    ['e nelle cooperative sociali è uguale?', 'quante ore settimanali prevede il CCNL Multiservizi?'],
  ])('%s', (message, before) => {
    const request = read(message, [before]);
    expect(request.intent).toBe('comparison');
    expect(request.slots.agreements).toHaveLength(2);
  });

  it('keeps a plain follow-up on the new agreement alone', () => {
    const request = read('e nei Metalmeccanici?', ['quanti giorni di ferie ha un dipendente del commercio?']);
    expect(request.intent).not.toBe('comparison');
    expect(request.slots.agreements).toEqual([id('metalmeccanica-industria-federmeccanica')]);
  });
});

describe('two employers set side by side, one said by its trade', () => {
  it('reads a commercial firm beside a named agreement when both contracts are weighed', () => {
    const request = read(
      'ho due offerte, una da un’impresa commerciale e una da un’azienda metalmeccanica: in entrambi i contratti quanto dura la prova?',
    );
    expect(request.slots.agreements).toEqual(
      expect.arrayContaining([id('terziario-confcommercio'), id('metalmeccanica-industria-federmeccanica')]),
    );
  });

  it('reads two workplaces compared "in tutti e due"', () => {
    const request = read(
      'lavoro in un supermercato e mi offrono un posto in un hotel, quante ferie in tutti e due?',
    );
    expect(request.slots.agreements).toEqual(
      expect.arrayContaining([id('terziario-confcommercio'), id('turismo-federalberghi')]),
    );
  });

  it('does not add a workplace to a question about one agreement', () => {
    const request = read(
      'lavoro in una ditta commerciale di metalmeccanica, quante ferie ho nel metalmeccanico?',
    );
    expect(request.slots.agreements).toEqual([id('metalmeccanica-industria-federmeccanica')]);
  });
});
