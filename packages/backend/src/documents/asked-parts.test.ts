import { describe, expect, it } from 'vitest';
import { TEST_TODAY, testKb } from '../testing/agents.js';
import { answerDocumentQuestion } from './answer.js';

const ask = (question: string, text: string, fileName = 'documento.txt') =>
  answerDocumentQuestion({
    question,
    documents: [{ fileId: `f-${fileName}`, fileName, text }],
    kb: testKb,
    today: TEST_TODAY,
  })?.text ?? '';

const TRANSFER = [
  'LETTERA DI TRASFERIMENTO',
  'Con decorrenza dal 1° marzo 2027 Lei presterà servizio presso la nostra filiale di Milano, via Roma 1.',
  'A titolo di indennità di trasferimento Le sarà corrisposto un importo una tantum di euro 300,00 lordi.',
  'Restano invariati il livello e la retribuzione.',
].join('\n');

const PAYSLIP = [
  'CEDOLINO - DICEMBRE 2026',
  'CCNL Terziario Confcommercio - Livello: 4°',
  'Paga base      1.250,00',
  'Contingenza      524,22',
  'Terzo elemento      2,07',
].join('\n');

describe('a document asked several things at once', () => {
  it('answers each ask with its own statement, in the order asked', () => {
    const text = ask(
      'nella lettera che ho caricato: in quale sede mi trasferiscono e quanto mi pagano di indennità?',
      TRANSFER,
    );
    const lines = text.split('\n');
    expect(lines[0]).toContain('Milano');
    expect(lines[1]).toContain('300,00');
  });
});

describe('a pay item of a payslip checked against the same item of the table', () => {
  it('says the contingenza matches the table of the payslip’s month', () => {
    expect(
      ask('la contingenza del cedolino caricato è giusta per il mio livello?', PAYSLIP).split('\n')[0],
    ).toMatch(/contingenza \*\*524,22 €\*\*.*524,22 €: corrisponde/);
  });

  it('says by how much a paga base falls short of the table', () => {
    expect(
      ask('la paga base della busta caricata corrisponde al contratto?', PAYSLIP).split('\n')[0],
    ).toContain('è inferiore di 42,46 €');
  });
});
