import { describe, expect, it } from 'vitest';
import { askAgent, openingLines as opening } from '../testing/agents.js';

// fapp: a Terziario apprentice's final level said as a Roman numeral or an ordinal word, and a year asked.
describe('the final level in any spelling, and the year of the apprenticeship', () => {
  it('"livello finale il IV" gives the levels paid, not a request for the final level', () => {
    const { text } = askAgent(
      'calcolo',
      'Apprendista magazziniera in una cartoleria, CCNL commercio, livello finale il IV. Quanto le spetta al mese?',
    );
    expect(opening(text)).toContain('1.570,16 €');
    expect(opening(text)).toContain('1.691,70 €');
    expect(text).not.toContain('indica il livello finale');
  });

  it('"il livello finale è il quinto" is the 5th level', () => {
    const { text } = askAgent(
      'calcolo',
      'Sono apprendista cassiere nel commercio, il livello finale è il quinto: che paga mi spetta?',
    );
    expect(opening(text)).toContain('settimo livello');
  });

  it('a follow-up naming the third year is the second half, one level below', () => {
    const first =
      'Apprendista addetto vendite, commercio Confcommercio, livello finale il quarto. Primo anno: quanto prende al mese?';
    const { text } = askAgent('calcolo', 'e nel terzo anno?', { history: [first] });
    expect(opening(text)).toContain('quinto livello');
    expect(opening(text)).toContain('1.691,70 €');
    expect(opening(text)).not.toContain('1.570,16 €');
  });
});
