import { describe, expect, it } from 'vitest';
import { askAgent } from '../testing/agents.js';

const FULL =
  'Negozio a Verona con 6 dipendenti, contratto del commercio Confcommercio: una commessa al IV livello, a tempo pieno, quanto è il lordo mensile minimo, quanto fa in un anno e quanto devo mettere da parte ogni anno per il TFR?';

describe('a part-timer’s TFR on the part-time pay', () => {
  it('24 hours of 40: 1.818,75 × 14 × 60% ÷ 13,5 = 1.131,67 € gross', () => {
    const a = askAgent('calcolo', 'E di TFR per lei a 24 ore quanto accantono in un anno?', {
      history: [
        FULL,
        "E se invece la prendo part-time a 24 ore a settimana invece di 40? Quanto mi viene al mese e all'anno?",
      ],
      today: '2026-11-30',
    }) as { text: string };
    expect(a.text.split('\n')[0]).toContain('1.131,67 €');
    expect(a.text).not.toContain('1.886,11');
  });

  it('full time keeps the whole year: 1.886,11 € gross', () => {
    const a = askAgent(
      'calcolo',
      'Commercio Confcommercio, IV livello a tempo pieno: quanto TFR matura in un anno?',
      { today: '2026-11-30' },
    ) as { text: string };
    expect(a.text).toContain('1.886,11');
  });
});
