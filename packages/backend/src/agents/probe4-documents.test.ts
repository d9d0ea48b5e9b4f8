import { describe, expect, it } from 'vitest';
import { askAgent, openingLine } from '../testing/agents.js';

// probe4: what users ask of a payslip, routed through the agents.
const PAYSLIP = {
  documents: [
    {
      fileId: 'd1',
      fileName: 'cedolino-marzo.txt',
      text: 'Cedolino marzo 2026 - CCNL Metalmeccanici industria - livello C3\nPaga base 2.100,00\nContributi IVS 9,19% 193,00\nRitenuta IRPEF 301,45\nAddizionale regionale 22,10\nFerie godute 2026 gg 5 - residue gg 21\nPermessi residui ore 57,5\n',
    },
  ],
};

describe('a leave balance the payslip states, asked anywhere in the sentence', () => {
  it.each([
    ['senti, mi sai dire quante ferie ho ancora?', '21 giorni'],
    ['vorrei sapere quante ore di permesso mi restano', '57,5 ore'],
  ])('%s', (question, figure) => {
    expect(openingLine(askAgent('main-agent', question, PAYSLIP).text)).toContain(figure);
  });
});

describe('withholdings asked all at once', () => {
  it('alla fine in tutto quanto mi tolgono dalla busta?', () => {
    // 193,00 + 301,45 + 22,10 = 516,55
    const answer = askAgent('main-agent', 'alla fine in tutto quanto mi tolgono dalla busta?', PAYSLIP);
    expect(openingLine(answer.text)).toContain('516,55');
  });
});

describe("a letter's hire date, not the day its notice runs from", () => {
  it('the years of service are counted from the hire', async () => {
    const { numericStartDate } = await import('./document-facts.js');
    const letter =
      'Le comunichiamo il recesso; il periodo di preavviso decorre dal 16/01/2027. Data di assunzione: 03/05/2015.';
    expect(numericStartDate(letter)).toBe('2015-05-03');
    expect(numericStartDate("Anzianita' di servizio: dal 02/02/2020, preavviso dal 01/03/2026")).toBe(
      '2020-02-02',
    );
    expect(numericStartDate('contratto in essere dal 10/10/2022')).toBe('2022-10-10');
  });
});
