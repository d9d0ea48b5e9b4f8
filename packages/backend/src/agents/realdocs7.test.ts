import { describe, expect, it } from 'vitest';
import { askAgent, openingLine } from '../testing/agents.js';

// Documents as the eval stores them: the text is read from storage, not kept beside the file.
let uploads = 0;
const document = (text: string, fileName = 'documento.txt') => ({
  documents: [{ fileId: `rd7-${++uploads}-${fileName}`, fileName, stored: () => ({ text }) }],
  today: '2026-11-25',
});

const PAYSLIP = document(
  'NEGOZIO ALFA S.R.L. - BUSTA PAGA\nLavoratore: Piero Gatti\nCCNL: Terziario Distribuzione e Servizi (Confcommercio)\nLivello: 4 - magazziniere\nData assunzione: 01/03/2021\nMese: OTTOBRE 2026\nPAGA BASE 1.257,46\nCONTINGENZA 524,22\nTERZO ELEMENTO 2,07\nSTRAORDINARIO ORE 4,00 48,60\nTOTALE COMPETENZE 1.832,35\nNETTO 1.480,00\nFERIE GG: MATURATE 21,67 - GODUTE 14,00 - RESIDUE 7,67\nPERMESSI ORE: MATURATI 60,00 - GODUTI 20,00 - RESIDUI 40,00',
  'busta.txt',
);
const CHARGE = document(
  "DITTA BETA S.R.L.\nTorino, 10 novembre 2026\nAl Sig. Ugo Sala, operaio 3° livello, CCNL Multiservizi\nOggetto: contestazione disciplinare ai sensi dell'art. 7 della Legge 300/1970\nLe contestiamo:\n- lunedì 2 novembre 2026, assenza per l'intera giornata;\n- mercoledì 4 novembre 2026, ritardo di due ore;\n- giovedì 5 novembre 2026, assenza per l'intera giornata;\n- venerdì 6 novembre 2026, assenza per l'intera giornata.\nPotrà giustificarsi entro cinque giorni.\nLa Direzione",
  'contestazione.txt',
);
const LETTER = document(
  'GAMMA S.R.L.\nMilano, 2 novembre 2026\nOggetto: assunzione\nLa assumiamo dal 9 novembre 2026 come impiegato, livello C3 del CCNL Metalmeccanici Industria, con uno stipendio lordo mensile pari a euro 2.300,00 per 13 mensilità.\nLa Direzione',
  'lettera.txt',
);
const CU = document(
  "CERTIFICAZIONE UNICA 2026 - periodo d'imposta 2025\nSostituto d'imposta: LOGISTICA SUD S.P.A.\nPunto 1 - Redditi di lavoro dipendente (tempo indeterminato): 20.000,00\nPunto 21 - Ritenute IRPEF: 2.100,00\nPunto 22 - Addizionale regionale all'IRPEF: 300,00\nPunto 27 - Addizionale comunale all'IRPEF saldo 2025: 100,00\nImponibile previdenziale INPS: 22.000,00\nContributi a carico del lavoratore trattenuti: 2.021,80",
  'cu.txt',
);

describe('realdocs7: a leave row written without brackets ("PERMESSI ORE:")', () => {
  it('the permits left are the permits row, not the holidays row', () => {
    const answer = askAgent('main-agent', 'di permessi quante ore mi restano da fare?', PAYSLIP);
    expect(openingLine(answer.text)).toContain('40,00 ore');
    expect(openingLine(answer.text)).not.toContain('7,67');
  });
});

describe('realdocs7: the whole days a letter lists, counted', () => {
  it('"quante giornate intere" counts only the items of a whole day', () => {
    const answer = askAgent('main-agent', 'quante giornate intere di assenza mi contestano?', CHARGE);
    expect(openingLine(answer.text)).toContain('3 giornate intere');
  });
  it('the notice asked beside a disciplinary charge is the agreement’s notice, not the procedure', () => {
    const answer = askAgent(
      'main-agent',
      'Ho paura che mi licenzino dopo questa lettera. Se succede, quanti giorni di preavviso mi spettano da operaio multiservizi?',
      CHARGE,
    );
    expect(openingLine(answer.text)).toContain('15 giorni');
    expect(openingLine(answer.text)).not.toMatch(/^Hai \*\*5 giorni/);
  });
});

