import { describe, expect, it } from 'vitest';
import { TEST_TODAY, testKb } from '../testing/agents.js';
import { answerDocumentQuestion } from './answer.js';

// A payslip as a text export: dot leaders and section headings, figures at the end of each line.
const PAYSLIP = [
  'BUSTA PAGA - MESE DI MARZO 2026',
  'Ditta: Ottica Bianchi S.n.c. - Bergamo',
  'Lavoratrice: Sara Colombo - Livello: 3° - CCNL Terziario Confcommercio',
  '',
  'COMPETENZE',
  'Paga base ..................................... 1.386,23',
  'Contingenza ...................................   530,04',
  'Superminimo individuale .......................   120,00',
  'Totale lordo .................................. 2.036,27',
  '',
  'RITENUTE',
  'Contributi INPS a carico lavoratore 9,19% .....   187,13',
  'Imponibile IRPEF .............................. 1.849,14',
  'IRPEF netta ...................................   224,50',
  '',
  'NETTO DA PAGARE ............................... 1.624,64',
].join('\n');

// A hiring letter with colon labels.
const LETTER = [
  'Oggetto: lettera di assunzione',
  'Retribuzione lorda mensile: € 1.850,00',
  'Superminimo assorbibile: 75,00',
  'Periodo di prova: 60 giorni di calendario.',
].join('\n');

const ask = (question: string, text: string, fileName = 'busta-marzo.txt') =>
  answerDocumentQuestion({
    question,
    documents: [{ fileId: `f-${fileName}`, fileName, text }],
    kb: testKb,
    today: TEST_TODAY,
  })?.text ?? '';

const opening = (text: string) => text.split('\n')[0] ?? '';

describe('a figure a document states against its label', () => {
  it.each([
    ['Nella busta caricata quanto è la IRPEF netta?', '224,50'],
    ["dal cedolino allegato: a quanto ammonta l'imponibile IRPEF?", '1.849,14'],
    ['Qual è il netto da pagare del documento?', '1.624,64'],
    ['nel file che ti ho mandato, quanto vale il superminimo individuale?', '120,00'],
  ])('opens with the figure asked: %s', (question, figure) => {
    expect(opening(ask(question, PAYSLIP))).toContain(`**${figure} €**`);
  });

  it('answers two figures in the order asked, each in bold', () => {
    const line = opening(
      ask('Dal documento: quanto sono i contributi INPS trattenuti e qual è il totale lordo?', PAYSLIP),
    );
    expect(line).toMatch(/contributi INPS[^*]*\*\*187,13 €\*\*.*totale lordo \*\*2\.036,27 €\*\*/i);
  });

  it('reads a payslip label by what it means (contributo IVS c/dipendente is the INPS)', () => {
    expect(
      opening(ask('a quanto ammontano le ritenute previdenziali nel cedolino caricato?', PAYSLIP)),
    ).toContain('**187,13 €**');
  });

  it('reads the labels of a document whose lines were joined into one paragraph', () => {
    const joined = PAYSLIP.replace(/\s+/g, ' ');
    expect(opening(ask('Qual è la paga base nel documento?', joined))).toContain('**1.386,23 €**');
  });

  it('reads labels written with a colon', () => {
    expect(
      opening(ask('Qual è la retribuzione lorda mensile indicata nella lettera?', LETTER, 'lettera.txt')),
    ).toContain('**1.850,00 €**');
  });

  // (Session 18: a letter's probation and pay asked together are both read off it, in the order asked.)
  it('opens with the figure and still answers the other subjects asked, once each', () => {
    const text = ask(
      'Nella lettera allegata quanto è la retribuzione lorda mensile e quanto dura la prova?',
      LETTER,
      'lettera.txt',
    );
    expect(opening(text)).toContain('**1.850,00 €**');
    expect(text).toMatch(/60 giorni/);
    expect(text.match(/60 giorni/g)).toHaveLength(1);
  });

  it('still quotes the passage when the question asks no labelled figure', () => {
    expect(opening(ask('Cosa dice il documento sul periodo di prova?', LETTER, 'lettera.txt'))).toMatch(
      /«.*60 giorni/,
    );
  });
});
