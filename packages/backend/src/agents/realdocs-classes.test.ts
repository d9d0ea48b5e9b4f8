import { describe, expect, it } from 'vitest';
import { askAgent } from '../testing/agents.js';

// The classes a blind set of questions on uploaded documents failed (eval/questions/89-real-docs.json), pinned in
// other words: the document's case (agreement, level, dates, pay items) carried into what the agreement says.
const document = (text: string) => ({ documents: [{ fileId: 'd1', fileName: 'documento.txt', text }] });

const SHEET = document(
  [
    'REGISTRO ORE - MACELLERIA DA PINO - addetto: SERRA LUCA - CCNL Terziario liv. 4 - 40 h su 6 giorni',
    'Settimana 12-17 ottobre 2026',
    'LUN 12/10  8,00  straord. 0,00',
    'MAR 13/10  8,00  straord. 0,00',
    'MER 14/10  8,00  straord. 0,00',
    'GIO 15/10  8,00  straord. 0,00',
    'VEN 16/10  8,00  straord. 0,00',
    'SAB 17/10  6,00  straord. 6,00',
    'TOTALE 46,00  straordinario 6,00',
  ].join('\n'),
);

describe('a document names the subject; the question asks the agreement about it', () => {
  it('annual permits asked beside an uploaded payslip: the agreement total, not a quote', () => {
    const answer = askAgent(
      'main-agent',
      'nel cedolino che ti ho allegato vedo i permessi: quante ore di ROL spettano in un negozio con 6 dipendenti?',
      document(
        'CEDOLINO 09/2026 - CCNL Terziario Confcommercio - Livello 5 - Data assunzione 01/02/2015\nPermessi maturati 8,67 ore\n',
      ),
    );
    expect(answer.text).toContain('56');
  });

  it('a holiday entitlement asked of the agreement named beside a domestic payslip', () => {
    const answer = askAgent(
      'main-agent',
      'Quanti giorni di ferie l’anno prevede il contratto per la badante della busta allegata?',
      document(
        'Prospetto paga lavoro domestico - livello CS - convivente - 54 ore settimanali\nFerie godute 3 gg\n',
      ),
    );
    expect(answer.text).toContain('26 giorni');
  });
});

describe("a document's level written as 'liv.'", () => {
  it('overtime hours of a timesheet valued at the level in its header', () => {
    const answer = askAgent(
      'calcolo',
      'quanto devono pagarmi le 6 ore di straordinario del sabato di questo registro?',
      SHEET,
    );
    // 1.818,75 / 168 = 10,8259; × 1,15 = 12,4498; × 6 = 74,70
    expect(answer.text).toMatch(/74,(?:69|70)/);
  });
});

describe("a letter's yearly gross written in title case", () => {
  it('the net of the RAL the letter states, not of the level minimum', () => {
    const answer = askAgent(
      'calcolo',
      'quanto mi resta netto al mese con questa offerta? stima senza addizionali',
      document(
        'OFFERTA DI ASSUNZIONE\nCCNL Metalmeccanica Industria - Livello C3\nRetribuzione Annua Lorda: € 30.000,00 su 13 mensilità\nDecorrenza 01/01/2027\n',
      ),
    );
    // payroll-rules.md §11: RAL 30.000 (2026) → 24.021,36 without surcharges; / 13 = 1.847,80
    expect(answer.text).toMatch(/1\.847,8\d/);
  });
});

describe('a leave balance in a row headed by its kind and unit', () => {
  it('the days left read off the columns, not the previous year’s balance', () => {
    const answer = askAgent(
      'main-agent',
      'secondo la busta quanti giorni di ferie ho ancora da fare?',
      document(
        'CEDOLINO OTTOBRE 2026 - CCNL Commercio liv. 5\nFERIE (gg): Res. A.P. 2,50 Maturate 21,67 Godute 10,00 Residuo 14,17\nPERMESSI (ore): Res. A.P. 0,00 Maturati 73,33 Goduti 16,00 Residuo 57,33\n',
      ),
    );
    expect(answer.text.split('\n')[0]).toContain('14,17');
  });
});

describe('a leave balance asked with "rimangono"', () => {
  it('the stated balance of the payslip', () => {
    const answer = askAgent(
      'main-agent',
      'quanti permessi mi rimangono in ore secondo il cedolino?',
      document(
        'CEDOLINO 10/2026\nPERMESSI (ore): Res. A.P. 8,00 Maturati 60,00 Goduti 12,00 Residuo 56,00\n',
      ),
    );
    expect(answer.text.split('\n')[0]).toContain('56');
  });
});

describe("a hiring letter's first day after today", () => {
  it('picks the pay table in force on that day for the check', () => {
    const answer = askAgent(
      'calcolo',
      'i 1.640 euro lordi al mese della lettera sono sotto il minimo?',
      document(
        'LETTERA DI ASSUNZIONE - Studio di architettura Verdi\nCCNL Studi Professionali (Confprofessioni) - IV livello\nData di inizio: 1° dicembre 2026\nRetribuzione lorda mensile: euro 1.640,00\n',
      ),
    );
    // IV livello Studi professionali dal 1.12.2026: 1.614,12 (1.595,42 before): 1.640,00 is above it.
    expect(answer.text).toContain('1.614,12');
    expect(answer.text).not.toContain('1.595,42');
  });
});

describe('a timesheet whose Sunday the question sets aside', () => {
  it('counts the weekday hours beyond the schedule only', () => {
    const answer = askAgent(
      'calcolo',
      'quante ore di straordinario risultano dal foglio, esclusa la domenica?',
      document(
        [
          'FOGLIO ORE - PROFUMERIA ELISA - dip. ROSSI ANNA - CCNL Commercio liv. 5 - orario 40 h (lun-sab)',
          'LUN 16/11 09:00 18:00 1:00 8,00',
          'MAR 17/11 09:00 18:00 1:00 8,00',
          'MER 17/11 09:00 18:00 1:00 8,00',
          'GIO 19/11 09:00 19:00 1:00 9,00',
          'VEN 20/11 09:00 18:00 1:00 8,00',
          'SAB 21/11 09:00 12:00 0:00 3,00',
          'DOM 22/11 10:00 14:00 0:00 4,00',
        ].join('\n'),
      ),
    );
    expect(answer.text.split('\n')[0]).toMatch(/\b4 ore\b/);
  });
});
