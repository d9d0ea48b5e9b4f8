import { describe, expect, it } from 'vitest';
import { askAgent } from '../testing/agents.js';

describe('change of contractor: the rule of the agreement, in new words', () => {
  it("answers the outgoing firm's notice to the unions and the months on the contract", () => {
    const text = askAgent(
      'main-agent',
      "Siamo la cooperativa di pulizie cessante, a fine marzo perdiamo l'appalto della scuola a favore di una società concorrente. Multiservizi. Entro quando va avvisato il sindacato?",
    ).text;
    expect(text).toContain('4 mesi');
    expect(text).not.toMatch(/preavviso: operai/);
  });

  it('weighs the months told backwards in a follow-up on the same change', () => {
    const text = askAgent(
      'main-agent',
      "e un operaio che abbiamo messo su quel cantiere dell'appalto appena due mesi fa? lo deve assumere anche la nuova impresa?",
      {
        history: [
          "L'appalto di pulizie della palestra lo ha vinto un'altra impresa, CCNL Multiservizi. Chi deve passare?",
        ],
      },
    ).text;
    expect(text).toMatch(/^\*\*No\*\*/);
    expect(text).toContain('4 mesi');
  });

  it("gives the level's probation to new hires said not to come from the outgoing firm", () => {
    const text = askAgent(
      'main-agent',
      "Col nuovo appalto prendiamo tre addetti che non vengono dall'impresa uscente: Multiservizi 1° livello, che prova gli mettiamo?",
    ).text;
    expect(text).toContain('26 giorni');
    expect(text).not.toMatch(/senza periodo di prova/);
  });

  it('answers the same terms when the incoming firm cut the hours', () => {
    const text = askAgent(
      'main-agent',
      "col subentro della nuova impresa mi hanno ridotto l'orario da 30 a 10 ore a settimana, multiservizi. possono farlo?",
    ).text;
    expect(text).toMatch(/medesime condizioni/);
  });
});
