import { describe, expect, it } from 'vitest';
import { readable } from '../reader/text.js';
import { askAgent, openingLines as opening, testKb } from '../testing/agents.js';
import { namedLevels } from './monthly-total.js';

/**
 * The month's total of an Edilizia operaio (paga base + indennità di contingenza + EDR, ilccnl.it table from
 * 1 February 2025) when the total or "quanto prende" is asked; the paga base alone stays the minimum's answer.
 */
const edilizia = testKb.byId('edilizia-industria-ance');

describe('Edilizia operai: the monthly total beside the paga base', () => {
  it.each([
    [
      'un operaio qualificato edile (2° livello, impresa ANCE) quanto prende al mese tra paga base, contingenza ed EDR dal febbraio 2025?',
      '1.775,57 €',
    ],
    ['operaio edile ANCE 4 livello, totale mensile con contingenza e EDR dal 1.2.2025?', '2.025,89 €'],
    [
      'quanto prende in tutto al mese un operaio specializzato del ccnl edilizia industria da febbraio 2025?',
      '1.917,05 €',
    ],
  ])('%s', (message, total) => {
    const { text } = askAgent('main-agent', message);
    expect(opening(text)).toContain(total);
    expect(opening(text)).toMatch(/contingenza/);
  });

  it('two levels compared get both totals', () => {
    const { text } = askAgent(
      'main-agent',
      'Differenza tra operaio comune e operaio qualificato edile: quanto cambia il totale mensile dal febbraio 2025 nel contratto ANCE?',
    );
    expect(opening(text)).toContain('1.590,56 €');
    expect(opening(text)).toContain('1.775,57 €');
  });

  it('the paga base alone is still answered as the minimum', () => {
    const { text } = askAgent(
      'main-agent',
      'Qual è il minimo di paga base mensile di un operaio comune (1° livello) nel CCNL Edilizia industria ANCE in vigore dal 1° febbraio 2025?',
    );
    expect(opening(text)).toContain('1.067,36 €');
    expect(opening(text)).not.toContain('1.590,56 €');
  });

  it('reads the categories of the declaratorie as levels', () => {
    if (!edilizia) throw new Error('edilizia missing');
    const text = readable('differenza tra operaio comune e operaio qualificato edile');
    expect(namedLevels(text, edilizia, ['1', '2', '3', '4'])).toEqual(['1', '2']);
  });
});
