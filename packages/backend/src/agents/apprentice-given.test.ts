import { describe, expect, it } from 'vitest';
import { askAgent, openingLines as opening } from '../testing/agents.js';

// CCNL Pubblici esercizi FIPE: apprentices paid 80% of a qualified worker's pay the first year, 95% the fourth.
describe("an apprentice's share of the qualified worker's pay the user gives", () => {
  const first =
    'Ristorante, CCNL Turismo pubblici esercizi: assumo un apprendista cameriere, il qualificato del suo livello prende 1.600 € lordi al mese. Quanto gli spetta il primo anno?';

  it('opens with the first year share of the figure given', () => {
    const { text } = askAgent('main-agent', first);
    expect(opening(text)).toContain('1.280,00 €');
    expect(opening(text)).toContain('qualificato');
  });

  it('a follow-up on the fourth year keeps the figure given', () => {
    const { text } = askAgent('main-agent', 'e al quarto anno quanto arriva??', { history: [first] });
    expect(opening(text)).toContain('1.520,00 €');
  });

  it('the same case told in other words', () => {
    const { text } = askAgent(
      'main-agent',
      'bar con il contratto pubblici esercizi FIPE: un lavoratore qualificato di quel livello guadagna 1.500 euro, un apprendista al secondo anno quanto prende?',
    );
    expect(opening(text)).toContain('1.275,00 €');
  });
});
