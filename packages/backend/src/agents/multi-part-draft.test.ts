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
