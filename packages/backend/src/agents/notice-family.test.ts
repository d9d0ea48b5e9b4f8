import { describe, expect, it } from 'vitest';
import { askAgent, openingLine } from '../testing/agents.js';

// Issue 12 (h556): a notice asked by a category letter ("categoria C") whose positions share their rows is that
// category's term, never the whole table nor the first category's band.
describe('a notice asked for a category whose positions share their rows', () => {
  it('"impiegato chimico di categoria C con 7 anni" opens with the C-D term of 2 months', () => {
    const text = askAgent(
      'main-agent',
      'Quanto preavviso spetta a un impiegato chimico di categoria C con 7 anni di anzianità se lo licenziamo?',
    ).text;
    expect(openingLine(text)).toContain('categoria C (C1, C2)');
    expect(openingLine(text)).toContain('**2 mesi**');
    expect(text).not.toContain('4 mesi');
  });

  it('the follow-up "sempre in categoria C ma con 12 anni" is 3 months, not the A-B categories\' 4', () => {
    const text = askAgent(
      'main-agent',
      'E per una sua collega sempre in categoria C ma con 12 anni di servizio?',
      {
        history: [
          'Quanto preavviso spetta a un impiegato chimico di categoria C con 7 anni di anzianità se lo licenziamo?',
        ],
      },
    ).text;
    expect(openingLine(text)).toContain('**3 mesi**');
    expect(text).not.toContain('4 mesi');
  });

  it('"e con 12 anni?" keeps the category the conversation named', () => {
    const text = askAgent('main-agent', 'E con 12 anni?', {
      history: ['Preavviso di licenziamento nel CCNL chimico per un impiegato di categoria D con 3 anni?'],
    }).text;
    expect(openingLine(text)).toContain('categoria D (D1, D2, D3)');
    expect(openingLine(text)).toContain('**3 mesi**');
  });
});
