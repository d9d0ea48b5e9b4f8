import { describe, expect, it } from 'vitest';
import { askAgent, openingLines } from '../testing/agents.js';
import { statedEmployerRate } from './stated-rate.js';

const text = (answer: unknown) => (answer as { text: string }).text;

describe('the average employer rate the user names after the contributions', () => {
  it('"stimare i contributi a mio carico con l\'aliquota media del 32,70%" is the rate to use', () => {
    expect(
      statedEmployerRate(
        "Il mio consulente mi ha detto di stimare i contributi a mio carico con l'aliquota media del 32,70% e di aggiungere il TFR.",
      ),
    ).toBe(32.7);
    expect(statedEmployerRate("contributi a carico dell'azienda con un'aliquota media del 30%")).toBe(30);
    // The employee's own share is not the employer's.
    expect(statedEmployerRate("i contributi a mio carico con l'aliquota del 9,19%")).toBeUndefined();
  });

  it('the cost is worked on that rate: (1.970,37 + 30) × 14 = 28.005,18; + 32,70% + TFR ÷ 13,5 = 39.237,33 €', () => {
    const answer = askAgent(
      'calcolo',
      "Sono il titolare di una piccola casa di spedizioni e devo assumere un'impiegata al 3° livello super del CCNL Logistica, full time, 14 mensilità, solo il minimo più l'EPA. Il mio consulente mi ha detto di stimare i contributi a mio carico con l'aliquota media del 32,70% e di aggiungere il TFR. Quanto mi costa all'anno, più o meno?",
    );
    const opening = openingLines(text(answer));
    expect(opening).toContain('39.237,33');
    expect(text(answer)).toMatch(/aliquota indicata da te/);
  });
});
