import { describe, expect, it } from 'vitest';
import { askAgent, openingLine } from '../testing/agents.js';

const document = (text: string, fileName: string) => ({
  documents: [{ fileId: `fixs39h-${fileName}`, fileName, stored: () => ({ text }) }],
});

// Terziario 4° level on the November 2025 table (paga base 1.257,46) in a November 2026 payslip.
const STALE_TERZIARIO = document(
  'CEDOLINO DICEMBRE 2026\nDitta Bianchi srl - CCNL Terziario Distribuzione e Servizi (Confcommercio)\nAddetta vendite - Livello 4 - tempo pieno\nPaga base ........ 1.257,46\nContingenza ...... 524,22\n3° elemento ...... 2,07\nTotale ........... 1.783,75',
  'busta-dicembre.txt',
);
// Alimentari 3° level on the 2025 table (minimo 1.509,22), contingenza right.
const STALE_FOOD = document(
  'CCNL Industria alimentare - Cedolino settembre 2026\nOperaio 3° livello\nPaga base (minimo) ..... 1.509,22\nContingenza ............ 522,32\nScatti anzianita ....... 42,00',
  'cedolino-settembre.txt',
);
// Turismo 4° level, a quantity column between the label and the amount.
const HOTEL = document(
  'CEDOLINO AGOSTO 2026\nAlbergo 3 stelle - CCNL Turismo Federalberghi - Livello: 4°\nVOCI                    ORE/GG   IMPORTO\nPaga base conglobata    26 gg    1.660,00\nTotale competenze                1.660,00',
  'agosto.txt',
);
// A food-industry letter whose job words ("confezionamento") suggest another agreement.
const FOOD_LETTER = document(
  "Lettera di assunzione\nAssunzione dal 1° dicembre 2026, operaio 6° livello del CCNL per i lavoratori dell'industria alimentare, addetto al confezionamento.\nPeriodo di prova: 30 giorni di calendario.",
  'lettera.txt',
);

describe('fixs39h: an uploaded payslip doubted as a whole opens with the verdict and the shortfall', () => {
  it('"manca qualcosa?" on a payslip left on the old table: the shortfall, not a net estimate', () => {
    const answer = askAgent(
      'calcolo',
      'mi sembra identica a quella del mese scorso: manca qualcosa?',
      STALE_TERZIARIO,
    );
    expect(openingLine(answer.text)).toMatch(/^\*\*No\*\*/);
    expect(openingLine(answer.text)).toContain('35,00 €');
    expect(answer.text).not.toContain('Il netto stimato');
  });
  it('"le voci minime sono giuste?" weighs every item of the minimum, not one', () => {
    const answer = askAgent(
      'calcolo',
      'i minimi in questa busta sono giusti per dicembre 2026?',
      STALE_TERZIARIO,
    );
    expect(openingLine(answer.text)).toContain('35,00 €');
  });
  it('minimo and contingenza asked together, the increments set aside: the short item, not "Sì" on the other', () => {
    const answer = askAgent(
      'calcolo',
      'lasciamo perdere gli scatti: minimo e contingenza sono corretti? quanto manca al mese?',
      STALE_FOOD,
    );
    expect(openingLine(answer.text)).toMatch(/^\*\*No\*\*/);
    expect(openingLine(answer.text)).toContain('56,94 €');
  });
  it('a payslip line with a days column is still read ("Paga base conglobata 26 gg 1.660,00")', () => {
    const answer = askAgent('calcolo', 'la paga base è in linea con il contratto? di quanto è sotto?', HOTEL);
    expect(openingLine(answer.text)).toContain('35,69 €');
  });
});

describe('fixs39h: a letter is read under the agreement it names', () => {
  it('a food-industry letter is not weighed under Tessile for its job words', () => {
    const answer = askAgent(
      'main-agent',
      'la prova che ho messo nella lettera del confezionatore va bene?',
      FOOD_LETTER,
    );
    expect(answer.text).toContain('Alimentari');
    expect(answer.text).toContain('18 giorni lavorativi');
    expect(answer.text).not.toContain('Tessile');
  });
});
