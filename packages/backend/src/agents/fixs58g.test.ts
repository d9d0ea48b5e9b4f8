import { describe, expect, it } from 'vitest';
import { askAgent, openingLine } from '../testing/agents.js';

/** Euro amounts an answer states ("1.858,75 €", "26 euro"). */
const euros = (text: string) => text.match(/\d[\d.]*,\d{2} ?€|\d+ euro\b/g) ?? [];

describe('renewal timing and comparisons (session 58, fixs58g; new phrasings)', () => {
  it('the next renewal after the expiry is a gap, not the last table', () => {
    const text = askAgent(
      'main-agent',
      'il commercio scade a fine marzo 2027, col prossimo rinnovo quanto prenderà in più un 3° livello? serve per il budget',
    ).text;
    expect(openingLine(text)).toMatch(/non sono disponibili/);
    expect(euros(text.split('\nFonti:')[0] ?? '')).toEqual([]);
  });

  it("a part-timer's share of a month's tranche is the tranche times the hours' share", () => {
    // Terziario 2° livello: +54,11 € from 1.2.2027 (2.283,00 → 2.337,11 in the tables); 30/40 of it = 40,58 €.
    const text = askAgent(
      'calcolo',
      'ho una dipendente PT 30 ore su 40, 2° livello terziario: la tranche di febbraio 2027 di quanto le alza la busta?',
    ).text;
    expect(openingLine(text)).toContain('**40,58 € lordi al mese**');
    expect(openingLine(text)).toMatch(/75%/);
  });

  it('asked why after a figure not yet due, the figure comes back with the month it applies from', () => {
    const text = askAgent(
      'main-agent',
      'come mai? pensavo fosse già dovuto con il rinnovo firmato nel 2025',
      {
        history: [
          "l'elemento distinto EDR del chimico farmaceutico per un D1 lo devo pagare già a dicembre?",
        ],
      },
    ).text;
    expect(openingLine(text)).toMatch(/1° luglio 2027/);
    expect(openingLine(text)).toMatch(/26 euro|26,00 €/);
  });

  it('the hourly divisor of a schedule the agreement writes its own for is that one alone', () => {
    const text = askAgent(
      'main-agent',
      'commercio, impianto metano con orario normale di 42 ore settimanali: per la quota oraria che divisore va usato?',
    ).text;
    expect(text).toMatch(/\b182\b/);
    expect(text).not.toMatch(/\b168\b/);
  });

  it('two agreements compared on their expiry give each its end date, beside the next tranche', () => {
    const text = askAgent(
      'confronta',
      'albergo col turismo e bar coi pubblici esercizi, 5° livello: prossimo aumento di ciascuno e quando scadranno i due contratti?',
    ).text;
    const validity = text.split('\n').find((l) => l.startsWith('Validità e rinnovo:')) ?? '';
    expect(validity.match(/31 dicembre 2027/g)).toHaveLength(2);
    expect(validity).not.toMatch(/tranche/);
  });

  it("a tranche compared at the renewal's reference parameter is the renewal's own tranche", () => {
    // Alimentari: 39 € "al parametro medio" (137) from 1.1.2027 (cafassoefigli.com, 6.3.2024).
    const text = askAgent(
      'confronta',
      "operai dell'alimentare al parametro 137 e metalmeccanici C3: l'aumento di gennaio 2027 a confronto?",
    ).text;
    expect(text).toMatch(/39,00 €[^|\n]*parametro 137/);
  });
});
