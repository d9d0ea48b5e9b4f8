import { describe, expect, it } from 'vitest';
import { askAgent, openingLines } from '../testing/agents.js';

// Session 64 (f6slip): a payslip line read and asked about — what it means and whether its amount is right.
describe('a payslip line: what it is and whether its amount is right (f6slip)', () => {
  it('a line named in the story and asked with "che roba è?" after it is defined (EDR, contingenza)', async () => {
    const edr = await askAgent(
      'main-agent',
      'Faccio il tornitore in una ditta metalmeccanica. Sul cedolino trovo la riga E.D.R. con 10,33 euro fissi tutti i mesi. Che roba sarebbe questa voce?',
    );
    expect(openingLines(edr.text)).toContain('10,33 €');
    expect(edr.text).toMatch(/scala mobile|contingenza/);
    expect(edr.text).not.toMatch(/Scaglioni IRPEF/);

    const contingenza = await askAgent(
      'main-agent',
      "Impiegata di 3° livello, CCNL commercio Confcommercio. Nel cedolino la contingenza resta ferma a 527,90 mentre la paga base cresce a ogni rinnovo. Cos'è?",
    );
    const opening = openingLines(contingenza.text);
    expect(opening).toContain('527,90 €');
    expect(contingenza.text).toMatch(/1992/);
    expect(contingenza.text).toMatch(/scala mobile/);
  });

  it('the elemento perequativo of a year the 2021 agreement still governed is its amount, not a gap', async () => {
    const a = await askAgent(
      'main-agent',
      "Metalmeccanici industria, nessun integrativo aziendale: quanto valeva l'elemento perequativo pagato a giugno 2025?",
    );
    expect(openingLines(a.text)).toContain('485');
    expect(a.text).not.toMatch(/non è nella base di conoscenza/);
    const later = await askAgent(
      'main-agent',
      "Metalmeccanici industria: quanto sarà l'elemento perequativo del 2027?",
    );
    expect(openingLines(later.text)).toMatch(/non è nella base di conoscenza/);
  });

  it('a payslip still showing the table before: the rise it misses beside the minimum due', async () => {
    const a = await askAgent(
      'calcolo',
      "Metalmeccanico Federmeccanica, livello C3. A dicembre 2026 il cedolino riporta ancora un minimo di 2.158,26: il mio capo dice che va bene così. E' corretto? quanto dovrebbe essere?",
    );
    const opening = openingLines(a.text);
    expect(opening).toContain('2.211,43 €');
    expect(opening).toContain('53,17 €');
  });

  it('the seniority increments read by their agreement name ("aumenti periodici") are counted from the years', async () => {
    const a = await askAgent(
      'calcolo',
      "Sono in questa officina metalmeccanica (Federmeccanica) da 5 anni e mezzo, livello C3: sul foglio paga gli aumenti periodici d'anzianità fanno 59,28. Tornano?",
    );
    expect(openingLines(a.text)).toContain('59,28 €');
    expect(a.text).toContain('29,64 €');
  });

  it('a pay item named in a tranche question: that item before and after the step', async () => {
    const a = await askAgent(
      'calcolo',
      'ccnl commercio 5 livello, con la tranche di novembre 2026 di quanto aumenta e a quanto dovrebbe arrivare la paga base?',
    );
    expect(openingLines(a.text)).toMatch(/paga base: da 1\.136,07 € a \*\*1\.167,69 €\*\*/);
  });

  it('a regional surcharge rate given with no place is applied to the net, and the municipal one left out', async () => {
    const a = await askAgent(
      'calcolo',
      "RAL 22.000 nel 2026, nessun carico di famiglia. Netto annuo? Metti addizionale regionale all'1,5%, la comunale non considerarla.",
    );
    expect(a.text).toMatch(/Addizionale regionale[^\n]*1,5% × /);
    expect(a.text).not.toMatch(/addizionali regionale e comunale escluse/);
  });
});
