import { describe, expect, it } from 'vitest';
import { askAgent, openingLine } from '../testing/agents.js';

const upload = (text: string, fileName = 'cedolino.txt') => ({
  documents: [{ fileId: 'f', fileName, text }],
});

const payslip = (month: string, base: string) =>
  `CEDOLINO PAGA - ${month}\nAzienda: Alfa srl - CCNL Terziario Distribuzione Servizi Confcommercio\nDipendente: Rossi Anna - Livello: 3° - Tempo pieno\nVoci retributive:\n  Paga base              ${base}\n  Contingenza              527,90\n  Terzo elemento             2,07\n`;

describe('figures at a date and renewals asked by a consultant (session 33)', () => {
  it('gives the minimum at March 2025 when "differenze retributive" and the terzo elemento are named', () => {
    const text = askAgent(
      'main-agent',
      'Per un parere su differenze retributive mi serve il minimo tabellare del 4° livello del CCNL Terziario Confcommercio in vigore a marzo 2025, con il terzo elemento nazionale a parte.',
    ).text;
    expect(openingLine(text)).not.toMatch(/^Il terzo elemento è/);
    expect(openingLine(text)).toContain('1.748,75 €');
  });

  it('opens with the level’s second instalment of the Terziario una tantum, with its source', () => {
    const text = askAgent(
      'main-agent',
      'un commesso di 3° livello del commercio confcommercio: la seconda rata dell’una tantum di luglio 2025 quanto era?',
    ).text;
    expect(openingLine(text)).toContain('**202,34 €**');
    expect(text).toContain('ratio.it/ccnl-terziario-in-pagamento-la-seconda-tranche');
  });

  it('checks a payslip at its own month, not at the month it was left at, and sums the span asked', () => {
    const text = askAgent(
      'calcolo',
      'La paga base non è mai stata aggiornata dopo marzo 2025: di quanto è sotto e quanto fanno le differenze da novembre 2025 a giugno 2026?',
      upload(payslip('OTTOBRE 2026', '1.413,47')),
    ).text;
    expect(openingLine(text)).toContain('è inferiore di 40,47 €');
    expect(text).toContain('8 × 40,47 € = **323,76 €**');
  });

  it('sums the differences month by month when a tranche falls inside the span', () => {
    const text = askAgent(
      'calcolo',
      'La paga base è aggiornata? Quanto fanno le differenze da novembre 2025 a novembre 2026?',
      upload(payslip('NOVEMBRE 2026', '1.413,47')),
    ).text;
    expect(openingLine(text)).toContain('è inferiore di 80,94 €');
    expect(text).toContain('**566,58 €**');
  });

  it('states the probation now and before the renewal when both are asked (Alimentari industria)', () => {
    const text = askAgent(
      'main-agent',
      'CCNL Industria alimentare: durata massima del periodo di prova per un impiegato di 4° livello secondo il testo vigente, e quale era prima del rinnovo del 1° marzo 2024?',
    ).text;
    expect(openingLine(text)).toContain('**1 mese e mezzo');
    expect(openingLine(text)).toContain('1 mese prima del rinnovo');
  });

  it('answers the new minimum with its items and only the year asked in a follow-up', () => {
    const text = askAgent(
      'calcolo',
      'e da gennaio 2026 quanto e diventato? di quanto e salito rispetto all anno prima?',
      { history: ['minimo 3 livello alimentari industria nel 2025?'] },
    ).text;
    expect(openingLine(text)).toContain('**56,94 €**');
    expect(openingLine(text)).toContain('minimo (TEM) 1.566,16 €');
    expect(text).not.toContain('dal 1° gennaio 2025: da');
  });
});
