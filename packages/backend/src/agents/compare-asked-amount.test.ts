import { describe, expect, it } from 'vitest';
import { askAgent, openingLines } from '../testing/agents.js';

const ask = async (message: string, history: string[] = []) =>
  openingLines((await askAgent('confronta', message, { history })).text);

describe('confronta answers the amount asked (compare-asked-amount.ts, divisor-cell.ts)', () => {
  it('keeps the minimum when a follow-up only moves the date past an increase named as a landmark', async () => {
    const opening = await ask('e ad agosto 2026, quindi prima della tranche di novembre, com’era?', [
      'Minimo mensile del 4° livello: Commercio contro Turismo Federalberghi, quanto cambia oggi?',
    ]);
    expect(opening).toContain('Minimi retributivi');
    expect(opening).toContain('1.783,75 €');
    expect(opening).not.toMatch(/^Aumento del rinnovo/);
    expect(opening).not.toMatch(/\*\*No\*\*/);
  });

  it('opens with the minimum when the pay is asked beside a new tranche', async () => {
    const opening = await ask(
      'e da dicembre 2026 lo studio quanto la paga una terza livello? arriva un altro aumento?',
      ['A ottobre 2026, il 3° livello degli Studi professionali e il 3° del Commercio: che minimi hanno?'],
    );
    expect(opening.split('\n')[0]).toContain('1.726,37 €');
  });

  it('multiplies the minimum by the payments when the cost over the year is asked', async () => {
    const opening = await ask(
      'Commercio o Turismo Federalberghi per una commessa di 4° livello, tabelle di oggi, niente scatti: quanto costa di più il Commercio in un anno?',
    );
    expect(opening).toContain('Minimo annuo');
    expect(opening).toContain('25.462,50 €');
  });

  it('reads the amount of the 14th as the monthly minimum at the date asked', async () => {
    const opening = await ask(
      'Quattordicesima di luglio 2026, 4° livello: a quanto ammontava nel Commercio e nel Turismo Federalberghi?',
    );
    expect(opening).toContain('1.783,75 €');
    expect(opening).toContain('1.695,69 €');
  });

  it('answers the hourly minimum beside the divisor when both are asked', async () => {
    const opening = await ask(
      'Mi servono due cose: la paga oraria minima di un 4° livello del Commercio e il divisore orario del Multiservizi.',
    );
    expect(opening).toContain('10,83 €');
    expect(opening).toContain('173');
  });
});
