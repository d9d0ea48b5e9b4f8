import { describe, expect, it } from 'vitest';
import { readDependants } from '../reader/dependants.js';
import { readQuestion } from '../reader/read.js';
import { fold } from '../reader/text.js';
import { askAgent, openingLine, openingLines, TEST_TODAY, testKb } from '../testing/agents.js';

// Terziario 5° on a December 2026 payslip with the paga base of the 1.11.2025 table (1.136,07): +31,62 missing.
const PAYSLIP = {
  documents: [
    {
      fileId: 's40i-cedolino.txt',
      fileName: 'cedolino.txt',
      stored: () => ({
        text: 'CEDOLINO PAGA DICEMBRE 2026\nCCNL: Terziario Distribuzione e Servizi (Confcommercio)  Livello: 5°  Tempo pieno\nPaga base                   1.136,07\nContingenza                   521,94\nTerzo elemento nazionale        2,07\nTotale retribuzione         1.660,08\n',
      }),
    },
  ],
  today: '2026-12-20',
};

describe('fixs40i: a consultant’s calculations read from the story and the document', () => {
  it('checks an uploaded payslip’s fixed items when a check is asked outright, not the payslip’s figures', () => {
    const answer = askAgent('calcolo', 'Mi verifica le voci fisse? La paga base mi sembra ferma.', PAYSLIP);
    expect(answer.text).not.toContain('Senza le cifre del cedolino');
    expect(openingLine(answer.text)).toContain('31,62 €');
  });

  it('sets aside the whole extra month an employer paid and computes the level’s rateo', () => {
    const answer = askAgent(
      'calcolo',
      'Contratto commercio, commessa al 4° livello a tempo pieno assunta il 1° aprile 2026. A luglio la vecchia consulente le ha dato la quattordicesima intera, quasi 1.790 euro. Quanto le spettava davvero a luglio 2026?',
    );
    // 1.783,75 (4° livello, table of 1.11.2025 in force on 30.6.2026) × 3/12 = 445,94, not 1.790 × 3/12 = 447,50.
    expect(openingLines(answer.text)).toContain('445,94 €');
    expect(answer.text).not.toContain('447,50 €');
    expect(openingLines(answer.text)).toContain('circa una mensilità intera');
  });

  it('takes a superminimo told in brackets as the story, and computes the net asked after it', () => {
    const answer = askAgent(
      'calcolo',
      'Metalmeccanico industria al C3, abita a Roma, 13 mensilità, solo il minimo (il superminimo assorbibile lo togliamo, lasciamo perdere). Quanto prende netto nel 2026?',
    );
    expect(openingLine(answer.text)).not.toMatch(/^Il superminimo/);
    expect(answer.text).toContain('Netto annuo');
  });

  it('reads "non ha figli a carico" as no children', () => {
    expect(
      readDependants(fold('ha 31 anni, non e sposato e non ha figli a carico'))?.children,
    ).toBeUndefined();
    expect(readDependants(fold('ho un ragazzo bravo; non ha figli a carico'))?.children).toBeUndefined();
  });

  it('answers the surcharges asked alone after a net, at the new RAL', () => {
    const answer = askAgent(
      'calcolo',
      'E per un collega a 36.000 di RAL, sempre a Roma? Mi basta sapere quanto gli costano nel 2026 l’addizionale regionale e quella comunale.',
      {
        history: [
          'RAL 24.000 euro su 14 mensilità, residente a Roma, nessun familiare a carico, tutto il 2026: netto annuo e mensile con addizionali Lazio e Roma?',
        ],
      },
    );
    expect(openingLine(answer.text)).toContain('848,63 €');
    expect(openingLine(answer.text)).toContain('294,22 €');
  });

  it('reads a hire told by its month with a bracketed aside: "ad aprile 2026 (dal giorno 1) ho preso una commessa"', () => {
    const read = readQuestion({
      kb: testKb,
      message:
        'Commercio. Ad aprile 2026 (dal giorno 1) ho preso una commessa al 4° livello. Quanto le spettava di quattordicesima a luglio 2026?',
      history: [],
      today: TEST_TODAY,
    } as never);
    expect(read.slots.hireDate).toBe('2026-04-01');
  });
});
