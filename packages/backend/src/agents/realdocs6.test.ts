import { describe, expect, it } from 'vitest';
import { askAgent, openingLine } from '../testing/agents.js';

const document = (text: string, fileName = 'documento.txt') => ({
  documents: [{ fileId: 'd1', fileName, text }],
});

// A hiring letter dated before its first day of work, in a month a new pay table starts.
const LETTER = document(
  'PROFUMERIA ARCOBALENO S.R.L.\nTorino, 27 ottobre 2026\nGentile Sig. Davide Sala,\nLe confermiamo l’assunzione a decorrere dal 3 novembre 2026, a tempo indeterminato e a tempo parziale di 20 ore settimanali.\nCCNL applicato: Terziario, Distribuzione e Servizi (Confcommercio).\nInquadramento: 4° livello, addetto alle vendite.\nPeriodo di prova: 75 giorni di effettivo lavoro.\nRetribuzione mensile lorda: euro 880,00 per 14 mensilità.\n',
  'assunzione.txt',
);
const DISMISSAL = document(
  'Oggetto: licenziamento per giustificato motivo oggettivo\nIl rapporto, iniziato il 2 maggio 2019, cesserà al termine del preavviso.\nInquadramento: livello C2 del CCNL Metalmeccanici Industria.\nRetribuzione mensile lorda: euro 2.200,00 per 13 mensilità.\n',
  'licenziamento.txt',
);
const SHEET = document(
  'PROSPETTO PAGA LAVORO DOMESTICO - SETTEMBRE 2026\nLavoratrice: Ana Lopez - colf non convivente - livello B\nCCNL Lavoro domestico\nOrario: 15 ore settimanali\nPaga oraria: euro 8,20\nOre retribuite nel mese: 65\n',
  'colf.txt',
);

describe('realdocs6: a term the document sets, doubted against the agreement', () => {
  it('"75 giorni di prova, si può?" answers the agreement’s maximum, not a quote of the letter', () => {
    const answer = askAgent(
      'main-agent',
      'mi hanno scritto 75 giorni di prova, si può per il mio livello?',
      LETTER,
    );
    expect(answer.text).toContain('60 giorni');
    expect(openingLine(answer.text)).not.toMatch(/^Dal documento «assunzione\.txt», paragrafo/);
  });
});

describe('realdocs6: a letter dated before its first day is weighed at that day', () => {
  it('a part-timer’s pay checked on the table in force when the work starts (3 November 2026)', () => {
    const answer = askAgent(
      'calcolo',
      'lo stipendio della lettera rispetta il minimo del mio livello per le mie ore?',
      LETTER,
    );
    // 4th level from 1.11.2026: 1.818,75 × 20 / 40 = 909,38 (the 2025 table would give 891,88).
    expect(answer.text).toContain('909,38');
    expect(answer.text).not.toContain('891,88');
  });
});

describe('realdocs6: a TFR on the pay the letter states', () => {
  it('"con lo stipendio indicato nella lettera" uses 2.200 × 13, not the level’s minimum', () => {
    const answer = askAgent(
      'calcolo',
      'con lo stipendio indicato nella lettera quanto tfr matura in un anno?',
      DISMISSAL,
    );
    // 2.200 × 13 = 28.600; / 13,5 = 2.118,52; − 0,50% (143,00) = 1.975,52.
    expect(openingLine(answer.text)).toContain('1.975,52');
  });
});

describe('realdocs6: one month’s TFR on the month’s pay', () => {
  it('"quanto TFR si accantona in quel mese" on a month’s pay of 2.000 €', () => {
    const answer = askAgent(
      'calcolo',
      'Il mese scorso la mia retribuzione utile TFR è stata di 2.000 euro lordi: quanto TFR ho accantonato in quel mese?',
    );
    // 2.000 / 13,5 = 148,15; − 0,50% (10,00) = 138,15.
    expect(openingLine(answer.text)).toContain('138,15');
  });
});

describe('realdocs6: "secondo il contratto" beside a pay sheet is the agreement', () => {
  it('a domestic sheet’s notice asked "secondo il contratto" is the agreement’s rule', () => {
    const answer = askAgent(
      'main-agent',
      'la colf del prospetto lavora da noi da 3 anni: se la licenzio quanti giorni di preavviso le spettano secondo il contratto?',
      SHEET,
    );
    expect(answer.text).toContain('15 giorni');
  });
});

describe('realdocs6: a count a letter lists as bullets, one part per line', () => {
  it('"quanti minuti in tutto?" sums the minutes of each listed day', () => {
    const letter = document(
      'Oggetto: contestazione disciplinare\nLe contestiamo i seguenti ritardi:\n- 3 novembre 2026: ingresso alle 9:07 (7 minuti);\n- 5 novembre 2026: ingresso alle 9:15 (15 minuti);\n- 11 novembre 2026: ingresso alle 9:20 (20 minuti).\nHa cinque giorni per le giustificazioni.\n',
      'ritardi.txt',
    );
    const answer = askAgent('main-agent', 'di quanti minuti di ritardo mi accusano in totale?', letter);
    expect(openingLine(answer.text)).toContain('42 minuti');
  });
});

describe('realdocs6: a 13th month from the first day of work, on the payslip’s own pay', () => {
  it('the payslip’s fixed pay, not the minimum in force in December', () => {
    const payslip = document(
      'CEDOLINO AGOSTO 2026\nCCNL Terziario Confcommercio - livello 4\nData assunzione: 01/05/2026\nPAGA BASE 1.257,46\nCONTINGENZA 524,22\nTERZO ELEMENTO 2,07\nSUPERMINIMO 50,00\nTOTALE COMPETENZE 1.833,75\n',
      'cedolino.txt',
    );
    const answer = askAgent(
      'calcolo',
      'con la paga di questo cedolino quanta tredicesima ho maturato da maggio ad agosto compreso?',
      payslip,
    );
    // 1.833,75 × 4 / 12 = 611,25.
    expect(openingLine(answer.text)).toContain('611,25');
  });
});
