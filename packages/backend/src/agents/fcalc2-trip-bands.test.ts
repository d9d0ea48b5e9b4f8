import { describe, expect, it } from 'vitest';
import { askAgent } from '../testing/agents.js';
import { countedBandsTotal } from './hour-bands.js';

const PASSAGE =
  'per i servizi sul territorio nazionale è di 23,80 € dalle 6 alle 12 ore, 35,02 € dalle 12 alle 18 ore e 43,16 € dalle 18 alle 24 ore.';

// fcalc2: trips counted by the band itself ("14 trasferte da 18 a 24 ore") are priced at that band and summed.
describe('trips counted by their band of hours', () => {
  it('sums each band told by its bounds', () => {
    const r = countedBandsTotal(
      PASSAGE,
      '14 trasferte nazionali da 18 a 24 ore e 4 trasferte da 12 a 18 ore: quanto in tutto di trasferta?',
    );
    expect(r?.total).toBe(744.32);
  });
  it('a band the passage does not have is not priced', () => {
    expect(countedBandsTotal(PASSAGE, '3 trasferte da 10 a 14 ore: quanto di trasferta?')).toBeUndefined();
  });
  it('the answer gives the total for the Logistica driver', () => {
    const { text } = askAgent(
      'calcolo',
      'Il mio autista B3 a marzo 2025 ha fatto 14 trasferte nazionali da 18 a 24 ore e 4 trasferte da 12 a 18 ore. Quanto gli spetta in tutto di indennità di trasferta del contratto logistica?',
    );
    expect(text).toContain('744,32 €');
  });
});
