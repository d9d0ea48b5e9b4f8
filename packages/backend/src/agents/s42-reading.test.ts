import { describe, expect, it } from 'vitest';
import { askAgent, openingLine } from '../testing/agents.js';

describe('session 42: the 15% on surcharges asked beside the limit it has', () => {
  it('"il limite oltre il quale il beneficio non spetta" asks the limit; the rate opens, not an overtime hour', () => {
    const { text } = askAgent(
      'main-agent',
      "Consegne notturne e festive a dicembre; qualcuno con gli straordinari supera i quarantamila euro. La legge di bilancio 2026 agevola queste maggiorazioni: mi indichi l'aliquota dell'imposta sostitutiva e il limite di reddito oltre il quale il beneficio non spetta.",
    );
    expect(openingLine(text)).toContain('imposta sostitutiva del 15%');
    expect(text).toContain('40.000,00 €');
    expect(text).not.toContain('paga oraria normale');
    expect(text).toContain('oltre 40.000,00 €');
  });
  it('a flat tax the story says is not due still sets the clause aside', () => {
    const { text } = askAgent(
      'calcolo',
      'RAL 45.000 commercio 2° livello, la flat tax sugli aumenti non le spetta: qual è il netto mensile?',
    );
    expect(openingLine(text)).not.toContain('imposta sostitutiva');
  });
});

describe('session 42: the year in which the service is counted', () => {
  it('"nel 2025 aveva già quattro anni di servizio" reads the increments on the 2025 table', () => {
    const { text } = askAgent(
      'main-agent',
      'E per una badante CS convivente che nel 2025 aveva già quattro anni di servizio presso la stessa famiglia, di quanto aumentava il minimo mensile per gli scatti di anzianità?',
      {
        history: [
          'Lavoro domestico: qual era nel 2025 il minimo mensile di una badante convivente di livello CS?',
        ],
      },
    );
    expect(openingLine(text)).toContain('91,03 €');
  });
  it('"assunta nel 2020" is still a hire year, not the table asked', () => {
    const { text } = askAgent(
      'main-agent',
      'colf B convivente assunta nel 2020: di quanto aumenta adesso il minimo con gli scatti?',
    );
    expect(text).not.toContain('al 31 dicembre 2020');
  });
});
