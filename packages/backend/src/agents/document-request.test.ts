import { describe, expect, it } from 'vitest';
import { askAgent, openingLine } from '../testing/agents.js';

const document = (text: string) => ({ documents: [{ fileId: 'd1', fileName: 'documento.txt', text }] });

const PAYSLIP = (inps: string) =>
  document(
    `BUSTA PAGA MARZO 2026\nCCNL Multiservizi - Livello 3\nRetribuzione tabellare 924,74\nContingenza 515,42\nImponibile previdenziale 1.440,16\nContributi INPS a carico lavoratore ${inps}\nNetto in busta 1.250,00\n`,
  );

describe('an item of an uploaded document asked against the agreement', () => {
  it('the INPS withheld: a wrong figure is shown against 9,19% of the taxable pay', () => {
    const answer = askAgent(
      'calcolo',
      'i contributi che mi hanno trattenuto nel cedolino sono giusti?',
      PAYSLIP('150,00'),
    );
    // 1.440,16 × 9,19% = 132,35
    expect(answer.text).toContain('132,35');
  });

  it('the INPS withheld: a right figure is confirmed', () => {
    const answer = askAgent('main-agent', 'la ritenuta inps della busta caricata torna?', PAYSLIP('132,35'));
    expect(answer.text).toMatch(/torna/);
    expect(answer.text).toContain('132,35');
  });

  it('the notice due from the hire date and level the letter states, not a quote of the letter', () => {
    const answer = askAgent(
      'main-agent',
      'mi hanno dato 10 giorni di preavviso nella lettera di licenziamento, quanti me ne spettano davvero?',
      document(
        'Oggetto: licenziamento per giustificato motivo oggettivo\nIl rapporto, in essere dal 10 gennaio 2012 con inquadramento al III livello del CCNL Terziario Confcommercio, cesserà dopo un preavviso di 10 giorni.\n',
      ),
    );
    // Commercio, 3rd level, over 10 years, dismissal: 60 days.
    expect(answer.text).toContain('60 giorni');
  });

  it('a monthly pay in a letter checked against the minimum of the level it states', () => {
    const answer = askAgent(
      'calcolo',
      'mi offrono 1.500 euro lordi al mese, sono sotto il minimo del mio livello?',
      document(
        'Proposta di assunzione\nCCNL Alimentari industria - livello 6°\nDecorrenza 1 dicembre 2026\n',
      ),
    );
    // Alimentari 6th level from 1.1.2026: 1.720,05.
    expect(openingLine(answer.text)).toContain('1.720,05');
  });

  it("a probation written in the letter weighed against the level it states: the agreement's term", () => {
    const answer = askAgent(
      'main-agent',
      'nel contratto che ho allegato la prova dura 90 giorni, è ammessa dal ccnl per il mio inquadramento?',
      document(
        'Contratto individuale di lavoro\nCCNL Terziario Confcommercio, inquadramento al 6° livello, addetta al riordino merci.\nPeriodo di prova: 90 giorni di lavoro effettivo.\n',
      ),
    );
    // Commercio, 6th and 7th level: 45 days of actual work (knowledge base, probation by level).
    expect(answer.text).toContain('45 giorni');
  });

  it('an INPS item asked to be explained is checked against 9,19% of the taxable pay', () => {
    const answer = askAgent(
      'main-agent',
      'sul cedolino allegato ci sono 132,35 di contributi INPS: da dove esce questa cifra?',
      PAYSLIP('132,35'),
    );
    expect(answer.text).toContain('9,19%');
    expect(answer.text).toContain('132,35');
  });

  it('a payslip pasted on one line, its abbreviated INPS label explained', () => {
    const answer = askAgent(
      'main-agent',
      "cos'è la voce IVS da 132,35 nella busta caricata e come l'hanno calcolata?",
      document(
        'CEDOLINO APRILE 2026 - CCNL Multiservizi - Livello 3 - Retribuzione tabellare 924,74 Contingenza 515,42 TOTALE LORDO 1.440,16 Contributo IVS c/dip. 132,35 NETTO IN BUSTA 1.250,00',
      ),
    );
    // 1.440,16 × 9,19% = 132,35
    expect(answer.text).toContain('9,19%');
    expect(answer.text).toContain('132,35');
  });

  it('"a che livello mi hanno assunto?" reads the letter', () => {
    const answer = askAgent(
      'main-agent',
      'a che livello mi hanno assunto?',
      document(
        'Lettera di assunzione\nCCNL Pubblici esercizi FIPE, livello 6S, commis di cucina.\nPeriodo di prova: 20 giorni.\n',
      ),
    );
    expect(answer.text).toMatch(/livello 6S/);
  });
});
