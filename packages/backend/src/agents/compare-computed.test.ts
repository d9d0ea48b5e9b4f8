import { describe, expect, it } from 'vitest';
import { askAgent } from '../testing/agents.js';
import { computedKind } from './compare-computed.js';

// Minimums (KB): Metalmeccanici C3 2.211,43 € (13 mensilità), Commercio 4° 1.818,75 € (14 mensilità).
describe('a comparison asking a figure computed from the minimums', () => {
  it('the yearly TFR of two levels: RAL / 13,5 net of the 0,50% guarantee fund', () => {
    const { text } = askAgent(
      'confronta',
      'Confronto il TFR maturato in un anno intero 2026 a minimo tabellare: C3 Metalmeccanici (13 mensilità) e 4° livello Commercio (14 mensilità), senza rivalutazione.',
    );
    expect(text).toContain('1.985,78 €');
    expect(text).toContain('1.758,80 €');
  });

  it('the yearly net of two offers in Milan, with the local surcharges', () => {
    const { text } = askAgent(
      'confronta',
      'Ho due offerte a Milano: metalmeccanico C3 a minimo, 13 mensilità, oppure commercio 4° livello, 14 mensilità. Vivo da solo, nessun familiare a carico, anno 2026. Al netto annuo, tolte tasse e addizionali, quale mi lascia di più?',
    );
    // (Within a euro of payroll-rules.md §10's worked 22.681,56 € and 20.662,99 €: the engine rounds each step.)
    expect(text).toMatch(/22\.681,\d\d €/);
    expect(text).toMatch(/20\.662,\d\d €/);
  });

  it('a part-time follow-up gives both minimums pro-rated, not the part-time rules', () => {
    const first =
      'Qual è oggi il minimo mensile al livello C3 del Metalmeccanici industria rispetto al 4° livello del Terziario Confcommercio?';
    const { text } = askAgent('confronta', 'e x un part time al 50% quanto vengono i due minimi?', {
      history: [first],
    });
    expect(text).toContain('1.105,72 €');
    expect(text).toContain('909,38 €');
  });

  it('"e se fosse part-time al 60%?" after two minimums compared: both minimums at 60%', () => {
    const first =
      'mi confronti il 4° livello commercio Confcommercio e il 4° turismo alberghi, minimo mensile adesso?';
    // (The answer repeated into the conversation, as a user quoting it back, changes nothing.)
    const echo =
      'Terziario 4°: 1.818,75 €; Turismo 4° (alberghi, generalità): 1.695,69 €. Il commercio è più alto di 123,06 € al mese.';
    for (const history of [[first], [first, echo]]) {
      const { text } = askAgent('confronta', 'e se fosse part-time al 60%?', { history });
      expect(text).toContain('1.091,25 €');
      expect(text).toContain('1.017,41 €');
    }
  });

  it('reads which figure is asked', () => {
    expect(computedKind('quanto tfr matura in un anno?', undefined)).toBe('tfr');
    expect(computedKind('il netto annuo di ciascuno?', undefined)).toBe('netto');
    expect(computedKind('quanto vengono i due minimi?', 50)).toBe('part_time');
    expect(computedKind('quanto vengono i due minimi?', undefined)).toBeUndefined();
    expect(computedKind("quanto costa all'anno al netto degli sgravi?", undefined)).toBeUndefined();
    // A part-time share after a minimum asked is its pay; a part-time rule asked stays the rule.
    const earlier = 'confronto commercio e turismo, minimo mensile del 4° livello?';
    expect(computedKind('e se fosse part-time al 60%?', 60, earlier)).toBe('part_time');
    expect(computedKind('e col part-time al 60%, le clausole elastiche?', 60, earlier)).toBeUndefined();
    expect(computedKind('e se fosse part-time al 60%?', 60, 'confronto le ferie dei due')).toBeUndefined();
  });
});

// Edilizia 2° livello (operai qualificati) +58,50 € dal 1/3/2026; Metalmeccanici C3 +53,17 € dal 1/6/2026.
describe("this year's tranche asked of two agreements", () => {
  it("gives each agreement's tranche of the year, not the whole renewal", () => {
    const { text } = askAgent(
      'confronta',
      'mio fratello fa l operaio qualificato in edilizia (ance) io sono c3 metalmeccanico, chi ha preso di piu di aumento quest anno? lui a marzo io a giugno',
      { today: '2026-12-02' },
    );
    expect(text).toContain('58,50 €');
    expect(text).toContain('53,17 €');
  });
});
