import { describe, expect, it } from 'vitest';
import { askAgent, openingLine } from '../testing/agents.js';

describe('a minimum asked for someone about to be hired, with no level', () => {
  it('asks the level (with the range) instead of dumping every level', () => {
    const text = askAgent(
      'main-agent',
      'Ciao, mi dici quanto è il minimo nel contratto del commercio adesso? Devo assumere una persona a gennaio.',
      { today: '2026-12-03' },
    ).text;
    expect(openingLine(text)).toContain('quale livello');
  });
});
