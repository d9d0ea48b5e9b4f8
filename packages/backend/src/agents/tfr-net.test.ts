import { describe, expect, it } from 'vitest';
import { askAgent, openingLine } from '../testing/agents.js';

describe('the TFR revaluation asked net of the substitute tax', () => {
  it('opens with the net revaluation, and shows the coefficient as a percentage', () => {
    const answer = askAgent(
      'calcolo',
      "ho 20.000 euro di TFR accumulato a fine 2024: con la rivalutazione di dicembre 2025 quanto mi resta netto dopo l'imposta?",
    );
    // 20.000 × 2,311148% = 462,23; 17% = 78,58; 462,23 − 78,58 = 383,65 (coefficient: knowledge base, ISTAT).
    expect(openingLine(answer.text)).toContain('383,65');
    expect(answer.text).toMatch(/\| Coefficiente di rivalutazione \(2025-12\) \|[^|]*\| 2,3111% \|/);
  });

  it('asked without "netto", it opens with the gross revaluation and the tax', () => {
    const answer = askAgent('calcolo', 'TFR di 20.000 € al 31/12/2024: rivalutazione di dicembre 2025?');
    expect(openingLine(answer.text)).toContain('462,23');
    expect(openingLine(answer.text)).toContain('78,58');
  });
});
