import { describe, expect, it } from 'vitest';
import { askAgent, openingLine, testKb } from '../testing/agents.js';

const category = (id: string) => testKb.byId(id)?.id_categoria as number;
const vigilanza = { categories: [category('vigilanza-privata-servizi-fiduciari')], today: '2026-11-30' };

describe('level progression asked with the next level named', () => {
  it('a guard at the 5th since March 2025 asking whether the 4th is due gets the 4th, after 18 months', () => {
    const text = askAgent(
      'inquadra',
      'sono guardia giurata, mi hanno assunta al 5 livello a marzo 2025: mi spetta già il 4 livello?',
      vigilanza,
    ).text;
    expect(openingLine(text)).toMatch(/spetta il \*\*4° livello\*\*/i);
    expect(text).toMatch(/18 mesi/);
  });

  it('the same guard hired in June 2026 still has the 5th', () => {
    const text = askAgent(
      'inquadra',
      'guardia giurata assunta al 5° livello a giugno 2026: ho già diritto al 4° livello?',
      vigilanza,
    ).text;
    expect(openingLine(text)).toMatch(/spetta ancora il \*\*5° livello\*\*/i);
  });
});
