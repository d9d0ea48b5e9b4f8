import { describe, expect, it } from 'vitest';
import { askAgent, openingLine } from '../testing/agents.js';

// Session 37: a domestic increment is 4% of the minimum, without the D/DS function allowance beside it.
describe('the increments of a live-in DS carer', () => {
  it('two increments are 2 × 4% of 1.474,73 €, not of the row with the allowance', () => {
    const text = askAgent(
      'calcolo',
      'badante convivente livello DS con 2 scatti: quanto prende in più al mese?',
    ).text;
    expect(openingLine(text)).toContain('58,99 €');
    expect(openingLine(text)).toContain('117,98 €');
    expect(text).not.toContain('67,30');
  });

  it('a level without an allowance keeps 4% of its whole minimum (B: 39,33 €)', () => {
    const text = askAgent(
      'calcolo',
      'colf convivente livello B con 3 scatti: quanto prende in più al mese?',
    ).text;
    expect(openingLine(text)).toContain('39,33 €');
  });
});
