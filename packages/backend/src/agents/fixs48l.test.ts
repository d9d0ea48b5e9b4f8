import { describe, expect, it } from 'vitest';
import { askAgent, openingLine, openingLines } from '../testing/agents.js';

// Session 48 (fixs48l): calculations that keep what the user stated — a surcharge left out, an hourly pay read
// on the payslip, a part-timer's hours within the full week, a live-in carer's overtime thresholds.

describe('the municipal surcharge left out, the regional one kept', () => {
  it.each([
    "Vivo a Bologna, RAL 32.000 nel 2026: quanto prendo netto all'anno con l'addizionale regionale ma escludendo la comunale?",
    'residente a Bologna, ral 32000, netto 2026 senza la comunale per favore',
  ])('%s', (q) => {
    const text = askAgent('calcolo', q).text;
    expect(openingLine(text)).toContain('Emilia-Romagna');
    expect(text).not.toMatch(/addizionale comunale IRPEF \(Bologna\)/);
    expect(openingLine(text)).not.toMatch(/Emilia-Romagna e Bologna/);
  });
});

describe('an hourly pay read on the payslip is the pay, not a net', () => {
  it('values the night overtime hours on it', () => {
    const text = askAgent(
      'calcolo',
      'la quota oraria in busta paga è 10,00 €: quanto mi spetta per 2 ore di straordinario notturno? ccnl pubblici esercizi',
    ).text;
    expect(openingLine(text)).toContain('32,00 €');
  });
});

describe("a part-timer's hours within the full week are supplementary", () => {
  const before =
    'Ho una segretaria part-time 24 ore (il tempo pieno da contratto è 40), 4° livello studi professionali. Quanto prende di base?';
  it('prices them at the supplementary rate, not as overtime', () => {
    const text = askAgent(
      'calcolo',
      'questa settimana ha fatto 4 ore in più del solito: quanto le devo lordo?',
      {
        history: [before],
      },
    ).text;
    expect(openingLines(text)).toMatch(/supplementar/);
    expect(openingLines(text)).toContain('40%');
    expect(openingLines(text)).not.toMatch(/straordinario/);
  });
  it('keeps a full-timer’s extra hours as overtime', () => {
    const text = askAgent('calcolo', 'ho fatto 3 ore in più questa settimana: quanto mi spetta?', {
      history: ['lavoro full time 40 ore, 4° livello studi professionali: quanto prendo?'],
    }).text;
    expect(openingLines(text)).not.toMatch(/supplementar/);
  });
});

describe("a live-in carer's overtime thresholds", () => {
  it('gives the live-in week and day, not the live-out ones', () => {
    const text = askAgent(
      'main-agent',
      'la nostra colf convivente resta spesso oltre il previsto: oltre quante ore a settimana scatta lo straordinario e con che maggiorazione?',
    ).text;
    expect(openingLines(text)).toContain('54 ore');
    expect(openingLines(text)).toContain('25%');
    expect(text).not.toMatch(/\b40 ore a settimana/);
  });
  it('reads "di giorno" as the daytime surcharge, not a day limit asked', () => {
    const text = askAgent(
      'main-agent',
      'badante convivente: dopo quante ore diventa straordinario e quanto si paga in più di giorno?',
    ).text;
    expect(openingLine(text)).toContain('54 ore a settimana');
  });
  it('keeps the live-out day for a worker who does not live in', () => {
    const text = askAgent(
      'main-agent',
      'colf non convivente: da quante ore al giorno scatta lo straordinario e di quanto è maggiorato?',
    ).text;
    expect(openingLines(text)).toContain('8 ore al giorno');
  });
});
