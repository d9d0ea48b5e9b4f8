import { describe, expect, it } from 'vitest';
import { askAgent, openingLine } from '../testing/agents.js';

// fcalc2: a comune whose municipal surcharge the knowledge base lacks is named as left out in the opening line.
describe('a municipal surcharge missing for the comune told', () => {
  it('the opening says the comune surcharge is left out', () => {
    const { text } = askAgent(
      'calcolo',
      'ciao! abito a pandino, provincia di cremona. prendo 2100 lordi al mese per 14 mensilita, tutto il 2026, niente altro. quanto mi resta netto in un anno con tutte le addizionali? e al mese piu o meno?',
    );
    expect(openingLine(text)).toContain("l'addizionale comunale di Pandino non è nella base di conoscenza");
  });
  it('a comune the knowledge base holds keeps both surcharges', () => {
    const { text } = askAgent(
      'calcolo',
      'abito a Milano, 2.100 lordi al mese per 14 mensilità nel 2026: quanto netto?',
    );
    expect(openingLine(text)).not.toContain('non è nella base di conoscenza');
  });
});
