import { describe, expect, it } from 'vitest';
import { askAgent } from '../testing/agents.js';

const story =
  'Lavoro solo il sabato e la domenica in una profumeria, 8 ore al giorno, quindi 16 ore a settimana. Il contratto dice part-time commercio Confcommercio, 4° livello. In busta paga mi arrivano circa 700 euro lordi. Quanto dovrebbe essere il minimo lordo mensile per il mio orario adesso, a dicembre 2026?';
const ask = (q: string) =>
  (askAgent('calcolo', q, { today: '2026-12-01', history: [story] } as never) as { text: string }).text;

describe("a part-timer's supplementary hour after a month told below the minimum", () => {
  const text = ask(
    "E se un sabato mi fanno restare un'ora in più oltre le mie 8, quanto mi devono pagare quell'ora?",
  );

  it('values the hour on the level minimum, not 700 € over the full-time divisor: 1.818,75 ÷ 168 × 1,35 = 14,61 € (14,615)', () => {
    expect(text).toMatch(/14,6[12] €/);
    expect(text).not.toContain('5,63');
  });

  it('"un\'ora in più oltre le mie 8" is one hour, not eight', () => {
    expect(text).not.toMatch(/8,00 ore/);
  });
});
