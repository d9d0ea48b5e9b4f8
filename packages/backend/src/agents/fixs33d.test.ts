import { describe, expect, it } from 'vitest';
import { askAgent, openingLine } from '../testing/agents.js';

// Session 33 (fixs33d): year-end payroll figures asked item by item, in new words.
describe('the year-end IRPEF chain on an income', () => {
  it('IRPEF lorda, detrazioni e IRPEF netta at 33.500 €: the net tax opens, each item in bold', () => {
    const a = askAgent(
      'calcolo',
      'Reddito imponibile 2026 di 33.500 euro, dipendente tutto l’anno, niente carichi. Per il conguaglio mi serve IRPEF lorda, detrazioni e IRPEF netta.',
    );
    const lead = openingLine(a.text);
    expect(lead).toContain('**5.945,00 €**');
    expect(lead).toContain('**8.255,00 €**');
    expect(lead).toContain('**1.497,50 €**');
    expect(lead).toContain('**812,50 €**');
  });
});

describe('two rules joined in one question', () => {
  it('somma esente e trattamento integrativo at 12.000 €: both amounts open the answer', () => {
    const a = askAgent(
      'calcolo',
      'Reddito di lavoro dipendente 2026 di 12.000 euro, nessun altro reddito: quanto fanno somma esente e trattamento integrativo?',
    );
    const lead = a.text.split('\n').slice(0, 2).join('\n');
    expect(lead).toContain('**636,00 €**');
    expect(lead).toContain('**1.200,00 €**');
  });
});

describe('the NASpI additional contribution refunded on conversion', () => {
  it('"se poi lo stabilizziamo recuperiamo qualcosa?": yes, the whole contribution', () => {
    const a = askAgent(
      'calcolo',
      'Contratto a termine già rinnovato una volta: che addizionale NASpI paghiamo? E se poi lo stabilizziamo recuperiamo qualcosa?',
    );
    expect(openingLine(a.text)).toContain('**1,9%**');
    expect(a.text).toContain('**sì, recuperate tutto il contributo addizionale versato**');
    expect(a.text).toContain('L. 147/2013');
  });
});

describe('a calendar year of TFR on a pay fixed at today', () => {
  it("'pagata esattamente al minimo attuale' for the 2027 budget: 14 months at today's Turismo 4° minimum", () => {
    const a = askAgent(
      'calcolo',
      "Per il budget 2027 dell'hotel (CCNL Turismo Federalberghi) stimami la quota TFR annua lorda di una receptionist al 4° livello pagata esattamente al minimo attuale, 14 mensilità, senza scatti.",
    );
    // 1.695,69 × 14 / 13,5: the 2027 tranches are not the pay the user fixed.
    expect(a.text).toContain('1.758,49 €');
    expect(a.text).not.toContain('mese per mese');
  });
});
