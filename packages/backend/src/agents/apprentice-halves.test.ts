import { describe, expect, it } from 'vitest';
import { askAgent, openingLines as opening } from '../testing/agents.js';

// CCNL Terziario art. 53: two levels below the final one in the first half, one below in the second half.
describe('a Terziario apprentice paid as a lower level by half of the apprenticeship', () => {
  it('opens with the first half level and its minimum', () => {
    const { text } = askAgent(
      'main-agent',
      'Profumeria, contratto del commercio: apprendista addetta vendite, percorso di 36 mesi, livello finale il 4°. Nella prima metà del percorso a quale livello la paghiamo e con che minimo mensile?',
    );
    expect(opening(text)).toContain('sesto livello');
    expect(opening(text)).toContain('1.570,16 €');
    expect(opening(text)).not.toMatch(/70 ?%/);
  });

  it('a follow-up on the second half moves one level up', () => {
    const first =
      'Negozio di ferramenta, CCNL commercio: apprendista magazziniere, 36 mesi, livello finale 4°. Quanto lo paghiamo nella prima metà?';
    const { text } = askAgent('main-agent', "e nella seconda metà dell'apprendistato a che livello passa?", {
      history: [first],
    });
    expect(opening(text)).toContain('quinto livello');
    expect(opening(text)).toContain('1.691,70 €');
  });

  it('a share of the final pay asked gets the levels, not a percentage', () => {
    const { text } = askAgent(
      'calcolo',
      'commercio, apprendista con livello finale 5°: che percentuale della paga finale gli spetta?',
    );
    expect(opening(text)).toContain('settimo livello');
    expect(opening(text)).not.toMatch(/\b(?:70|80|90) ?%/);
  });
});
