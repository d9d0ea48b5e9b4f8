import { describe, expect, it } from 'vitest';
import { askAgent, openingLine } from '../testing/agents.js';

let uploads = 0;
const document = (text: string, fileName = 'cedolino.txt') => ({
  documents: [{ fileId: `s37d-${++uploads}-${fileName}`, fileName, stored: () => ({ text }) }],
  today: '2026-11-26',
});

// Paga base of the 1.11.2025 table (1.136,07) on a November 2026 payslip: the 1.11.2026 tranche (+31,62) missing.
const COMMERCE = document(
  'CEDOLINO PAGA DICEMBRE 2026\nCCNL: Terziario Distribuzione e Servizi (Confcommercio)  Livello: 5°  Tempo pieno\nPaga base                   1.136,07\nContingenza                   521,94\nTerzo elemento nazionale        2,07\nTotale retribuzione         1.660,08\nNETTO IN BUSTA              1.385,12',
);
// Retribuzione tabellare of the May 2026 table (924,74) where October 2026's is 962,63.
const CLEANING = document(
  'BUSTA PAGA OTTOBRE 2026\nCCNL Multiservizi pulizia\nOperaio livello 3 - 40 ore\n Retribuzione tabellare   924,74\n Indennità di contingenza 515,42\n EDR                       10,33\nTotale voci fisse       1.450,49\n',
  'busta-pulizie.txt',
);

describe('fixs37d: an uploaded payslip’s fixed items weighed as a whole against the table in force', () => {
  it('names the item that is short and by how much a month, not a request for the payslip’s figures', () => {
    const answer = askAgent(
      'calcolo',
      'La parte retributiva di questa busta è in linea con le tabelle in vigore? Quanto manca al mese?',
      COMMERCE,
    );
    expect(answer.text).not.toContain('Senza le cifre del cedolino');
    expect(openingLine(answer.text)).toContain('31,62 €');
    expect(answer.text).toContain('1.167,69 €');
  });
  it('reads the payslip’s own labels (retribuzione tabellare, indennità di contingenza, EDR)', () => {
    const answer = askAgent(
      'calcolo',
      'Controllami le voci fisse di questo cedolino: sono corrette o è sotto?',
      CLEANING,
    );
    expect(openingLine(answer.text)).toContain('37,89 €');
    expect(answer.text).toContain('962,63 €');
  });
});

describe('fixs37d: pay figures read from the story', () => {
  it('a level given in the payslip and doubted against the job is a classification, not a payslip check', () => {
    const answer = askAgent(
      'inquadra',
      'Faccio il capo partita dei secondi in un ristorante e in busta mi hanno messo 5° livello del contratto FIPE: è giusto o dovrei stare più in alto?',
      { today: '2026-11-26' },
    );
    expect(answer.text).not.toContain('Senza le cifre del cedolino');
    expect(openingLine(answer.text)).toContain('4° livello');
  });
  it('"1.818,75 per 14 mensilità = 25.462,50 di RAL": the RAL is the product, not the month', () => {
    const answer = askAgent(
      'calcolo',
      'Commessa di 4° livello commercio: 1.818,75 per 14 mensilità = 25.462,50 di RAL, anno 2026, senza addizionali. Quanto netto all’anno?',
      { today: '2026-11-26' },
    );
    expect(openingLine(answer.text)).toContain('25.462,50');
    expect(answer.text).not.toContain('RAL di 1.818,75');
  });
  it('a part-timer’s week on Saturday and Sunday, the minimum asked: the prorated minimum, not holiday hours', () => {
    const answer = askAgent(
      'calcolo',
      'Mia figlia lavora in albergo, 6° livello turismo, part-time 16 ore a settimana il sabato e la domenica; le danno tipo 600 euro ma non sa se lordi o netti. Con 16 ore su 40 quanto dovrebbe essere il lordo minimo mensile?',
      { today: '2026-11-26' },
    );
    expect(openingLine(answer.text)).toContain('602,98 €');
    expect(answer.text).not.toContain('lavoro festivo');
  });
});
