import { describe, expect, it } from 'vitest';
import { askAgent } from '../testing/agents.js';

// The classes the blind and realdocs questions on uploaded letters, offers, timesheets and CUs failed
// (eval/questions/89-real-docs.json, 99-held-out-31.json), pinned in other words and other layouts.
const document = (text: string, fileName = 'documento.txt') => ({
  documents: [{ fileId: 'd1', fileName, text }],
});

describe("a letter's pay weighed at the table in force on its first day of work", () => {
  const LETTER = document(
    [
      'Spett.le sig. Davide Conti',
      'Con la presente Le comunichiamo la Sua assunzione a decorrere dal 01/12/2026.',
      'CCNL applicato: Studi professionali - livello IV super, segretario contabile.',
      'Compenso lordo mensile: euro 1.620,00 su 14 mensilità. 40 ore settimanali.',
    ].join('\n'),
  );

  it('a follow-up doubting the stated pay uses the December table, not today’s', () => {
    const answer = askAgent('calcolo', 'quei 1.620 al mese sono a posto o mi stanno dando meno del minimo?', {
      ...LETTER,
      history: ['questa è la lettera che mi hanno dato, il periodo di prova scritto è regolare?'],
    });
    // Studi professionali IV super: 1.654,70 from 1.10.2025, 1.674,10 from 1.12.2026 (confprofessioni tables)
    expect(answer.text).toContain('1.674,10');
    expect(answer.text).not.toContain('1.654,70');
  });
});

describe("an offer's yearly gross (RAL) weighed against the level's monthly minimum", () => {
  it('a RAL over its stated payments, against the minimum at the start date', () => {
    const answer = askAgent(
      'calcolo',
      "l'offerta che ho caricato è in regola col minimo?",
      document(
        [
          'OFFERTA DI LAVORO',
          'Proponiamo l’assunzione con CCNL Metalmeccanici Industria, livello C2, decorrenza 1 gennaio 2027.',
          'Retribuzione annua lorda: euro 26.500,00 in 13 mensilità. Orario: 40 ore settimanali.',
        ].join('\n'),
      ),
    );
    // 26.500 / 13 = 2.038,46 a month, weighed against the C2 minimum of January 2027
    expect(answer.text).toContain('2.038,46');
    expect(answer.text).toMatch(/in meno|in più|coincide/);
  });

  it('a RAL told in the question, with its payments, against the level', () => {
    const answer = askAgent(
      'calcolo',
      'mi offrono una RAL di 26.000 euro su 14 mensilità al 4° livello del commercio, è sopra il minimo?',
    );
    // 26.000 / 14 = 1.857,14; Commercio IV from 1.11.2026: 1.818,75 (Filcams tables): 38,39 more
    expect(answer.text).toContain('1.857,14');
    expect(answer.text).toContain('1.818,75');
    expect(answer.text).toContain('38,39');
  });

  it('a hotel proposal with "RAL … su 14 mensilità" and a start in March', () => {
    const answer = askAgent(
      'main-agent',
      'Il lordo annuo proposto nella lettera rispetta i minimi del livello?',
      document(
        'Proposta - Hotel Miramare\nCCNL Turismo Confcommercio, 4° livello, receptionist\nRAL 23.000 € su 14 mensilità\nInizio: 01/03/2027\n',
      ),
    );
    // 23.000 / 14 = 1.642,86
    expect(answer.text).toContain('1.642,86');
    expect(answer.text).toContain('1° marzo 2027');
  });
});

describe('a what-if level after a pay weighed against the minimum', () => {
  it('the same stated pay, weighed at the level the follow-up names', () => {
    const answer = askAgent('calcolo', 'e al 4°?', {
      history: ['prendo 1.750 al mese, commercio 5° livello, è giusto?'],
    });
    // Commercio IV from 1.11.2026: 1.818,75 (Filcams tables); 1.750 is 68,75 less
    expect(answer.text).toContain('1.818,75');
    expect(answer.text).toContain('68,75');
  });

  it('after a waiter’s hiring letter, "e se fossi al 4°?" is the 4th level’s minimum', () => {
    const answer = askAgent('calcolo', 'e se fossi inquadrato al quarto livello?', {
      documents: [
        {
          fileId: 'd1',
          fileName: 'assunzione.txt',
          text: 'BAR CENTRALE SNC - Lettera di assunzione\nDal 01/12/2026 Lei è assunto come barista, 5° livello CCNL Pubblici Esercizi (FIPE), 40 ore settimanali.\nPaga lorda mensile: euro 1.520,00.\n',
        },
      ],
      history: ['ho caricato la lettera, 1520 lordi al mese: è sotto il minimo?'],
    });
    // FIPE 4th level from 1.6.2026: 1.692,69 (fipe.it tables)
    expect(answer.text).toContain('1.692,69');
    expect(answer.text).not.toMatch(/netto stimato/);
  });
});

describe("the document's agreement compared with another one named", () => {
  it("a hotel letter's agreement against the Commercio at the same level", () => {
    const answer = askAgent(
      'confronta',
      'A pari livello, il minimo è più alto nel contratto della lettera caricata o nel CCNL Commercio?',
      document(
        'Hotel Belvedere - lettera di assunzione\nCCNL Turismo (Federalberghi), 4° livello, addetto al ricevimento, 40 ore settimanali.\n',
      ),
    );
    // Federalberghi IV from 1.5.2026: 1.695,69; Commercio IV from 1.11.2026: 1.818,75
    expect(answer.text).toContain('1.695,69');
    expect(answer.text).toContain('1.818,75');
  });
});
