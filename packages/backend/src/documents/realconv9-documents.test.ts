import { describe, expect, it } from 'vitest';
import { TEST_TODAY, testKb } from '../testing/agents.js';
import { answerDocumentQuestion } from './answer.js';
import { leaveBalances } from './leave-balance.js';

// realconv9: a payslip's leave summary written on one line per kind, each kind heading its states, and the days
// "they must pay me" at the end of a season read as the ones left.
const SLIP = [
  'ALBERGO BELVEDERE SAS - Cedolino agosto 2026',
  'Dipendente: Neri Luca - Qualifica: commis di sala - CCNL Turismo',
  'Situazione ferie: maturate gg 8,67 - godute gg 3,00 - residue gg 5,67',
  'ROL ed ex festività: maturati ore 34,67 - goduti ore 4,00 - residui ore 30,67',
  'Netto in busta 1.180,00',
].join('\n');

const ask = (question: string) =>
  answerDocumentQuestion({
    question,
    documents: [{ fileId: 'f-1', fileName: 'busta-agosto.txt', text: SLIP }],
    kb: testKb,
    today: TEST_TODAY,
  })?.text ?? '';

describe('a leave summary with its kind heading each line', () => {
  it('reads each state with the kind written before it', () => {
    const passage = { fileName: 'x.txt', text: SLIP.replace(/\n/g, ' ') } as Parameters<
      typeof leaveBalances
    >[0][number];
    const left = leaveBalances([passage]).filter((b) => b.state.startsWith('residu'));
    expect(left.map((b) => [b.kind, b.count, b.unit])).toEqual([
      ['ferie', '5,67', 'giorni'],
      ['rol', '30,67', 'ore'],
    ]);
  });

  it('opens with the days and hours left when asked what must be paid at leaving', () => {
    const first =
      ask('Ho finito la stagione: quante ferie e quanti permessi mi dovranno pagare?').split('\n')[0] ?? '';
    expect(first).toContain('5,67');
    expect(first).toContain('30,67');
  });
});
