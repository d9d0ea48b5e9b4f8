import { describe, expect, it } from 'vitest';
import { askAgent, openingLines as opening } from '../testing/agents.js';

// fapp: a job's level asked in two agreements is the job's level in each, not their count of levels.
describe("a job's level compared across two agreements", () => {
  it('names the level of the job in each agreement', () => {
    const { text } = askAgent(
      'confronta',
      'Un commesso di negozio ha lo stesso inquadramento nel CCNL Commercio e nel Terziario Confesercenti?',
    );
    expect(opening(text)).toMatch(/4° livello|IV livello|quarto livello/);
    expect(opening(text)).not.toMatch(/\b10 livelli\b/);
  });
});
