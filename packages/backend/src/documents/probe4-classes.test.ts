import { describe, expect, it } from 'vitest';
import { TEST_TODAY, testKb } from '../testing/agents.js';
import { answerDocumentQuestion } from './answer.js';
import { partTimeShare } from './table-items.js';

// probe4: a payslip's minimum is the sum of its table items (never the paga base alone); withholdings asked
// all at once are summed; a form's numbered boxes of one kind are summed by their label.
const SLIP = [
  'CEDOLINO MAGGIO 2026',
  'Ditta Verdi snc - CCNL Commercio Terziario Confcommercio - Livello 5',
  'Paga base 1.100,00',
  'Contingenza 521,16',
  'Terzo elemento 2,07',
  'Superminimo 50,00',
  'Totale lordo 1.673,23',
  'Contributi IVS 153,77',
  'IRPEF lorda 290,00',
  'Detrazioni lavoro dipendente 120,00',
  'IRPEF netta 170,00',
  'Addizionale regionale 20,00',
  'Addizionale comunale 7,50',
  'Totale trattenute 351,27',
  'Netto 1.321,96',
].join('\n');

const FORM = [
  'CU 2026 redditi 2025',
  'Punto 1 - Redditi di lavoro dipendente: 21.300,00',
  'Punto 21 - Ritenute IRPEF: 2.950,00',
  'Punto 22 - Addizionale regionale: 310,00',
  'Punto 26 - Addizionale comunale saldo: 120,00',
].join('\n');

const ask = (question: string, text = SLIP, name = 'cedolino-maggio.txt') =>
  answerDocumentQuestion({
    question,
    documents: [{ fileId: 'f-1', fileName: name, text }],
    kb: testKb,
    today: TEST_TODAY,
  })?.text ?? '';

describe('a payslip checked against the minimum: the table items summed', () => {
  it.each(['la retribuzione della busta rispetta i minimi del contratto?'])('%s', (question) => {
    const first = ask(question).split('\n')[0] ?? '';
    expect(first).toContain('1.623,23 €');
    expect(first).not.toMatch(/il documento indica 1\.100,00/i);
  });
});

describe('withholdings asked all at once', () => {
  it.each([
    'in tutto quanto mi hanno trattenuto questo mese?',
    'a quanto ammontano in totale le ritenute della busta?',
  ])('%s', (question) => {
    const first = ask(question).split('\n')[0] ?? '';
    // 153,77 + 170,00 + 20,00 + 7,50: the gross IRPEF and its deductions are not withheld lines.
    expect(first).toContain('**351,27 €**');
    expect(first).toContain('totale torna');
  });
});

describe("a form's numbered boxes of one kind, summed by their label", () => {
  it('quante addizionali ho versato complessivamente?', () => {
    const first = ask('quante addizionali ho versato complessivamente?', FORM, 'cu.txt').split('\n')[0] ?? '';
    expect(first).toContain('**430,00 €**');
  });
});

describe('the part-time share a document states', () => {
  it.each([
    ['Part-time 60% - 24 ore', 0.6],
    ['contratto part time al 75 %', 0.75],
    ['Full time 40 ore', 1],
  ])('%s', (text, share) => expect(partTimeShare(text)).toBe(share));
});

// A leave balance stated as a count: the payslip's own count, not the agreement's yearly entitlement.
const BALANCES = [
  'BUSTA PAGA APRILE 2026 - CCNL Turismo Federalberghi - livello 4',
  'Paga base 1.500,00',
  'Ferie maturate 2026 gg 8,66 - residue gg 17,5',
  'Ex festività residue ore 12',
  'ROL residui h 31',
].join('\n');

describe('a leave balance the payslip states as a count', () => {
  it.each([
    ['quanti giorni di ferie ho ancora da godere?', '**17,5 giorni**'],
    ['mi dici quante ore di rol mi avanzano?', '**31 ore**'],
  ])('%s', (question, figure) => {
    const first = ask(question, BALANCES, 'busta-aprile.txt').split('\n')[0] ?? '';
    expect(first).toContain(figure);
  });
});
