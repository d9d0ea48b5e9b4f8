import { describe, expect, it } from 'vitest';
import { askAgent, openingLine, withUpload } from '../testing/agents.js';

// Session 47 (fixs47m): Turismo Federalberghi's two tables. Figures from the knowledge base (Confcommercio Milano,
// tables from 1.5.2026): alberghi 3° 1.797,04, 4° 1.695,69, 5° 1.590,27; alberghi minori 3° 1.789,29,
// 4° 1.688,98, 5° 1.584,07; the reduction spares the 5th level's cook, waiter and barman. Payroll: INPS 9,19%,
// IRPEF 2026 (payroll-rules.md). Law: D.Lgs. 81/2015 art. 24 (seasonal precedence: 3 months, 1 year).

const WAITER_SLIP = [
  'PENSIONE MIRALAGO SAS - VARENNA (LC)',
  'Albergo 1 stella - CCNL Turismo Federalberghi (tabella alberghi minori)',
  'CEDOLINO PAGA: SETTEMBRE 2026',
  'Dipendente: BIANCHI LUCA  Qualifica: cameriere  Livello: 5°',
  'Tempo pieno 40 h',
  '',
  'VOCI',
  'Paga base conglobata ............ 1.584,07',
  'TOTALE COMPETENZE LORDE ......... 1.584,07',
].join('\n');

const RECEPTION_SLIP = [
  'PENSIONE IL GLICINE SNC - BELLAGIO (CO)',
  'Albergo 2 stelle - CCNL Turismo Federalberghi',
  'CEDOLINO PAGA: SETTEMBRE 2026',
  'Dipendente: ROSSI ANNA  Qualifica: governante  Livello: 4°',
  'Tempo pieno 40 h',
  '',
  'VOCI',
  'Paga base conglobata ............ 1.688,98',
  'TOTALE COMPETENZE LORDE ......... 1.688,98',
].join('\n');

describe('a payslip on the reduced hotels table', () => {
  it('weighs a 5th-level waiter against the full table, the reduction not applying', () => {
    const text = askAgent(
      'calcolo',
      'Ho caricato il cedolino di settembre: sono cameriere in un albergo a una stella e il titolare dice che la paga è più bassa perché siamo un albergo minore. È giusto? Quanto mi manca al mese?',
      withUpload('cedolino-settembre.txt', WAITER_SLIP),
    ).text;
    expect(openingLine(text)).toContain('1.590,27 €');
    expect(openingLine(text)).toContain('6,20 €');
  });
  it('weighs a 4th level of a two-star hotel against the reduced table', () => {
    const text = askAgent(
      'calcolo',
      'Ti allego il cedolino: la paga base è giusta per il mio livello?',
      withUpload('cedolino.txt', RECEPTION_SLIP),
    ).text;
    expect(openingLine(text)).toContain('alberghi minori');
    expect(openingLine(text)).not.toMatch(/inferiore|mancano/);
  });
});

describe('the gap between the hotels table and the minor hotels one, asked by a move', () => {
  it('gives both minimums and the difference when a worker moves to a one-star hotel', () => {
    const text = askAgent(
      'main-agent',
      'Un 3° livello che passa da un hotel 4 stelle a una pensione a una stella, sempre CCNL Turismo: quanto perde di minimo al mese?',
    ).text;
    expect(openingLine(text)).toContain('1.797,04 €');
    expect(openingLine(text)).toContain('1.789,29 €');
    expect(openingLine(text)).toContain('7,75 €');
  });
});

describe('the yearly net asked with INPS and IRPEF as its only withholdings', () => {
  it('gives the net, not only the two withholdings', () => {
    const text = askAgent(
      'calcolo',
      'Calcolami il netto annuo 2026 di un 4° livello CCNL Turismo alberghi, 14 mensilità al minimo attuale, considerando solo contributi INPS e IRPEF con le detrazioni da lavoro dipendente.',
    ).text;
    // 1.695,69 × 14 = 23.739,66 of RAL.
    expect(openingLine(text)).toContain('23.739,66 €');
    expect(openingLine(text)).toMatch(/\bnett[oi]\b[^.]*\*\*\d{1,2}\.\d{3},\d{2} €/);
  });
});

describe("a seasonal worker's right of precedence", () => {
  it('says both the 3 months to claim it and the 1 year it lasts', () => {
    const text = askAgent(
      'main-agent',
      'Lo stabilimento balneare chiude a settembre: i bagnini stagionali possono pretendere di essere riassunti l’estate prossima? Entro quando devono chiederlo e per quanto vale la precedenza?',
    ).text;
    expect(openingLine(text)).toContain('3 mesi');
    expect(openingLine(text)).toContain('1 anno');
  });
});
