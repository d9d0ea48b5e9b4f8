import { describe, expect, it } from 'vitest';
import { askAgent, openingLine } from '../testing/agents.js';

const document = (text: string, fileName = 'documento.txt') => ({
  documents: [{ fileId: 'd1', fileName, text }],
});

describe('a letter that ends the job, asked about its notice', () => {
  it('a resignation that gives less than the agreement’s notice says no, and by how much', () => {
    const answer = askAgent(
      'main-agent',
      'ho consegnato le dimissioni così, sono a posto col preavviso?',
      document(
        'Oggetto: dimissioni\nIl sottoscritto Piero Sanna, commesso al 4° livello del CCNL Commercio, assunto il 02/02/2015, rassegna le proprie dimissioni.\nData: 05/03/2026\nUltimo giorno di lavoro: 20/03/2026\n',
      ),
    );
    // Commercio, 4th level, over 10 years: 30 days for a resignation, from the 1st or the 16th (art. 247):
    // from 16/03/2026 to 14/04/2026; the letter stops on 20/03 (15 days after it), 25 days short.
    expect(openingLine(answer.text)).toMatch(/^\*\*No/);
    expect(openingLine(answer.text)).toContain('14 aprile 2026');
  });

  it('a dismissal whose notice runs from a day it states ends on the agreement’s term', () => {
    const answer = askAgent(
      'main-agent',
      'fino a che giorno devo lavorare?',
      document(
        'Oggetto: licenziamento per giustificato motivo oggettivo\nLe comunichiamo il licenziamento. Lei è in servizio dal 10/05/2023, CCNL Metalmeccanici industria, livello D1. Il periodo di preavviso decorre dal 02/11/2026.\n',
      ),
    );
    // D1, up to 5 years: 10 days from 02/11/2026 → 11/11/2026.
    expect(openingLine(answer.text)).toContain('11 novembre 2026');
  });
});

describe('a hiring letter’s probation end', () => {
  it('calendar days from the first day of work', () => {
    const answer = askAgent(
      'main-agent',
      'la prova quando scade?',
      document(
        'Lettera di assunzione\nLa assumiamo dal 03/02/2027 come cameriere di sala, 5° livello CCNL Turismo Federalberghi.\nPeriodo di prova: 15 giorni di calendario.\n',
      ),
    );
    expect(openingLine(answer.text)).toContain('17 febbraio 2027');
  });
});

describe('a payslip’s TFR lines', () => {
  const PAYSLIP = document(
    'CEDOLINO MARZO 2026\nCCNL Commercio 5° livello\nTotale competenze 1.890,00\nQuota TFR del mese 140,00\nTFR progressivo al 28/02/2026 5.000,00\n',
  );

  it('the month’s share checked against the gross divided by 13,5', () => {
    const answer = askAgent('calcolo', 'la quota tfr di questo mese è giusta?', PAYSLIP);
    // 1.890,00 / 13,5 = 140,00
    expect(openingLine(answer.text)).toMatch(/Sì/);
    expect(answer.text).toContain('140,00');
  });

  it('the fund so far: the stated fund plus the month after it', () => {
    const answer = askAgent('main-agent', 'quanto tfr ho accumulato finora?', PAYSLIP);
    // 5.000,00 + 140,00
    expect(openingLine(answer.text)).toContain('5.140,00');
  });
});

describe('sums of what was withheld', () => {
  it('the taxes of a CU are the IRPEF and its surcharges', () => {
    const answer = askAgent(
      'main-agent',
      'in totale quante tasse ho versato?',
      document(
        'CU 2026 periodo d’imposta 2025\nPunto 1 - Redditi di lavoro dipendente: 21.000,00\nPunto 21 - Ritenute IRPEF: 3.000,00\nPunto 22 - Addizionale regionale: 200,00\nPunto 26 - Addizionale comunale: 100,00\n',
      ),
    );
    expect(openingLine(answer.text)).toContain('3.300,00');
  });

  it('the short labels of the surcharges count among the withholdings', () => {
    const answer = askAgent(
      'main-agent',
      'quanto mi trattengono in tutto?',
      document(
        'Busta giugno 2026\nINPS 100,00\nIRPEF 200,00\nAdd. reg. 10,00\nAdd. com. 5,00\nNetto 1.185,00\n',
      ),
    );
    expect(openingLine(answer.text)).toContain('315,00');
  });
});

