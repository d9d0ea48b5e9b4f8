import { describe, expect, it } from 'vitest';
import { askAgent, openingLine, withUpload } from '../testing/agents.js';

const SLIP = withUpload(
  'cedolino_parttime.txt',
  'PIZZERIA – Salerno\nCCNL Pubblici esercizi FIPE\nDipendente: aiuto cuoca – 4° livello – part-time orizzontale 20 ore settimanali (50%)\nMese: NOVEMBRE 2026\n\nPaga base ................................ 583,88\nContingenza .............................. 262,11\nTotale retribuzione ...................... 845,99',
);

describe('INPS due on an uploaded payslip with no contribution line', () => {
  it("takes 9,19% of the payslip's total pay, not of the paga base", () => {
    const line = openingLine(
      askAgent('main-agent', 'e di INPS su quella busta quanto mi devono trattenere?', {
        ...SLIP,
        history: ['La paga base nella mia busta part-time è quella giusta per il mio livello e le mie ore?'],
      }).text,
    );
    expect(line).toContain('77,75');
    expect(line).toContain('845,99');
    expect(line).not.toContain('53,66');
  });

  it('leaves a rate question to the rate answer', () => {
    const text = askAgent('main-agent', 'che aliquota INPS devono applicare su questa busta?', SLIP).text;
    expect(openingLine(text)).not.toContain('77,75');
  });
});
