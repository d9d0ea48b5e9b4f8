import { describe, expect, it } from 'vitest';
import { askAgent, openingLines } from '../testing/agents.js';

// Session 58 (fixs58k): the 2026 15% on night, holiday and shift surcharges (L. 199/2025, art. 1, cc. 10-11)
// past its 1.500 € cap, asked again of someone over the income limit, the tourism sector's own measure (cc. 18-21,
// work from 1 January to 30 September 2026), and domestic night carers' minimums by the person's self-sufficiency.

describe('the 15% on surcharges past the 1.500 € cap', () => {
  it('says only the first 1.500 € are taxed at 15% and gives the 225 € tax', () => {
    const text = askAgent(
      'calcolo',
      'Operaio metalmeccanico, reddito 2025 da dipendente 31.000 €. Nel 2026 con notti e festivi di maggiorazioni arriverò a quasi 2.100 euro: la tassa agevolata al 15% la pago su tutto?',
    ).text;
    const opening = openingLines(text);
    expect(opening).toMatch(/^No, non su tutti/);
    expect(opening).toContain('225,00 €');
    expect(opening).toContain('600,00 €');
  });
});

describe('the same relief asked of someone over the income limit', () => {
  it('answers no with the 40.000 € limit', () => {
    const text = askAgent(
      'calcolo',
      'e mia moglie, che nel 2025 ha preso 45.000 € da dipendente, ha la stessa agevolazione?',
      {
        history: [
          'Lavoro a turni in fabbrica, nel 2025 ho avuto 28.000 € di reddito: sulle indennità di turno del 2026 c’è la tassazione al 15%?',
        ],
      },
    ).text;
    const opening = openingLines(text);
    expect(opening).toMatch(/^No/);
    expect(opening).toContain('40.000,00 €');
  });
});

describe("the tourism sector's own measure", () => {
  it('says a hotel worker is left out of the 15% and names the trattamento integrativo', () => {
    const text = askAgent(
      'main-agent',
      'sono receptionist notturna in hotel, guadagno poco: sulle maggiorazioni di notte nel 2026 mi tassano al 15% come gli altri?',
    ).text;
    const opening = openingLines(text);
    expect(opening).toContain('esclusi');
    expect(opening).toContain('trattamento integrativo speciale');
    expect(opening).toContain('30 settembre 2026');
  });

  it('explains why when asked after the exclusion', () => {
    const text = askAgent('main-agent', 'come mai? mio cugino in fabbrica ce l’ha', {
      history: [
        'lavoro in un albergo a Rimini col contratto turismo, la detassazione al 15% delle maggiorazioni notturne 2026 vale per me?',
      ],
    }).text;
    expect(openingLines(text)).toContain('misura specifica');
    expect(text).toContain('trattamento integrativo');
  });

  it('leaves work after 30 September 2026 out of the sector measure', () => {
    const text = askAgent(
      'main-agent',
      'Cameriere in un ristorante (CCNL pubblici esercizi), lavora in straordinario il 26 dicembre 2026: gli spetta il bonus del 15% per il turismo?',
    ).text;
    const opening = openingLines(text);
    expect(opening).toMatch(/^\*\*No\*\*/);
    expect(opening).toContain('30 settembre 2026');
  });
});

describe("a domestic night carer's minimum", () => {
  it('moves to level BS when a follow-up says the person is self-sufficient', () => {
    const text = askAgent('calcolo', 'e se invece il nonno fosse autosufficiente?', {
      history: [
        'Quanto devo pagare come minimo nel 2026 una badante per l’assistenza notturna di mio nonno non autosufficiente? Lei non ha attestati.',
      ],
    }).text;
    const opening = openingLines(text);
    expect(opening).toContain('BS');
    expect(opening).toContain('1.211,38 €');
  });

  it("asks about the person's self-sufficiency when only the nights are said", () => {
    const text = askAgent(
      'calcolo',
      'quanto devo dare ogni mese alla ragazza che fa le notti con mio nonno?',
    ).text;
    expect(text).toContain('autosufficiente');
    expect(text).not.toMatch(/\d\.\d{3},\d{2} €/);
  });
});