describe('two things asked of one document', () => {
  it('neither is dropped', () => {
    const answer = askAgent(
      'main-agent',
      'quanto ho preso di straordinario a luglio? e quanto mi hanno tolto di trattenute in tutto?',
      document(
        'Busta luglio 2026\nCCNL Commercio 4° livello\nStraordinario ore 5 75,00\nINPS 150,00\nIRPEF 210,00\nAdd. regionale 20,00\n',
      ),
    );
    expect(answer.text).toContain('75,00');
    expect(answer.text).toContain('380,00');
  });

  it('a letter’s pay doubted is checked against the minimum, not only stated', () => {
    const answer = askAgent(
      'main-agent',
      'lo stipendio che mi offrono è regolare?',
      document(
        'Proposta di assunzione\nCCNL Commercio, 4° livello, tempo pieno 40 ore settimanali.\nRetribuzione lorda mensile: 1.200,00 euro.\n',
      ),
    );
    expect(answer.text).toMatch(/in meno/);
  });
});

describe('a disciplinary charge', () => {
  const CHARGE = document(
    'Oggetto: contestazione disciplinare\nIn data 02/10/2026 Lei ha lasciato la cassa incustodita per 30 minuti. Ai sensi dell’art. 7 della legge 300/1970 può presentare le Sue giustificazioni.\n',
  );

  it('what is risked: the law’s sanctions, not the agreement’s notice', () => {
    const answer = askAgent('main-agent', 'mi licenziano per questa cosa? che sanzione prendo?', CHARGE);
    expect(openingLine(answer.text)).toMatch(/rimprovero/);
    expect(openingLine(answer.text)).toMatch(/10 giorni/);
  });

  it('the time to answer opens when it is asked', () => {
    const answer = askAgent('main-agent', 'ho tempo fino a quando per giustificarmi?', CHARGE);
    expect(openingLine(answer.text)).toMatch(/^Hai \*\*5 giorni\*\*/);
  });
});

describe('document lines and clauses, read as asked', () => {
  it('a payslip line with its hours column: the amount, and the hours beside it', () => {
    const answer = askAgent(
      'main-agent',
      'quanto mi hanno pagato di festivo e quanto di notturno?',
      document('Cedolino maggio 2026\nLavoro festivo ore 8 96,00\nLavoro notturno ore 12 54,60\n'),
    );
    expect(openingLine(answer.text)).toContain('96,00 €');
    expect(openingLine(answer.text)).toContain('54,60 €');
  });

  it('a second clause with its own subject and doubt is answered too', () => {
    const answer = askAgent(
      'main-agent',
      'quanto è il minimo per me e la prova di 5 mesi è legale?',
      document(
        'Lettera di assunzione\nCCNL Turismo Federalberghi, 4° livello, receptionist, 40 ore settimanali.\nPeriodo di prova: 5 mesi.\n',
      ),
    );
    // 4th level: 30 days at most; 5 months are at least 140 calendar days.
    expect(answer.text).toMatch(/non è conforme/);
  });
});

describe('the agreement a document names', () => {
  it('"CCNL lavoro domestico" wins over a cleaning word in the tasks, and the hourly pay is checked', () => {
    const answer = askAgent(
      'main-agent',
      'la paga oraria che ho messo per la signora delle pulizie va bene?',
      document(
        'Lettera di assunzione\nMansione: addetta alle pulizie della casa, livello A, non convivente, 10 ore settimanali.\nPaga oraria: euro 6,50 lordi.\nSi applica il CCNL lavoro domestico.\n',
      ),
    );
    expect(answer.text).toMatch(/Lavoro domestico/);
    expect(answer.text).not.toMatch(/Multiservizi/);
  });
});