describe('realdocs7: a pay the document writes in a sentence, or in items', () => {
  it('a TFR "con lo stipendio scritto qui" is on the letter’s 2.300 × 13', () => {
    const answer = askAgent('calcolo', 'con lo stipendio scritto qui quanto tfr matura in un anno?', LETTER);
    // 2.300 × 13 = 29.900; / 13,5 = 2.214,81; − 0,50% (149,50) = 2.065,31.
    expect(openingLine(answer.text)).toContain('2.065,31');
  });
  it('a RAL asked of the letter opens with the monthly pay × payments', () => {
    const answer = askAgent('calcolo', 'che ral mi viene con la retribuzione della lettera?', LETTER);
    expect(openingLine(answer.text)).toContain('29.900,00');
  });
  it('a TFR on the payslip’s fixed pay leaves the overtime the story sets aside', () => {
    const answer = askAgent(
      'calcolo',
      'partendo dalla paga fissa della busta, straordinari esclusi, quanto tfr matura in un anno?',
      PAYSLIP,
    );
    // 1.783,75 × 14 = 24.972,50; / 13,5 = 1.849,81 gross.
    expect(answer.text).toContain('1.849,81');
  });
  it('a base doubted against the minimum is weighed with the payslip’s other items of the minimum', () => {
    const answer = askAgent(
      'calcolo',
      'la paga base è solo 1.257 euro, il minimo del quarto livello non è più alto? mi pagano meno del dovuto?',
      PAYSLIP,
    );
    expect(openingLine(answer.text)).toContain('1.783,75');
    expect(openingLine(answer.text)).toMatch(/corrisponde/);
  });
});

describe('realdocs7: a tax certificate (CU) read on its boxes', () => {
  it('the year’s net is box 1 less the tax withheld, with no level asked for the withholding agent’s sector', () => {
    const answer = askAgent('calcolo', 'e quindi netto in tasca quanto mi è rimasto in tutto l’anno?', CU);
    expect(openingLine(answer.text)).toContain('17.500,00');
    expect(answer.text).not.toMatch(/livello di inquadramento/);
  });
  it('the INPS checked against the ordinary rate on the social-security base', () => {
    const answer = askAgent('calcolo', 'i contributi inps della cu sono giusti rispetto all’aliquota?', CU);
    expect(openingLine(answer.text)).toContain('2.021,80');
  });
});

describe('realdocs7: minimums compared at a part-timer’s hours', () => {
  it('each agreement’s minimum × hours / full time, the gap between them', () => {
    const answer = askAgent(
      'confronta',
      'a 20 ore settimanali, prende di più un 4° livello del commercio o un 4° livello degli studi professionali, e di quanto?',
    );
    // 1.818,75 × 20/40 = 909,38; 1.595,42 × 20/40 = 797,71.
    expect(openingLine(answer.text)).toContain('909,38');
    expect(openingLine(answer.text)).toContain('797,71');
  });
});

describe('realdocs7: the 13th paid in December on a payslip that pays the table', () => {
  it('an October payslip at the 4th level minimum: the 13th on the November 2026 table', () => {
    const answer = askAgent(
      'calcolo',
      'a dicembre quanto prendo di tredicesima? ho lavorato tutto l’anno',
      PAYSLIP,
    );
    expect(openingLine(answer.text)).toContain('1.818,75');
  });
});

describe('realdocs7: the law’s count of extensions beside an extension letter', () => {
  it('"quante proroghe si possono fare?" answers 4, not a quote of the letter', () => {
    const answer = askAgent(
      'main-agent',
      'quante proroghe si possono fare al massimo?',
      document(
        'Oggetto: proroga del contratto a tempo determinato\nIl contratto a tempo determinato dal 01/06/2026 al 30/11/2026 è prorogato fino al 31/03/2027.\nLa Direzione',
        'proroga.txt',
      ),
    );
    expect(openingLine(answer.text)).toContain('4 volte');
  });
});
