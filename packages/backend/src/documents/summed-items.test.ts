import { describe, expect, it } from 'vitest';
import { TEST_TODAY, testKb } from '../testing/agents.js';
import { answerDocumentQuestion } from './answer.js';

// A payslip with an item on several lines, each with its rate, hours and amount.
const PAYSLIP = [
  'CEDOLINO MARZO 2026',
  'Officina Rossi s.r.l. - CCNL Metalmeccanici industria',
  'Paga base 2.040,30',
  'Lavoro festivo 50% ore 4,00 importo 70,60',
  'Straordinario diurno 25% ore 5,00 importo 73,55',
  'Straordinario sabato 30% ore 3,00 importo 45,90',
  'Straordinario notturno 50% ore 1,00 importo 17,65',
  'Totale competenze 2.248,00',
].join('\n');

const ask = (question: string) =>
  answerDocumentQuestion({
    question,
    documents: [{ fileId: 'f-1', fileName: 'busta-marzo.txt', text: PAYSLIP }],
    kb: testKb,
    today: TEST_TODAY,
  })?.text ?? '';

describe('a total asked of an item listed on several lines', () => {
  it.each([
    'Nella busta allegata, quanto ho preso complessivamente di straordinari?',
    'sommando tutte le righe, a quanto ammonta lo straordinario in totale nel cedolino?',
  ])('%s', (question) => {
    const first = ask(question).split('\n')[0] ?? '';
    // 73,55 + 45,90 + 17,65 = 137,10: the holiday work and the totals are not overtime lines.
    expect(first).toContain('**137,10 €**');
    expect(first).toContain('73,55');
    expect(first).not.toContain('70,60');
  });

  it('a single item is not summed', () => {
    expect(ask('quanto ho preso in totale di lavoro festivo?')).not.toContain('in totale **');
  });
});

describe('the same payslip read back from its stored passages (lines joined)', () => {
  it('still sums the item', () => {
    const text =
      answerDocumentQuestion({
        question: 'Quanto ho preso complessivamente di straordinari?',
        documents: [{ fileId: 'f-2', fileName: 'busta.txt', text: PAYSLIP.replace(/\n/g, ' ') }],
        kb: testKb,
        today: TEST_TODAY,
      })?.text ?? '';
    expect(text.split('\n')[0]).toContain('**137,10 €**');
  });
});
