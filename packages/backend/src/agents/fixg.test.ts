import { describe, expect, it } from 'vitest';
import { askAgent, openingLine } from '../testing/agents.js';

// Session 14 (fixg): calculations — a timesheet's extra hours counted once whichever intent values them, a
// timesheet's own overtime column, seniority increments from a hire date, a follow-up's year and assumptions.
const withSheet = (agent: string, message: string, fileName: string, text: string) =>
  askAgent(agent, message, { documents: [{ fileId: 'd1', fileName, text }] }).text;

describe('a timesheet whose rows give a bare count after the date', () => {
  const sheet =
    'RIEPILOGO ORE - OTTOBRE 2026\nAddetto magazzino, 5° livello CCNL Commercio\nOrario contrattuale: 40 ore settimanali\n\nSettimana 5-9 ottobre\nLun 5/10  8,00\nMar 6/10  8,00\nMer 7/10  11,00\nGio 8/10  8,00\nVen 9/10  8,00\nTotale: 43,00\n\nSettimana 12-16 ottobre\nLun 12/10 9,50\nMar 13/10 8,00\nMer 14/10 8,00\nGio 15/10 8,00\nVen 16/10 8,50\nTotale: 42,00\n';
  it('counts every week of the sheet when the hours are valued (3 + 2 = 5)', () => {
    const text = withSheet(
      'calcolo',
      'Ecco il riepilogo ore del mio magazzino: le ore fatte sopra le 40 settimanali quanto valgono in euro col minimo del mio livello?',
      'riepilogo.txt',
      sheet,
    );
    expect(openingLine(text)).toContain('5 ore');
  });
  it('counts every week when the hours are only counted', () => {
    const text = withSheet(
      'main-agent',
      'dal riepilogo che ti ho mandato quante ore in più ho fatto oltre le 40?',
      'riepilogo.txt',
      sheet,
    );
    expect(openingLine(text)).toContain('**5 ore di straordinario**');
  });
});

describe('a timesheet with its own overtime column', () => {
  const sheet =
    'OFFICINA ROSSETTI SRL - presenze settimanali\nOperaio: BERTI MARCO  CCNL Metalmeccanici industria  Settimana 16-21 novembre 2026\nOrario: 8 ore lun-ven (40 settimanali)\n\nGiorno     Entrata Uscita Pausa Ore lavorate Ore ordinarie Ore straordinarie\nLun 16/11  08:00   18:00  1:00   9,0          8,0           1,0\nMar 17/11  08:00   17:00  1:00   8,0          8,0           0,0\nMer 18/11  08:00   19:30  1:00  10,5          8,0           2,5\nGio 19/11  08:00   17:00  1:00   8,0          8,0           0,0\nVen 20/11  08:00   17:00  1:00   8,0          8,0           0,0\n';
  it.each([
    'Mi sommi le ore di straordinario della settimana dal foglio?',
    'Totale straordinari della settimana secondo il foglio presenze?',
    'quante ore di straordinario ha fatto Berti questa settimana?',
  ])('%s', (message) => {
    const text = withSheet('main-agent', message, 'presenze-berti.txt', sheet);
    expect(openingLine(text)).toContain('3,5 ore');
  });
});
