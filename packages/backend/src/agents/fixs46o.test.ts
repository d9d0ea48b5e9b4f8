import { describe, expect, it } from 'vitest';
import { askAgent, openingLine, withUpload } from '../testing/agents.js';

// Session 46 (fixs46o): an uploaded payslip's minimum found short, with the arrears asked over months and the
// shortfall asked of an item "troppo bassa". Figures from the knowledge base: Metalmeccanici industria C3
// 2.158,26 € (from 1.6.2025) and 2.211,43 € (from 1.6.2026); Multiservizi 2° livello retribuzione tabellare
// 854,21 € (from 1.5.2026) and 889,21 € (from 1.10.2026); Turismo alberghi 4° livello 1.695,69 € (from 1.5.2026).

const METAL = [
  'BUSTA PAGA - OTTOBRE 2026',
  'Ditta: Carpenterie Adriatiche S.p.A. - Pesaro (PU)',
  'CCNL: Metalmeccanica industria (Federmeccanica-Assistal)',
  'Lavoratore: VERDI LUCA - operaio - Livello: C3',
  'Tempo pieno 40 ore settimanali',
  '',
  'DESCRIZIONE                            GG        IMPORTO',
  'Minimo tabellare                       26       2.158,26',
  'TOTALE COMPETENZE                               2.158,26',
].join('\n');

const CLEANING = [
  'CEDOLINO PAGA - DICEMBRE 2026',
  'Azienda: Lindo Service Soc. Coop. - Lecce (LE)',
  'CCNL applicato: Imprese di pulizia e servizi integrati / Multiservizi',
  'Dipendente: M. P. - operaio - livello 2° - tempo pieno 40 ore settimanali',
  '',
  'COMPETENZE                          IMPORTO',
  'Retribuzione tabellare               854,21',
  'Indennità di contingenza             513,96',
  'E.D.R.                                10,33',
  'Totale competenze                  1.378,50',
].join('\n');

const HOTEL = [
  'CEDOLINO PAGA - OTTOBRE 2026',
  'Azienda: Grand Hotel Riviera S.r.l. - Rimini (albergo 4 stelle)',
  'CCNL applicato: Turismo - Aziende alberghiere (Federalberghi)',
  'Dipendente: G. Neri - Portiere - Livello 4 - Tempo pieno 40 ore',
  'Paga base conglobata .......... 1.600,00',
  'Scatti anzianita .............. 0,00',
  'Totale competenze ............. 1.600,00',
].join('\n');

describe('arrears of a payslip left on the old table, over the months asked', () => {
  it('multiplies the shortfall by a closed span of months', () => {
    const text = askAgent(
      'calcolo',
      'Allego la busta di ottobre. Il minimo indicato è quello giusto? Se non lo è, quanto mi spetta di arretrati da luglio a ottobre compreso, solo sul minimo?',
      withUpload('busta-ottobre.txt', METAL),
    ).text;
    expect(openingLine(text)).toContain('53,17 €');
    expect(openingLine(text)).toContain('212,68 €');
  });
  it('runs an open span ("a partire da ottobre") to the payslip month', () => {
    const text = askAgent(
      'calcolo',
      'La retribuzione tabellare di questo cedolino è aggiornata? In caso contrario dammi la differenza al mese e gli arretrati a partire da ottobre.',
      withUpload('cedolino-dicembre.txt', CLEANING),
    ).text;
    expect(openingLine(text)).toContain('35,00 €');
    expect(openingLine(text)).toContain('105,00 €');
  });
});

describe('an item of the payslip doubted as too low', () => {
  it('opens on the shortfall a month', () => {
    const text = askAgent(
      'calcolo',
      'Ho caricato il cedolino di ottobre: secondo me la paga base è troppo bassa per un 4° livello in albergo. Di quanto sono sotto ogni mese?',
      withUpload('cedolino-ottobre.txt', HOTEL),
    ).text;
    expect(openingLine(text)).toContain('95,69 €');
  });
});

describe("a year-end statement's gross IRPEF and additional deduction", () => {
  it('checks both at the brackets of the heading year', () => {
    const doc = [
      'PROSPETTO CONGUAGLIO FISCALE 2026',
      'Dipendente: NERI PAOLA - impiegata',
      'Imponibile fiscale annuo: 36.000,00',
      'IRPEF lorda: 9.140,00',
      'Ulteriore detrazione (L. 207/2024): 1.000,00',
    ].join('\n');
    const text = askAgent(
      'calcolo',
      "Puoi verificare l'IRPEF lorda e l'ulteriore detrazione di questo conguaglio secondo le regole 2026?",
      withUpload('conguaglio.txt', doc),
    ).text;
    expect(openingLine(text)).toContain('9.080,00 €');
    expect(openingLine(text)).toContain('500,00 €');
  });
});
