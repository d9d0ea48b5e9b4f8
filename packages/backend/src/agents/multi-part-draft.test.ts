import { describe, expect, it } from 'vitest';
import { askAgent, openingLine, withUpload } from '../testing/agents.js';

// A draft letter written for this test (not the eval's upload).
const DRAFT =
  'Bozza lettera di assunzione - Studio dentistico Rossi, Verona\nCCNL Studi professionali (Confprofessioni)\nLavoratrice: Giulia Bianchi\nMansioni: assistente di studio odontoiatrico (ASO) con attestato di qualifica, alla poltrona.\nLivello: ____\nOrario: 40 ore settimanali.';

describe('a request to fill in a draft beside the question asked of it', () => {
  it('is no question of its own: the level asked opens the answer', () => {
    const text = askAgent(
      'main-agent',
      'Mi aiuta a compilare la bozza? Quale livello va scritto per l’assistente con attestato ASO?',
      withUpload('bozza-aso.txt', DRAFT),
    ).text;
    expect(openingLine(text)).toMatch(/Livello proposto: \*\*3° livello\*\*/);
    expect(text).not.toMatch(/non riesco a determinare il livello/);
  });
});

// A part-time payslip written for this test (not the eval's upload): a month's base items at half the 4° level.
const PAYSLIP =
  'CEDOLINO PAGA - NOVEMBRE 2026\nDitta: Negozio Verdi S.r.l. - CCNL Terziario Distribuzione Servizi (Confcommercio)\nDipendente: Neri Anna - Qualifica: impiegata - Livello: 4°\nPart-time orizzontale 50% (20 ore settimanali su 40)\n\nVOCI RETRIBUTIVE           IMPORTO\nPaga base                  628,73\nContingenza                262,11\nTerzo elemento               1,04\nTotale retribuzione        891,88\n';

describe('a check asked of the whole payslip beside the figure doubted', () => {
  it('opens with the verdict on the figures, not with the payslip quoted whole', () => {
    const text = askAgent(
      'calcolo',
      'Mi controlla il cedolino di novembre 2026 che ho caricato? La paga base è giusta per un 4° livello al 50%?',
      withUpload('cedolino-neri.txt', PAYSLIP),
    ).text;
    expect(openingLine(text)).not.toMatch(/^Dal documento/);
    expect(openingLine(text)).toMatch(/\*\*909,38 €\*\*/);
  });
});