describe('third probe: the agreement’s own terms in months, short doubts', () => {
  it('a resignation term of one month is weighed like one in days', () => {
    const answer = askAgent(
      'main-agent',
      'doveva darmi più giorni di preavviso?',
      document(
        'Oggetto: dimissioni\nLa sottoscritta Irene Costa, impiegata categoria D2 CCNL Chimico-farmaceutico, assunta il 01/03/2018, si dimette.\nData: 02/11/2026\nUltimo giorno di lavoro: 09/11/2026\n',
      ),
    );
    // D2, from 5 to 10 years: 1 month for a resignation; from 03/11/2026 to 02/12/2026.
    expect(openingLine(answer.text)).toMatch(/^\*\*No/);
    expect(openingLine(answer.text)).toContain('2 dicembre 2026');
  });

  it('a payslip’s pay doubted in other words is checked against the minimum', () => {
    const answer = askAgent(
      'main-agent',
      'lo stipendio di questa busta mi pare basso, è giusto?',
      document(
        'Busta ottobre 2026\nCCNL Commercio - 4° livello - tempo pieno\nPaga base 1.300,00\nNetto 1.080,00\n',
      ),
    );
    expect(openingLine(answer.text)).toMatch(/in meno/);
  });

  it('the taxes withheld on a payslip are its IRPEF and surcharges', () => {
    const answer = askAgent(
      'main-agent',
      'di tasse quanto mi tolgono?',
      document(
        'Busta maggio 2026\nINPS 150,00\nIRPEF 100,00\nAddizionale regionale 12,00\nAddizionale comunale 3,00\n',
      ),
    );
    expect(openingLine(answer.text)).toContain('115,00');
  });
});

describe('holidays refused', () => {
  it('whether the employer may refuse the dates opens the answer, the agreement’s days follow', () => {
    const answer = askAgent(
      'main-agent',
      'il capo mi ha negato le ferie di agosto, può farlo?',
      document(
        'Richiesta ferie dal 10/08/2026 al 21/08/2026\nCCNL Commercio 4° livello\nEsito: non autorizzata\n',
      ),
    );
    expect(openingLine(answer.text)).toMatch(
      /sì: \*\*il periodo delle ferie lo fissa il datore di lavoro\*\*/,
    );
  });
});

describe('a sickness certificate', () => {
  it('the INPS doctor’s hours asked beside it are the law’s, not a working week', () => {
    const answer = askAgent(
      'main-agent',
      'con questo certificato in che orari mi devo far trovare in casa per la visita fiscale?',
      document(
        'Certificato medico di malattia\nInizio: 02/12/2026\nFine prognosi: 06/12/2026\nReperibilità: domicilio\n',
      ),
    );
    expect(openingLine(answer.text)).toContain('dalle 10 alle 12 e dalle 17 alle 19');
  });

  it('a timesheet whose schedule says "40 settimanali" counts its overtime', () => {
    const answer = askAgent(
      'calcolo',
      'quanto mi spetta per le ore in più di questa settimana?',
      document(
        'Foglio ore\nCCNL Metalmeccanici industria - livello D2\nOrario 8 ore al giorno, 40 settimanali\nLun ore 10\nMar ore 8\nMer ore 8\nGio ore 8\nVen ore 8\nTotale ore 42\n',
      ),
    );
    expect(answer.text).toMatch(/2 ore/);
  });
});

describe('a sickness certificate, staying home', () => {
  it('"posso uscire?" beside a certificate is the sick check', () => {
    const answer = askAgent(
      'main-agent',
      'ho la febbre e ti allego il certificato: posso uscire a fare la spesa?',
      document('Attestato di malattia\nInizio: 01/12/2026\nFine prognosi: 04/12/2026\n'),
    );
    expect(answer.text).toContain('dalle 10 alle 12 e dalle 17 alle 19');
  });
});
