import { describe, expect, it } from 'vitest';
import { askAgent, testKb as kb } from '../testing/agents.js';
import { readQuestion } from './read.js';

const read = (message: string, history: string[] = []) =>
  readQuestion({ kb, message, history, categories: [], today: '2026-11-30' });

describe('a monthly pay times the payments ("2.000 € lordi × 14")', () => {
  it('gives the payments and makes the figure a monthly gross', () => {
    const r = read(
      'Nel confronto tra le due offerte (2.000 € lordi × 14 oppure 2.150 € × 13) quanto TFR matura in un anno con la prima offerta?',
    );
    expect(r.slots.payments).toBe(14);
    expect(r.slots.amounts[0]).toEqual({ kind: 'monthly_gross', value: 2000 });
    const a = askAgent(
      'calcolo',
      'Nel confronto tra le due offerte (2.000 € lordi × 14 oppure 2.150 € × 13) vorrei considerare anche il TFR. Quanto TFR matura in un anno con la prima offerta, al lordo e al netto dello 0,50%?',
    ) as { text: string };
    // 28.000 / 13,5 = 2.074,07; less 0,50% of 28.000 (140,00) = 1.934,07
    expect(a.text).toContain('2.074,07');
    expect(a.text).toContain('1.934,07');
  });

  it('a later year’s pay told with "prendeva … × 14" is that year’s monthly gross', () => {
    const r = read(
      "Mi serve anche il dato dell'anno scorso: nel 2025 prendeva 1.970,37 € × 14, stesse condizioni. Netto mensile medio 2025?",
      [
        'Autista B3 CCNL Logistica, 2.010,37 € lordi × 14 nel 2026, residente in Veneto, nessun carico familiare, comunale esclusa: netto mensile medio 2026?',
      ],
    );
    expect(r.slots.amounts.map((a) => a.value)).not.toContain(2010.37);
  });
});
