import { describe, expect, it } from 'vitest';
import { askAgent, openingLine, testKb } from '../testing/agents.js';

const category = (id: string) => testKb.byId(id)?.id_categoria as number;

describe('an apprentice’s level at hiring asked of inquadra', () => {
  it('a shop apprentice with a 4th-level final grade starts two levels below, for the first half', () => {
    const text = askAgent(
      'inquadra',
      'Prendiamo un magazziniere in apprendistato professionalizzante nel commercio, livello finale 4°, durata 24 mesi: a che livello lo inquadriamo all’assunzione e per quanto tempo?',
      { categories: [category('terziario-confcommercio')], today: '2026-11-30' },
    ).text;
    expect(openingLine(text)).toMatch(/\*\*sesto livello \(6°\)/);
    expect(text).toMatch(/12 mesi/);
  });

  it('the job’s own level is still proposed when no apprentice is asked about', () => {
    const text = askAgent(
      'inquadra',
      'Commessa che vende e sta in cassa in un negozio: che livello all’assunzione?',
      {
        categories: [category('terziario-confcommercio')],
      },
    ).text;
    expect(openingLine(text)).toMatch(/Livello proposto/);
  });
});
