import { describe, expect, it } from 'vitest';
import { TEST_TODAY, testKb } from '../testing/agents.js';
import { answerDocumentQuestion } from './answer.js';

// A payslip exported in columns (no dot leaders, no colons): label, hours, amount.
const PAYSLIP = [
  'CEDOLINO - GIUGNO 2026',
  'Dipendente: Bruni Sara   Livello: 4',
  '',
  'VOCE                        ORE      IMPORTO',
  'Paga base                             1.500,00',
  'Lavoro festivo 50%           6,00        78,00',
  'TOTALE COMPETENZE                     1.578,00',
  'Contributi INPS 9,19%                   145,02',
  'NETTO PAGATO                          1.250,30',
].join('\n');

const ask = (question: string) =>
  answerDocumentQuestion({
    question,
    documents: [{ fileId: 'f-giugno', fileName: 'giugno.txt', text: PAYSLIP }],
    kb: testKb,
    today: TEST_TODAY,
  })?.text ?? '';

describe('a payslip in columns', () => {
  it('gives the figure beside its label', () => {
    expect(ask('dal cedolino caricato, quanto è il netto pagato?').split('\n')[0]).toContain(
      '**1.250,30 €**',
    );
  });

  it('reads the quantity column as hours when hours are asked', () => {
    expect(
      ask('nel cedolino caricato quante ore di lavoro festivo mi hanno pagato?').split('\n')[0],
    ).toContain('**6 ore** (78,00 €)');
  });

  it('does not take a rate for an amount', () => {
    const line = ask('dal cedolino caricato: quanto sono i contributi INPS?').split('\n')[0] ?? '';
    expect(line).toContain('**145,02 €**');
    expect(line).not.toContain('**9,19 €**');
  });
});
