import { describe, expect, it } from 'vitest';
import { askAgent, openingLine } from '../testing/agents.js';

describe('comparisons and long stories on notice and holidays (session 33)', () => {
  it('answers a sameness claim to confirm with No, then both notices', () => {
    const text = askAgent(
      'confronta',
      'La titolare dice che il preavviso di dimissioni è lo stesso per una commessa al IV livello del CCNL Terziario Confcommercio e per una cameriera al 4° livello del CCNL Turismo Federalberghi, entrambe con tre anni di servizio. Mi confermate quanti giorni deve dare ciascuna?',
    ).text;
    expect(openingLine(text)).toMatch(/^\*\*No\*\*/);
    expect(openingLine(text)).toContain('15 giorni');
    expect(openingLine(text)).toContain('20 giorni');
  });

  it("gives the Logistica workers' notice to a non-travelling worker, not a driver's level said of another agreement", () => {
    const text = askAgent(
      'confronta',
      'Preavviso di dimissioni con meno di 5 anni: in fabbrica (CCNL Metalmeccanici Federmeccanica) è un C3, in magazzino (CCNL Logistica, trasporto merci e spedizione) è un operaio non viaggiante. Quanto devono dare?',
    ).text;
    expect(openingLine(text)).toContain('6 giorni lavorativi');
    expect(openingLine(text)).not.toContain('personale viaggiante');
  });

  it('states by how much one offer’s minimum is higher', () => {
    const text = askAgent('confronta', 'Quale delle due ha il minimo mensile più alto e di quanto?', {
      documents: [
        {
          fileId: 'f',
          fileName: 'offerte.txt',
          text: 'OFFERTA A - Market (CCNL Terziario Confcommercio)\nCommessa, 4° livello, tempo pieno\n\nOFFERTA B - Bar (CCNL Pubblici Esercizi FIPE)\nBarista, 4° livello, tempo pieno\n',
        },
      ],
    }).text;
    const amounts = [...openingLine(text).matchAll(/\*\*([\d.]+,\d{2}) €\*\*/g)].map((m) =>
      Number((m[1] as string).replace(/\./g, '').replace(',', '.')),
    );
    expect(amounts).toHaveLength(3);
    const [top, other, gap] = amounts as [number, number, number];
    expect(gap).toBeCloseTo(top - other, 2);
    expect(openingLine(text)).toContain('in più al mese');
  });

  it('answers a resignation notice whatever holiday bridge the story mentions', () => {
    const text = askAgent(
      'main-agent',
      'Faccio il portiere di notte in un albergo da sette anni, CCNL Turismo Federalberghi, 3° livello. Voglio dimettermi ma non voglio lasciarli scoperti durante il ponte del 25 aprile. Quanti giorni di preavviso devo dare?',
    ).text;
    expect(text).not.toContain('esce da ciò di cui mi occupo');
    expect(openingLine(text)).toContain('**45 giorni**');
  });

  it('reads a hire many years back as seniority, not as the first year’s share of holidays', () => {
    const text = askAgent(
      'main-agent',
      'Sono impiegato in una fonderia, CCNL metalmeccanici industria, in azienda dal maggio 2006. Mi dicono che dopo 18 anni avrei una settimana di ferie in più: quante ferie mi spettano all’anno?',
    ).text;
    expect(openingLine(text)).toContain('5 settimane');
    expect(text).not.toContain('Ratei');
  });
});
