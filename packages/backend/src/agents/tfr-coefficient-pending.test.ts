import { describe, expect, it } from 'vitest';
import { askAgent, openingLines } from '../testing/agents.js';

// A fund revalued at a 31 December whose ISTAT index is not out yet, asked how or by what percentage.
describe('TFR revaluation at a December not yet published', () => {
  it('gives the rule and the fixed part on the fund, not an accrual on it as if it were a pay', () => {
    const text = askAgent(
      'calcolo',
      'La nostra impiegata ha 22.000 euro di TFR accantonato al 31/12/2025. A fine 2026 come va rivalutato? Con che percentuale?',
    ).text;
    const opening = openingLines(text);
    expect(opening).toContain('non è ancora stato pubblicato');
    expect(opening).toContain('1,5% fisso più il 75%');
    expect(opening).toContain('17%');
    expect(opening).toContain('22.000,00 € × 1,5% = **330,00 €**');
    expect(text).not.toContain('TFR maturato in un anno');
  });

  it('a revaluation asked by its amount only stays a gap with no figure', () => {
    const text = askAgent(
      'calcolo',
      'Fondo TFR di 11.000 euro al 31/12/2025: quanto sarà la rivalutazione a dicembre 2026?',
    ).text;
    expect(openingLines(text)).toContain('non è ancora stato pubblicato');
    expect(text).not.toMatch(/\d+,\d\d €/);
  });
});
