import { describe, expect, it } from 'vitest';
import { askAgent, openingLines, withUpload } from '../testing/agents.js';

// Session 58 (fixs58l): leave and permits worked out on the case told: the paid care leave of the 104, a building
// worker's marriage leave paid in hours, the blood donation day of a monthly pay, the days of rest for a polling
// station, a letter granting fewer marriage days than the agreement, a payslip's blood donation row.
describe('leave figures on the case told', () => {
  it('gives the two years of the extraordinary care leave, not an overtime rate', () => {
    const a = askAgent(
      'main-agent',
      'mia madre ha la 104 in situazione di gravità e vivo con lei, lavoro nel commercio: per quanto tempo posso stare a casa col congedo straordinario pagato?',
    );
    expect(openingLines(a.text)).toContain('2 anni');
    expect(a.text).not.toMatch(/maggiorazion/i);
  });

  it('pays the building worker’s marriage leave as the agreement’s hours times the hourly pay', () => {
    const a = askAgent(
      'calcolo',
      'la sua paga oraria tra minimo, territoriale e contingenza è 11,50 euro: quanto prende in tutto per il congedo matrimoniale?',
      {
        history: [
          'sono un muratore, CCNL edilizia industria, mi sposo a maggio: quanti giorni ho di congedo matrimoniale?',
        ],
      },
    );
    // 104 ore × 11,50 € = 1.196,00 €
    expect(openingLines(a.text)).toContain('1.196,00 €');
  });

  it('values the blood donation day of a fixed monthly pay at a 26th of it', () => {
    const a = askAgent(
      'calcolo',
      'domani vado a donare il sangue, prendo 2.080 euro lordi al mese fissi col ccnl commercio: quanto mi pagano quella giornata?',
    );
    // 2.080,00 / 26 = 80,00 €
    expect(openingLines(a.text)).toContain('80,00 €');
    expect(a.text).toContain('INPS');
  });

  it('counts a day of rest for each Sunday or free Saturday at the polling station', () => {
    const a = askAgent(
      'main-agent',
      'faccio la settimana corta e mi hanno chiamata come presidente di seggio: sabato, domenica e lunedì sono al seggio. Cosa mi spetta?',
    );
    expect(openingLines(a.text)).toContain('2 giorni di riposo compensativo');
    expect(openingLines(a.text)).toContain('lunedì');
  });

  it('says a letter granting fewer marriage days than the agreement is short of them', () => {
    const letter =
      'Spett.le dipendente,\nLe confermiamo il congedo matrimoniale di 10 giorni di calendario dal 3 al 12 settembre 2027.\nGli altri giorni potranno essere chiesti come ferie.\nLa Direzione';
    const a = askAgent(
      'main-agent',
      "lavoro in un supermercato col ccnl commercio, l'azienda mi ha scritto questa lettera: 10 giorni di congedo matrimoniale sono giusti?",
      withUpload('congedo.txt', letter),
    );
    expect(openingLines(a.text)).toContain('15 giorni di calendario');
    expect(openingLines(a.text)).toMatch(/^No/);
  });

  it("reads a payslip's blood donation row and who pays it", () => {
    const slip =
      'CEDOLINO MARZO 2027\nDitta: Rossi S.p.A. - CCNL Commercio\n\nVOCE                          GG    ORE     IMPORTO\nRetribuzione ordinaria              160,00\nRiposo donazione sangue        1      8,00\nTotale competenze                           2.100,00\nNetto a pagare                              1.650,00';
    const a = askAgent(
      'main-agent',
      'nel cedolino di marzo vedo la voce del riposo per donazione del sangue: quante ore mi hanno messo? e chi la paga davvero?',
      withUpload('cedolino-marzo.txt', slip),
    );
    expect(openingLines(a.text)).toContain('1 giornata');
    expect(a.text).toContain('INPS');
  });
});
