import { describe, expect, it } from 'vitest';
import { askAgent, openingLine } from '../testing/agents.js';

const answer = (message: string, history?: string[]) =>
  askAgent('main-agent', message, history ? { history } : undefined).text;

describe("INAIL's daily allowance from a fixed monthly pay", () => {
  it('divides the monthly pay by 25 and takes 60% from the 4th day', () => {
    const text = answer(
      "mi sono fatto male in magazzino, infortunio riconosciuto dall'inail. prendo uno stipendio mensile di 2.100 euro lordi fissi: quanto mi da l'inail di indennita al giorno dal quarto giorno?",
    );
    // 2.100 / 25 = 84,00; 84 × 60% = 50,40; × 75% = 63,00.
    expect(openingLine(text)).toContain('50,40 €');
    expect(text).toContain('84,00 €');
    expect(text).not.toContain('42,00 €'); // not the monthly pay ÷ 30
  });

  it('answers a follow-up on the 91st day from the pay told the turn before', () => {
    const text = answer("e se l'assenza va oltre i 90 giorni, dal 91° giorno quanto diventa l'indennità?", [
      'Impiegata con retribuzione mensile fissa di 1.600 € lordi, infortunio sul lavoro: a quanto arriva l’indennità INAIL giornaliera?',
    ]);
    // 1.600 / 25 = 64,00; × 75% = 48,00.
    expect(openingLine(text)).toContain('48,00 €');
    expect(text).not.toMatch(/Non riesco a identificare con certezza il CCNL/);
  });
});

describe("an injury's payers asked where the agreement's own rule is held", () => {
  it("shows the agreement's rule and the law's 60% for the days after the injury", () => {
    const text = answer(
      "faccio le pulizie negli uffici col ccnl multiservizi, ieri sono caduta dalla scala al lavoro ed e' stato aperto l'infortunio. chi mi paga i primi giorni e il giorno dell'infortunio? e quanto?",
    );
    expect(openingLine(text)).toMatch(/Multiservizi/);
    expect(text).toMatch(/60%/);
    expect(text).toMatch(/giorno dell’infortunio/);
  });
});
