import { describe, expect, it } from 'vitest';
import { askAgent, openingLines as opening } from '../testing/agents.js';

// CCNL Multiservizi from June 2025: part-time no less than 15 hours a week, on a 40-hour full-time week.
describe('a part-time pay at the agreement’s least weekly hours', () => {
  it('scales the full-time pay given to the floor of hours', () => {
    const { text } = askAgent(
      'main-agent',
      'Impresa di pulizie, CCNL Multiservizi: una nuova addetta part-time, il tempo pieno del suo livello nella mia tabella è 1.400 € al mese. Se la assumo con il minimo di ore settimanali consentito, quanto è la paga mensile?',
    );
    expect(opening(text)).toContain('525,00 €');
    expect(opening(text)).toContain('15 ore settimanali');
  });

  it('the same case told in other words, in another agreement', () => {
    const { text } = askAgent(
      'main-agent',
      'bar, contratto pubblici esercizi FIPE: a tempo pieno il cameriere prende 1.600 euro; con un part-time al minimo di ore quanto prenderebbe al mese?',
    );
    expect(opening(text)).toContain('600,00 €');
  });

  it('the floor asked alone keeps its own answer', () => {
    const { text } = askAgent(
      'main-agent',
      'CCNL Multiservizi: qual è il minimo di ore settimanali di un part-time?',
    );
    expect(opening(text)).toContain('15 ore');
    expect(opening(text)).not.toContain('€');
  });
});
