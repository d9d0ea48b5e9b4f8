import { describe, expect, it } from 'vitest';
import { askAgent } from '../testing/agents.js';

describe('a follow-up naming another month after a coefficient asked', () => {
  it('answers that month’s coefficient, with no fund stated', () => {
    const text = askAgent('calcolo', "ok e quello di dicembre 2025 quant'era?", {
      history: [
        'Quanto sarà il coefficiente di rivalutazione del TFR di dicembre 2026? Devo chiudere i conti del TFR al 31/12.',
      ],
    }).text;
    expect(text).toContain('2,311148%');
  });
});
