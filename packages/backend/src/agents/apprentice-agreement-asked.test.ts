import { describe, expect, it } from 'vitest';
import { askAgent } from '../testing/agents.js';

// fapp: an agreement's own subject asked with no agreement named asks which agreement applies.
describe('an apprentice asking the pay with no agreement', () => {
  it('asks for the agreement and the final level, not a missing passage', () => {
    const { text } = askAgent('calcolo', 'faccio l apprendista, quanto mi devono dare al mese?');
    expect(text).toContain('Non riesco a identificare con certezza il CCNL');
    expect(text).toContain('livello di inquadramento finale');
    expect(text).not.toContain('Non ho trovato nella base di conoscenza');
  });
});
