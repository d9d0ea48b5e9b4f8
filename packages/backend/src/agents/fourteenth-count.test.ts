import { describe, expect, it } from 'vitest';
import { askAgent, openingLine } from '../testing/agents.js';

describe('the number of monthly payments asked where the 14th is not for everyone', () => {
  it('opens with the count beside the 14th', () => {
    const text = askAgent(
      'main-agent',
      "prima ero nel commercio e a luglio prendevo la quattordicesima; ora sono in un'industria chimica. Quante mensilità prevede il CCNL chimico, c'è ancora la quattordicesima?",
    ).text;
    const first = openingLine(text);
    expect(first).toMatch(/13 mensilità/);
    expect(first).toMatch(/quattordicesima non spetta a tutti/);
  });
});
