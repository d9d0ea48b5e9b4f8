import { describe, expect, it } from 'vitest';
import { askAgent } from '../testing/agents.js';
import { holidayBasis } from './holiday-basis.js';

// fcalc2: holidays asked in hours are counted in hours, on the hours told or the agreement's full week.
describe('holidays accrued asked in hours', () => {
  it('"tempo pieno 40 ore" gives the weeks in hours', () => {
    const basis = holidayBasis("4 settimane l'anno", 'tempo pieno 40 ore: quante ore di ferie avrò?');
    expect(basis).toMatchObject({ amount: 160, unit: 'ore' });
  });
  it("a full-time worker without hours told is counted on the agreement's week", () => {
    expect(holidayBasis("4 settimane l'anno", 'quante ore di ferie matura?', [], 40)).toMatchObject({
      amount: 160,
      unit: 'ore',
    });
    expect(
      holidayBasis("4 settimane l'anno", 'sono part time, quante ore di ferie matura?', [], 40)?.unit,
    ).toBe('settimane');
  });
  it('the answer gives the hours of holidays and of leave', () => {
    const { text } = askAgent(
      'calcolo',
      'Ciao, ho iniziato a lavorare il 24 gennaio 2026 in una fabbrica metalmeccanica (contratto Federmeccanica, tempo pieno 40 ore). Il mio caporeparto dice che le ferie e i permessi iniziano a maturare da febbraio e io non ci capisco niente tra ROL, ex festività e tutto il resto. Quante ore di ferie e quante di permessi (ROL + ex festività) avrò maturato al 31 dicembre?',
    );
    expect(text).toContain('146,67 ore');
    expect(text).toContain('95,33 ore');
    expect(text).not.toContain('0 mesi');
  });
});
