import { describe, expect, it } from 'vitest';
import { askAgent, openingLine } from '../testing/agents.js';

describe('a cleaner asked after a job of the same business', () => {
  it('stays in the business’s agreement: cleaning its lab is not a family’s housework', () => {
    const text = askAgent(
      'main-agent',
      'e la ragazza che viene solo a pulire il laboratorio a fine giornata?',
      {
        history: [
          'Gelateria artigianale, contratto pubblici esercizi FIPE: il gelatiere che prepara da solo le miscele, che livello?',
        ],
      },
    ).text;
    expect(openingLine(text)).toMatch(/Livello proposto: \*\*7° livello\*\* del CCNL Pubblici esercizi FIPE/);
  });
});
