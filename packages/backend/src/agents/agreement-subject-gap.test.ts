import { describe, expect, it } from 'vitest';
import { askAgent } from '../testing/agents.js';

describe('a provincial agreement named in the story is not always the one asked', () => {
  it.each([
    'Sono capocantiere per una piccola impresa edile di Bergamo (industria, CCNL ANCE). Mandiamo tre operai su un cantiere a Brescia, ben oltre i limiti del nostro accordo provinciale; tornano a casa la sera. Il CCNL nazionale che diaria prevede e su che cosa si calcola? E i viaggi?',
    "Impresa edile industria: un operaio va in un cantiere oltre i limiti fissati dall'accordo provinciale, cosa gli spetta di trasferta?",
  ])('the national rule answers a trip beyond the provincial bounds: %s', (message) => {
    const text = askAgent('calcolo', message).text;
    expect(text).toMatch(/diaria del 10%/);
    expect(text).toMatch(/rimborso delle spese di viaggio/);
    expect(text).not.toMatch(/non è nella base di conoscenza/);
  });

  it('the provincial agreement asked by name stays a gap', () => {
    const text = askAgent(
      'main-agent',
      'Quanto spetta di indennità di trasferta agli operai secondo il contratto integrativo provinciale edile di Treviso per un cantiere a 60 km?',
    ).text;
    expect(text).toMatch(/contratto provinciale/);
    expect(text).not.toMatch(/\d+,\d{2} €/);
  });
});
