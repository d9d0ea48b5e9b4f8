import { describe, expect, it } from 'vitest';
import { askAgent } from '../testing/agents.js';

/**
 * Session 65: a net asked in a follow-up that changes a part-time's hours ("e se fossi a 30 ore invece che 24?")
 * is the net of the same hourly pay on the new hours; a minimum asked on new hours keeps its own hours (fixs43q).
 */
describe('a part-time net on new hours', () => {
  it('scales the monthly gross the conversation gave to the hours the follow-up names', () => {
    const { text } = askAgent('calcolo', 'e a 25 ore invece che 20, uguale il resto, il netto annuo?', {
      history: [
        'Sono part-time 20 ore, 3° livello commercio, prendo 1.000,00 € lordi al mese per 14 mensilità, niente familiari a carico: quanto netto all anno nel 2026?',
      ],
    });
    // 1.000,00 × 25/20 = 1.250,00 a month, 17.500,00 a year on 14 payments.
    expect(text).toContain('RAL 17.500,00 €');
  });

  it('leaves a pay the follow-up restates as it is', () => {
    const { text } = askAgent('calcolo', 'e se passo a 30 ore con stesso lordo mensile, netto annuo?', {
      history: [
        'Sono part-time 20 ore, 3° livello commercio, prendo 1.000,00 € lordi al mese per 14 mensilità, niente familiari a carico: quanto netto all anno nel 2026?',
      ],
    });
    expect(text).toContain('RAL 14.000,00 €');
  });
});
