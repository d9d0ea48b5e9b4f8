import { describe, expect, it } from 'vitest';
import { askAgent, openingLine } from '../testing/agents.js';
import { daysWorked } from './rule-income-asks.js';

/**
 * Wave h575 (fdoc): a part year said in months ("ha lavorato solo da settembre") annualises the employment income
 * to choose the tax-free sum's rate; the art. 13 minimum deduction asked is the floor, not the band's amount.
 */
const ask = async (message: string, history: string[] = []) =>
  (await askAgent('main-agent', message, { history })).text;

describe('a part year said in months', () => {
  it('counts the days from the month named to December', () => {
    expect(daysWorked('ha lavorato solo da settembre come stagionale')).toBe(122);
    expect(daysWorked('assunto dal 1° marzo fino a giugno')).toBe(122);
    expect(daysWorked('da settembre avrà un aumento')).toBeUndefined();
  });

  it('chooses the tax-free sum rate on the annualised income, applies it to the actual one', async () => {
    const text = await ask(
      "Mio nipote ha lavorato solo da settembre come stagionale e quest'anno avrà un reddito da lavoro dipendente di 8.000 euro, già al netto dei contributi, niente altri redditi. Ho sentito che c'è una somma esente per il taglio del cuneo: quanto gli spetta?",
    );
    expect(openingLine(text)).toContain('384,00 €');
    expect(text).not.toContain('568,00 €');
  });
});

describe('the minimum work deduction asked', () => {
  it('gives the fixed-term floor of art. 13 c. 1 TUIR, with its source', async () => {
    const text = await ask('E se è a tempo determinato, qual è la detrazione minima garantita?', [
      'Un giovane assunto a tempo indeterminato con reddito complessivo 2026 di 12.000 euro: detrazione per lavoro dipendente annua?',
    ]);
    expect(openingLine(text)).toContain('1.380,00 €');
    expect(text).toContain('consulenza.it');
  });
});
