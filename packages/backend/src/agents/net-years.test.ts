import { describe, expect, it } from 'vitest';
import { askAgent, openingLine } from '../testing/agents.js';
import { yearsListed } from './net-years.js';

describe('a net asked for two tax years side by side', () => {
  it('reads the two years listed, not a single year or a span', () => {
    expect(yearsListed('RAL 33.000 su 14: netto annuo 2025 e 2026?')).toEqual([2025, 2026]);
    expect(yearsListed('netto 2026 vs 2025?')).toEqual([2025, 2026]);
    expect(yearsListed('netto per il 2025 e per il 2026')).toEqual([2025, 2026]);
    expect(yearsListed('netto annuo 2026?')).toBeUndefined();
    expect(yearsListed('assunto dal 2025 al 2026')).toBeUndefined();
  });

  it('answers both years, each with its own net', () => {
    const line = openingLine(
      askAgent(
        'calcolo',
        "Responsabile di commessa in un'impresa di pulizie, Milano, RAL 33.000 su 14: netto annuo 2025 e 2026?",
      ).text,
    );
    // 2026 brackets 23/33/43 against 2025's 23/35/43 on an imponibile of 29.967,30 €.
    expect(line).toMatch(/nel 2025/);
    expect(line).toMatch(/nel 2026/);
    expect(line).toContain('25.018,67');
    expect(line).toMatch(/24\.97\d,\d\d/);
  });
});
