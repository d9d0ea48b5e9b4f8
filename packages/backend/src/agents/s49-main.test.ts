import { describe, expect, it } from 'vitest';
import { askAgent, openingLines, withUpload } from '../testing/agents.js';
import { withoutOtherJobs } from './level-score-words.js';

// Session 49: an age is not the years of service; a surcharge set aside stays out of a net asked again.

describe("an employer's age at death is not the worker's service", () => {
  it('reads the years from the hiring date, not from "mancato a 91 anni"', () => {
    const text = askAgent(
      'main-agent',
      'La signora è morta ieri a 88 anni. La badante convivente stava con lei dal 1° marzo 2023, 54 ore a settimana: quanto preavviso le spetta adesso?',
      { today: '2026-11-28' },
    ).text;
    expect(openingLines(text)).toContain('15 giorni');
    expect(openingLines(text)).not.toContain('88 anni');
  });
});

describe('a net asked again with one surcharge added and the other still set aside', () => {
  it('adds the regional surcharge and keeps the city one out', () => {
    const text = askAgent(
      'calcolo',
      "Adesso metti l'addizionale regionale dell'Emilia-Romagna, la comunale di Parma la lasciamo ancora fuori: quanto fa il netto annuo?",
      {
        history: [
          'Lavoro a Parma, RAL 28.500 euro, anno 2026, niente familiari a carico. Quanto mi resta netto? Le addizionali lasciale fuori.',
        ],
        today: '2026-11-28',
      },
    ).text;
    expect(openingLines(text)).toContain('409,50 €');
    expect(openingLines(text)).toContain('22.687,72 €');
    expect(openingLines(text)).not.toContain('Parma');
  });
});

describe("a routine told with 'quando' is the job, not a past one", () => {
  it('keeps "quando arriva la merce la sistemo in magazzino" and drops "di quando ero commis"', () => {
    const kept = withoutOtherJobs('servo i clienti e quando arriva la merce la sistemo in magazzino');
    expect(kept).toContain('magazzino');
    const dropped = withoutOtherJobs('in busta ho il livello di quando ero commis, ora gestisco la partita');
    expect(dropped).not.toContain('commis');
    expect(dropped).toContain('partita');
  });
});

describe("a part-time payslip's items short of the table: the part-timer's own minimum beside the shortfall", () => {
  it('gives the minimum at the share and the gap at the share', () => {
    const slip = [
      'BUSTA PAGA - DICEMBRE 2026',
      'CCNL applicato: Terziario Distribuzione e Servizi (Confcommercio)',
      'Dipendente: Rossi Marta - Livello: 4° - Part-time orizzontale 50% (20 ore settimanali su 40)',
      'VOCI RETRIBUTIVE                         IMPORTO',
      'Paga base (1.257,46 x 50%)                628,73',
      'Contingenza (524,22 x 50%)                262,11',
      'Terzo elemento (2,07 x 50%)                 1,04',
      'TOTALE LORDO                              891,88',
    ].join('\n');
    const text = askAgent(
      'calcolo',
      'Ho caricato la busta di dicembre: le voci sono giuste? Se no, quanto manca al mese?',
      { today: '2026-12-20', ...withUpload('busta-dicembre.txt', slip) },
    ).text;
    // 1.818,75 × 50% = 909,38 €; (1.292,46 − 1.257,46) × 50% = 17,50 €.
    expect(openingLines(text)).toContain('909,38 €');
    expect(openingLines(text)).toContain('17,50 €');
  });
});

describe("a payslip 'che sembra quello dell'anno scorso' is checked at its own month", () => {
  it("weighs an October payslip against October's table, not last December's", () => {
    const slip = [
      'AZIENDA: OFFICINE RIUNITE SRL - Bari',
      'CCNL applicato: Metalmeccanica PMI - Unionmeccanica Confapi',
      'Dipendente: Bianchi Luca - Qualifica: operaio - Categoria: 3a',
      'Periodo: SETTEMBRE 2026',
      'VOCI                        IMPORTO',
      'Minimo contrattuale         1.964,74',
      'TOTALE COMPETENZE           1.964,74',
    ].join('\n');
    const text = askAgent(
      'calcolo',
      "Ti carico la busta paga di settembre di mio figlio, Confapi 3ª categoria: il minimo mi sembra uguale all'anno scorso, è giusto?",
      { today: '2026-11-28', ...withUpload('busta-settembre.txt', slip) },
    ).text;
    // Table from 1 June 2026: 3ª categoria 2.009,48 €, 44,74 € more than the payslip.
    expect(openingLines(text)).toContain('2.009,48 €');
    expect(openingLines(text)).toContain('44,74 €');
  });
});

describe('overtime the worker "farà" in a month named without a year', () => {
  it("is paid on that month's table (a tranche from 1 December)", () => {
    const text = askAgent(
      'calcolo',
      'Studio di architettura, CCNL studi professionali: il mio impiegato di 3° livello a dicembre farà 6 ore di straordinario feriale. Quanto gli spetta lordo? Solo minimo.',
      { today: '2026-11-28' },
    ).text;
    // 1.726,37 € / 170 × 1,15 × 6 = 70,07 € (from 1 December 2026; 69,26 € on November's table).
    expect(openingLines(text)).toContain('70,07 €');
  });
});
