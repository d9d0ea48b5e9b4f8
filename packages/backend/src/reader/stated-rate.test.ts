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

describe('a follow-up that changes the employer rate the user stated', () => {
  const before =
    "Sono titolare di una piccola ditta. Per un dipendente con RAL 30.000 il mio consulente mi dice di calcolare contributi a mio carico del 30% e INAIL 0,4%, più il TFR (retribuzione diviso 13,5). Quanto mi costa in tutto all'anno?";
  it('"i contributi a mio carico fossero il 28,98% invece del 30%" states 28,98%', () => {
    expect(statedEmployerRate('E se i contributi a mio carico fossero il 28,98% invece del 30%?')).toBe(
      28.98,
    );
  });

  it('the cost is redone on 28,98% and "al mese su 13" divides by 13: 41.036,22 / 13 = 3.156,63 €', () => {
    const answer = askAgent(
      'calcolo',
      'E se i contributi a mio carico fossero il 28,98% invece del 30%? E quanto fa al mese su 13?',
      { history: [before] },
    );
    expect(text(answer)).toContain('41.036,22');
    expect(text(answer)).toContain('3.156,63');
    expect(text(answer)).not.toContain('41.342,22');
  });
});

describe('a cost on stated rates whose worker becomes an apprentice', () => {
  const first = 'Costo aziendale annuo: RAL 30.000, contributi c/azienda 30%, INAIL 0,4%, TFR = RAL/13,5.';
  const second = 'Stessa RAL ma apprendista, contributi c/azienda 11,61%.';
  it('"stessa RAL ma apprendista, contributi 11,61%" is the cost on 11,61%, INAIL kept: 35.825,22 €', () => {
    const answer = askAgent('calcolo', second, { history: [first] });
    expect(text(answer)).toContain('35.825,22');
  });

  it('"e con RAL 32.000, sempre apprendista?" keeps 11,61% and INAIL 0,4%: 38.213,57 €', () => {
    const answer = askAgent('calcolo', 'E con RAL 32.000, sempre apprendista?', { history: [first, second] });
    expect(text(answer)).toContain('38.213,57');
  });
});

describe('one rate stated for the employer’s contributions and INAIL together', () => {
  const question =
    "Costo annuo per l'azienda di un C3 metalmeccanico a minimo (13 mensilità): consideri contributi a carico ditta e INAIL al 30% complessivo della retribuzione, più l'accantonamento TFR.";

  it('is the employer’s rate, not an INAIL premium of 30%', () => {
    expect(statedEmployerRate(question)).toBe(30);
  });

  it('costs the year on that rate with no INAIL line added', async () => {
    const answer = text(await askAgent('calcolo', question));
    // 2.211,43 × 13 = 28.748,59; × 30% = 8.624,58; TFR 28.748,59 / 13,5 = 2.129,53.
    expect(answer).toContain('39.502,70');
    expect(answer).not.toMatch(/\| INAIL: |INAIL e altri oneri esclusi/);
    expect(answer).toContain('INAIL compreso nella percentuale indicata');
  });
});
