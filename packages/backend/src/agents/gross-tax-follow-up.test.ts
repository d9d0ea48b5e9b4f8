import { describe, expect, it } from 'vitest';
import { askAgent, openingLine } from '../testing/agents.js';

// The gross IRPEF asked, then the same income for another year: the follow-up keeps the ask, not the brackets alone.
const today = '2026-12-03';
const first =
  "Imponibile IRPEF 40.000 € nel 2026, lavoratore dipendente: IRPEF lorda (prima delle detrazioni) con gli scaglioni in vigore quest'anno?";

describe('gross IRPEF follow-up that changes the year', () => {
  it('"Stesso imponibile per l\'anno d\'imposta 2025?" gives the 2025 gross tax, 10.640,00 €', () => {
    const text = askAgent('main-agent', "Stesso imponibile per l'anno d'imposta 2025?", {
      today,
      history: [first],
    }).text;
    expect(openingLine(text)).toContain('10.640,00 €');
  });
  it('a follow-up asking the net instead is not read as the gross tax', () => {
    const text = askAgent('main-agent', 'e il netto?', { today, history: [first] }).text;
    expect(openingLine(text)).not.toContain('IRPEF lorda 2026 su un imponibile');
  });
});
