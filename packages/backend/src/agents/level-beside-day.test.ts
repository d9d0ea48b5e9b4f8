import { describe, expect, it } from 'vitest';
import { askAgent, openingLine } from '../testing/agents.js';

describe('a day of a month beside the agreements compared is not their level', () => {
  it('keeps the level said for the worker, not the "1°" of "dal 1° giugno"', () => {
    const text = askAgent(
      'confronta',
      'operaio al livello C3 (ex 5ª categoria): aumento dei minimi dal 1° giugno 2026, metalmeccanici industria e metalmeccanici confapi a confronto?',
    ).text;
    expect(openingLine(text)).toContain('C3');
    expect(openingLine(text)).not.toContain('D1');
    expect(openingLine(text)).not.toContain('1° livello');
  });
});
