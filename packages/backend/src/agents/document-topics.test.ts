import { describe, expect, it } from 'vitest';
import { askAgent } from '../testing/agents.js';

const document = (text: string) => ({ documents: [{ fileId: 'd1', fileName: 'documento.txt', text }] });

describe('a term of an uploaded letter, clause or timesheet weighed against the agreement', () => {
  it('a probation in a hotel letter: the level’s own term, not a quote of the letter', () => {
    const answer = askAgent(
      'main-agent',
      'due mesi di prova per il mio livello sono legittimi?',
      document(
        'Lettera di assunzione\nCCNL Turismo Federalberghi - aziende alberghiere\nMansione: receptionist, livello 4°\nPeriodo di prova: 60 giorni di calendario\n',
      ),
    );
    // Turismo, 4th and 5th level: 30 days (Filcams sheet).
    expect(answer.text).toContain('30 giorni');
  });

  it("a part-timer's supplementary hours in a clause: the agreement's surcharge", () => {
    const answer = askAgent(
      'main-agent',
      'la maggiorazione del 15% sulle ore supplementari è quella prevista dal contratto nazionale?',
      document(
        'Estratto del contratto individuale\nCCNL Studi professionali (Confprofessioni), livello 4°\nOrario: part-time di 20 ore settimanali\nLavoro supplementare: maggiorazione del 15%\n',
      ),
    );
    // Studi professionali, art. 42: supplementary work +40%.
    expect(answer.text).toContain('40%');
  });

  it('the minimum a letter writes, asked whether it is up to date: today’s table', () => {
    const answer = askAgent(
      'calcolo',
      'la paga minima scritta qui è aggiornata?',
      document(
        'Proposta di assunzione dal 1° dicembre 2026\nCCNL Pubblici esercizi (FIPE), cameriere di sala, livello 5°\nMinimo tabellare lordo mensile: 1.543,86 euro\n',
      ),
    );
    // FIPE 5th level from 1 June 2026: 1.580,09.
    expect(answer.text).toContain('1.580,09');
  });

  it('a timesheet’s hours beyond the week, dated in its month, on a weekday', () => {
    const answer = askAgent(
      'calcolo',
      'quanto mi spetta per le ore oltre le 40 di quella settimana? nessuna era di domenica',
      document(
        'Foglio ore settimana 5-10 ottobre 2026\nCCNL Terziario Confcommercio, IV livello, tempo pieno 40 ore settimanali\nLun 8 Mar 8 Mer 8 Gio 8 Ven 8 Sab 4\nTOTALE 44 ore\n',
      ),
    );
    // October 2026: 1.783,75 / 168 = 10,6176; +15% up to the 48th hour; × 4 hours = 48,84.
    expect(answer.text).toContain('48,84');
  });

  it("a domestic payslip's contributions from the month's hours and the hourly pay it states", () => {
    const answer = askAgent(
      'calcolo',
      'quanta INPS devo trattenere alla colf questo mese?',
      document(
        'PROSPETTO PAGA COLF - SETTEMBRE 2026\nLavoro domestico, colf non convivente livello B, tempo indeterminato\n15 ore settimanali - paga oraria 10,00 euro\nOre retribuite nel mese: 65\n',
      ),
    );
    // 2026 band over 9,61 and up to 11,70: worker 0,48 an hour × 65 = 31,20.
    expect(answer.text).toContain('31,20');
  });
});

describe("a payslip's own sum checked", () => {
  const payslip = (net: string) =>
    document(
      `BUSTA PAGA AGOSTO 2026\nRetribuzione lorda 2.200,00\nContributi INPS 202,18\nIRPEF 300,00\nAddizionali 25,00\nNetto a pagare ${net}\n`,
    );
  it('a net that is the gross less the withholdings', () => {
    const answer = askAgent(
      'calcolo',
      'mi verificate che il netto torni con le trattenute?',
      payslip('1.672,82'),
    );
    expect(answer.text).toContain('1.672,82');
    expect(answer.text).toMatch(/netto \*\*torna\*\*/);
  });
  it('a net that is not', () => {
    const answer = askAgent(
      'calcolo',
      'mi verificate che il netto torni con le trattenute?',
      payslip('1.650,00'),
    );
    expect(answer.text).toMatch(/non torna/);
    expect(answer.text).toContain('1.672,82');
  });
});

describe("the holidays left on a payslip's summary", () => {
  it('carried over plus accrued less taken', () => {
    const answer = askAgent(
      'main-agent',
      'dal riepilogo della busta, quante ferie mi sono rimaste da fare?',
      document(
        'CEDOLINO MAGGIO 2026\nCCNL Commercio IV livello\nFERIE (giorni)\nResidue anno precedente 4\nMaturate anno corrente 10,83\nGodute anno corrente 6\n',
      ),
    );
    // 4 + 10,83 − 6 = 8,83 days.
    expect(answer.text).toContain('8,83 giorni');
  });
});
