import { describe, expect, it } from 'vitest';
import { askAgent, openingLine, openingLines, withUpload } from '../testing/agents.js';

// One detail the question states changes the figure (issue 12, session 51): the stepped overtime rates of a
// single day, the day of hiring, the hour asked of a monthly gross, the new count of hours, the week's hours in
// words, the town the worker lives in now, a timesheet's pause.
describe('a calculation that follows every stated detail', () => {
  it("a single weekday's overtime beyond the first two hours is at the next rate, 'last week' notwithstanding", () => {
    const answer = askAgent(
      'calcolo',
      "La settimana scorsa, mercoledì, un nostro operaio (CCNL metalmeccanici industria, 15 euro l'ora) si è trattenuto 4 ore oltre il suo orario. Quanto gli va pagato lordo?",
    );
    // 2 × 15 × 1,25 + 2 × 15 × 1,30 = 37,50 + 39,00.
    expect(openingLine(answer.text)).toContain('76,50 €');
  });

  it('a hire "con decorrenza" a day of the year counts the 13th from that month', () => {
    const answer = askAgent(
      'calcolo',
      'Commessa al 4° livello del commercio, assunta a tempo pieno con decorrenza 1/4/26. Quanto le verrà di tredicesima a dicembre?',
    );
    expect(openingLine(answer.text)).toMatch(/9 mesi \(9\/12\)/);
  });

  it("a monthly gross stated and the gross hour asked: the gross over the agreement's divisor, not a net", () => {
    const answer = askAgent(
      'calcolo',
      "Addetta alle pulizie col multiservizi a tempo pieno: il mio lordo al mese è 1.450 euro. Quanto guadagno lordo all'ora?",
    );
    // 1.450 / 173 = 8,38.
    expect(openingLine(answer.text)).toContain('8,38 €');
    expect(openingLines(answer.text)).not.toMatch(/netto/i);
  });

  it('a new count of night hours asked after the first: the surcharge over all of them', () => {
    const answer = askAgent(
      'calcolo',
      'e se le ore notturne fossero 30, quanto sarebbe la maggiorazione in tutto?',
      {
        history: [
          'Lavoro in una RSA col contratto AIOP RSA, quota oraria 11 euro: per 10 ore notturne quanto mi danno in più?',
        ],
      },
    );
    // 30 × 11 × 15% = 49,50.
    expect(openingLines(answer.text)).toContain('49,50 €');
  });

  it("a household worker's weekly hours in words make the quarter's contributions", () => {
    const answer = askAgent(
      'calcolo',
      "Badante non convivente, quindici ore a settimana, a tempo indeterminato, 10 euro l'ora: quanto versiamo all'INPS per un trimestre nel 2026?",
    );
    // Effective hour 10 + 10/12 = 10,83 → 1,92 € an hour; 15 × 13 × 1,92 = 374,40.
    expect(openingLine(answer.text)).toContain('374,40 €');
  });

  it('the surcharges of the town the worker has moved back to, not the one he worked in before', () => {
    const answer = askAgent(
      'calcolo',
      'Cameriere con il contratto pubblici esercizi, RAL 24.000 euro: prima ho lavorato a Milano, ora sono tornato a vivere a Bari. Quanto prendo netto al mese nel 2026?',
    );
    // (Bari's 2026 municipal rate is a gap: the opening names the regional one and the municipal left out.)
    expect(openingLine(answer.text)).toMatch(/addizional[ei] (?:regionale )?di Puglia/);
    expect(openingLine(answer.text)).not.toMatch(/Lombardia|Milano/);
  });

  it("a timesheet's 'ore lavorate' label and its pause in words give each day's hours", () => {
    const sheet = [
      'Foglio presenze - operaio - orario settimanale 40 ore',
      'Lun 09/11  ingresso 08:00  uscita 18:00  pausa 1h  ore lavorate 9',
      'Mar 10/11  ingresso 08:00  uscita 18:00  pausa 1h  ore lavorate 9',
      'Mer 11/11  ingresso 08:00  uscita 18:00  pausa 1h',
      'Gio 12/11  ingresso 08:00  uscita 18:00  pausa 1h',
      'Ven 13/11  ingresso 08:00  uscita 17:00  pausa 1h  ore lavorate 8',
    ].join('\n');
    const answer = askAgent('calcolo', 'Dal foglio che vi mando, quante ore di straordinario risultano?', {
      ...withUpload('presenze.txt', sheet),
    });
    // 9 + 9 + 9 + 9 + 8 = 44 against 40.
    expect(openingLine(answer.text)).toContain('4 ore di straordinario');
  });
});
