import { describe, expect, it } from 'vitest';
import { askAgent, openingLine } from '../testing/agents.js';

describe('when the notice starts, asked after its length', () => {
  it.each([
    'ma il preavviso decorre subito da quando consegno le dimissioni?',
    'il preavviso parte dal giorno in cui lo comunico al titolare?',
  ])('%s', (question) => {
    const answer = askAgent('main-agent', question, {
      history: [
        'Sono al 5° livello del CCNL Commercio con 2 anni di anzianità: quanto preavviso devo dare se mi dimetto?',
      ],
    });
    expect(openingLine(answer.text)).toMatch(/16/);
  });
});
