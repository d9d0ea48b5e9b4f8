import { describe, expect, it } from 'vitest';
import { readable } from '../reader/text.js';
import { askAgent, openingLines as opening } from '../testing/agents.js';
import { toldBase } from './cassa-edile-told-base.js';

/** The Cassa Edile set-aside on a base told as money for the normal hours ("su 2.000 euro di retribuzione ore lavorate"). */
describe('Cassa Edile set-aside on a money base told', () => {
  it('reads the money told for the normal hours as the base', () => {
    expect(
      toldBase([readable('ha maturato 1.500 € di retribuzione per ore ordinarie e festività')])?.base,
    ).toBe(1500);
    expect(toldBase([readable('su 2.000 euro di retribuzione ore lavorate')])?.base).toBe(2000);
    expect(toldBase([readable('retribuzione mensile di 2.000 euro')])).toBeUndefined();
  });

  it('gives the net amount with the conventional share', () => {
    const { text } = askAgent(
      'main-agent',
      'a cassa edile quanto devo accantonare netto x gnf su 2.000 euro di retribuzione ore lavorate di un operaio? percentuale?',
    );
    expect(opening(text)).toContain('284,00 €');
    expect(opening(text)).toMatch(/14,2/);
  });
});
