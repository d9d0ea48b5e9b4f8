import { describe, expect, it } from 'vitest';
import { askAgent } from '../testing/agents.js';
import { withCodesCapitalised } from './lower-case-codes.js';

describe('codes typed in lower case', () => {
  it('are capitalised only where they can only be codes', () => {
    expect(withCodesCapitalised('ral 32k mi 13m netto/mese 2026?')).toBe('ral 32k MI 13m netto/mese 2026?');
    expect(withCodesCapitalised('ral 34k, bo, 14m: netto mensile 2025?')).toBe(
      'ral 34k, BO, 14m: netto mensile 2025?',
    );
    expect(withCodesCapitalised('tir 2026 con ral 14.200, spetta?')).toBe('TIR 2026 con ral 14.200, spetta?');
    expect(withCodesCapitalised('badante convivente cs da 6 anni')).toBe('badante convivente CS da 6 anni');
    expect(withCodesCapitalised('colf b non conv. paga oraria')).toBe('colf B non conv. paga oraria');
    for (const message of [
      'mi spetta la quattordicesima?',
      'faccio l autista di tir, che ccnl ho?',
      'la colf a ore quanto costa?',
      'il capo mi ha detto 20 giorni, mi sembra poco',
    ])
      expect(withCodesCapitalised(message)).toBe(message);
  });

  it('gives a lower-case net question the surcharges of the province it names', async () => {
    const upper = await askAgent('calcolo', 'ral 32k MI 13m netto/mese 2026?');
    const lower = await askAgent('calcolo', 'ral 32k mi 13m netto/mese 2026?');
    expect(lower.text).toBe(upper.text);
    expect(lower.text).toMatch(/Lombardia/);
  });

  it('reads a lower-case household level', async () => {
    const answer = await askAgent(
      'calcolo',
      'badante convivente cs con noi da 6 anni, al minimo 2025: quanto valgono gli scatti al mese?',
    );
    expect(answer.text).toBe(
      (
        await askAgent(
          'calcolo',
          'badante convivente CS con noi da 6 anni, al minimo 2025: quanto valgono gli scatti al mese?',
        )
      ).text,
    );
  });
});
