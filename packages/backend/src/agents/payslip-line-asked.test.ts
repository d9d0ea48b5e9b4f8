import { describe, expect, it } from 'vitest';
import { askAgent, openingLine } from '../testing/agents.js';

const document = (text: string, fileName = 'documento.txt') => ({
  documents: [{ fileId: 'd1', fileName, text }],
});

// A payslip whose contribution row writes its rate, its base and then its amount after dot leaders.
const PAYSLIP = document(
  [
    'BUSTA PAGA - SETTEMBRE 2026',
    'Ditta: Ferramenta Conti snc - CCNL Terziario Confcommercio',
    'Lavoratore: Moretti Paolo - 3 livello - 40 ore',
    '',
    'COMPETENZE',
    'Paga base ........................ 1.386,23',
    'Contingenza ...................... 530,04',
    'Totale competenze ................ 1.916,27',
    '',
    'TRATTENUTE',
    'Contributo INPS c/lavoratore 9,19% su imponibile 1.916,27 ...... 176,11',
    'Ritenuta IRPEF ................... 190,40',
    'Totale trattenute ................ 366,51',
    '',
    'NETTO ............................ 1.549,76',
  ].join('\n'),
  'busta-settembre.txt',
);

// A weekly sheet whose last row carries a note in brackets after its hours.
const SHEET = document(
  [
    'FOGLIO PRESENZE - Panificio Dolce Forno (CCNL Terziario Confcommercio)',
    'Dipendente: Galli Marta - 4 livello - tempo pieno 40 ore da lunedi a venerdi',
    'Settimana dal 9 al 14 novembre 2026',
    'Lun 09/11  ore 8,00',
    'Mar 10/11  ore 8,00',
    'Mer 11/11  ore 8,00',
    'Gio 12/11  ore 8,00',
    'Ven 13/11  ore 8,00',
    'Sab 14/11  ore 3,00  (apertura per fiera, su richiesta del titolare)',
    'Totale ore 43,00',
  ].join('\n'),
  'presenze-novembre.txt',
);

// A building worker's payslip whose set-aside row writes its percentage, its base and its amount.
const BUILDER = document(
  [
    'CEDOLINO - SETTEMBRE 2026',
    'Impresa: Costruzioni Valli srl - CCNL Edilizia Industria',
    'Operaio: Ferri Marco - operaio comune 1° livello',
    'Retribuzione ore ordinarie 160,00 10,00 1.600,00',
    'Accant. ferie e gratifica (14,20%) su 1.600,00 = 227,20',
    'Totale competenze 1.600,00',
  ].join('\n'),
  'cedolino-edile.txt',
);

describe('a payslip row read for the one figure asked', () => {
  it('the worker’s contributions are the row’s amount, not the taxable base it names', () => {
    const answer = askAgent(
      'main-agent',
      'quanto mi hanno tolto di contributi previdenziali questo mese?',
      PAYSLIP,
    );
    const opening = openingLine(answer.text);
    expect(opening).toContain('**176,11 €**');
    expect(opening).not.toContain('**1.916,27 €**');
    // The withholding named is the contributions’ own line, not the total of withholdings.
    expect(opening).not.toContain('366,51');
  });

  it('the base of the same row, when that is what is asked', () => {
    const answer = askAgent('main-agent', "qual è l'imponibile su cui calcolano i contributi INPS?", PAYSLIP);
    expect(openingLine(answer.text)).toContain('1.916,27');
  });

  it('the total of withholdings when the total is asked', () => {
    const answer = askAgent('main-agent', 'a quanto ammontano in tutto le trattenute?', PAYSLIP);
    expect(openingLine(answer.text)).toContain('366,51');
  });
});

describe('a timesheet row with a note after its hours', () => {
  it('the Saturday with a bracketed note still counts: 3 hours of overtime at 15%', () => {
    const answer = askAgent(
      'calcolo',
      'nel foglio presenze che ti ho mandato, quante ore le pago come straordinario e con che maggiorazione?',
      SHEET,
    );
    const opening = openingLine(answer.text);
    expect(opening).toContain('3 ore di straordinario');
    expect(opening).toContain('15%');
    expect(answer.text).toMatch(/Sab 14\/11[^|]*\| 3\b/);
  });
});

describe('a timesheet row with a note after a dash', () => {
  it('"Sab … ore 3,00 - inventario" counts its 3 hours', () => {
    const text = SHEET.documents[0]?.text.replace(/\(apertura[^)]*\)/, '- inventario di fine mese') ?? '';
    const answer = askAgent(
      'calcolo',
      'dal cartellino allegato quante ore di straordinario risultano e con quale maggiorazione vanno pagate?',
      document(text, 'presenze.txt'),
    );
    expect(openingLine(answer.text)).toContain('3 ore di straordinario');
  });
});

describe('a Cassa Edile set-aside row explained', () => {
  it('reads its percentage and base, says what it is and that the money comes back', () => {
    const answer = askAgent(
      'main-agent',
      "sul cedolino c'è la riga dell'accantonamento ferie e gratifica, a cosa serve? quei soldi chi me li ridà?",
      BUILDER,
    );
    const opening = openingLine(answer.text);
    expect(opening).toContain('**14,20%**');
    expect(opening).toContain('**1.600,00 €**');
    expect(answer.text).toContain('Cassa Edile');
    expect(answer.text).toMatch(/Non sono soldi persi/);
    expect(answer.text).toMatch(/dicembre/);
  });

  it('a question on another line of the same payslip is not read as the set-aside', () => {
    const answer = askAgent('main-agent', 'quante ore ordinarie mi hanno pagato?', BUILDER);
    expect(answer.text).not.toMatch(/Non sono soldi persi/);
  });
});
