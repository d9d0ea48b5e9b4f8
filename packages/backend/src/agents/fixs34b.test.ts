import { describe, expect, it } from 'vitest';
import { askAgent, openingLine } from '../testing/agents.js';

// Session 34 (class B): verdicts and figures on letters and payslips at the start or end of a relationship.

const upload = (name: string, text: string) => ({
  documents: [{ fileId: 'f', fileName: name, text }],
});

const RESIGNATION = upload(
  'dimissioni.txt',
  "Oggetto: dimissioni\n\nIl sottoscritto Paolo Rossi, commesso inquadrato al 4° livello del CCNL Terziario, Distribuzione e Servizi (Confcommercio), assunto a tempo indeterminato il 01/09/2015, rassegna le proprie dimissioni volontarie.\nL'ultimo giorno di lavoro sarà il 20/11/2026.\n\nPaolo Rossi\nTorino, 02/11/2026",
);

describe('a resignation or dismissal letter asked about its notice', () => {
  it('answers "ha ragione lui?" after the employer objects to the notice with Sì and the agreement’s days', () => {
    const line = openingLine(
      askAgent(
        'main-agent',
        'Il titolare dice che con questa lettera il preavviso non basta e mi toglie i giorni dalla liquidazione. Ha ragione lui?',
        RESIGNATION,
      ).text,
    );
    expect(line).toMatch(/^\*\*Sì[:,]/);
    expect(line).toContain('30 giorni');
  });

  it('answers a plain "è corretto?" on the same letter with No', () => {
    const line = openingLine(
      askAgent('main-agent', 'Il preavviso della mia lettera è corretto?', RESIGNATION).text,
    );
    expect(line).toMatch(/^\*\*No\b/);
    expect(line).toContain('30 giorni');
  });

  it('reads a dismissal letter dated in figures with its hire written "assunta a tempo indeterminato il"', () => {
    const line = openingLine(
      askAgent(
        'main-agent',
        'La lettera rispetta il preavviso previsto dal contratto per livello e anzianità?',
        upload(
          'recesso.txt',
          'Oggetto: licenziamento per giustificato motivo oggettivo\n\nLe comunichiamo il recesso dal rapporto di lavoro.\nLei è inquadrata al 3° livello del CCNL Turismo (Federalberghi), assunta a tempo indeterminato il 15/04/2023.\nIl rapporto cesserà al termine del preavviso; ultimo giorno di lavoro 10/12/2026.\n\nCervia, 24/11/2026\nLa Direzione',
        ),
      ).text,
    );
    expect(line).toMatch(/^\*\*No\b/);
    expect(line).toContain('1 mese');
  });
});

describe("a final payslip's 13th-month twelfths", () => {
  const payslip = (left: string, twelfths: string, amount: string) =>
    upload(
      'cedolino.txt',
      `CEDOLINO PAGA (CESSAZIONE)\nDipendente: Marta Galli - Livello C2 - CCNL Metalmeccanica Industria\nData assunzione: 01/02/2021 - Data cessazione: ${left}\nRetribuzione mensile lorda: 2.400,00\n\nRatei tredicesima (${twelfths}) ........ ${amount}\n`,
    );

  it('counts the leaving month when more than 15 days of it were worked', () => {
    const line = openingLine(
      askAgent(
        'calcolo',
        'Mi hanno messo i ratei di tredicesima a 10/12 con uscita al 20 novembre: è corretto?',
        payslip('20/11/2026', '10/12', '2.000,00'),
      ).text,
    );
    expect(line).toMatch(/^\*\*No\b/);
    expect(line).toContain('11/12');
    expect(line).toContain('**2.200,00 €**');
  });

  it('leaves out a leaving month of 10 days, and confirms twelfths that match', () => {
    const line = openingLine(
      askAgent(
        'calcolo',
        'i ratei di tredicesima a 8/12 sono giusti?',
        payslip('10/09/2026', '8/12', '1.600,00'),
      ).text,
    );
    expect(line).toMatch(/^\*\*Sì[:,]/);
    expect(line).toContain('**1.600,00 €**');
  });
});

describe('a claim about the minimum asked beside a payslip', () => {
  const PAYSLIP = upload(
    'cedolino.txt',
    'Cedolino ottobre 2026\nCCNL Metalmeccanica industria (Federmeccanica) - Livello C3 - Tempo pieno\nMinimo tabellare        2.158,26\n',
  );

  it('confirms "2.211 e qualcosa" against the table in force and weighs the payslip’s figure', () => {
    const text = askAgent(
      'main-agent',
      "il dipendente dice che da giugno il minimo tabellare e' 2.211 e qualcosa, e vero? in busta risulta 2158",
      PAYSLIP,
    ).text;
    expect(openingLine(text)).toMatch(/^\*\*Sì\*\*/);
    expect(openingLine(text)).toContain('**2.211,43 €**');
    expect(openingLine(text)).toContain('53,17 € in meno');
  });

  it('denies a claim of the former table', () => {
    const line = openingLine(
      askAgent('main-agent', 'un collega sostiene che il minimo del C3 adesso è 2.158,26: è vero?', PAYSLIP)
        .text,
    );
    expect(line).toMatch(/^\*\*No\*\*/);
    expect(line).toContain('**2.211,43 €**');
  });
});

describe('a raise asked of a hiring letter’s pay', () => {
  it('gives the next table’s minimum when the month is named before the raise', () => {
    const line = openingLine(
      askAgent(
        'main-agent',
        "Una collega mi ha detto che a dicembre scatta l'aumento del contratto: a quanto arriva lo stipendio della lettera?",
        upload(
          'lettera.txt',
          'Lettera di assunzione\nDecorrenza: 2 novembre 2026, tempo indeterminato.\nCCNL: Studi professionali (Confprofessioni).\nQualifica: segretaria, livello 3°.\nRetribuzione: minimo tabellare mensile 1.706,37 euro lordi per 14 mensilità.\n',
        ),
      ).text,
    );
    expect(line).toContain('**1.726,37 €**');
  });
});
