import { describe, expect, it } from 'vitest';
import { askAgent } from '../testing/agents.js';

const FIRST =
  'sono apprendista in una pizzeria, 1.200 € lordi al mese. perché in busta mi tolgono meno contributi inps del mio amico che non è apprendista? quanto dovrebbe essere la trattenuta?';

describe('the apprentice’s withholding asked again on a later pay', () => {
  it('"e dal secondo anno che passo a 1.350 lordi quanto mi tolgono?": 1.350 × 5,84% = 78,84 €', () => {
    const a = askAgent('calcolo', 'e dal secondo anno che passo a 1.350 lordi quanto mi tolgono?', {
      history: [FIRST],
    }) as { text: string };
    expect(a.text.split('\n')[0]).toContain('78,84 €');
    expect(a.text).toContain('5,84%');
  });

  it('a turn before on another subject keeps the ordinary withholding', () => {
    const a = askAgent('calcolo', 'e se passo a 1.350 lordi quanto mi tolgono di inps?', {
      history: [
        'sono commessa al 4° livello del commercio, quanto prendo di netto con 1.200 € lordi al mese?',
      ],
    }) as { text: string };
    expect(a.text).not.toContain('78,84');
  });
});
