import { describe, expect, it } from 'vitest';
import { askAgent, openingLines, withUpload } from '../testing/agents.js';

// A figure of an uploaded payslip asked by its amount (wave 65): the answer names that line and says what it is,
// not a net estimated from the figure as if it were a gross pay.
const SLIP = [
  'BUSTA PAGA - SETTEMBRE 2026',
  'Ditta: Lucente Pulizie srl - CCNL Multiservizi',
  'Lavoratore: A. Diallo - 3° livello - tempo pieno',
  'Retribuzione mensile ............ 1.700,00',
  'TOTALE COMPETENZE ................ 1.700,00',
  'Contributi INPS c/dipendente 9,19% su 1.700,00 ... 156,23',
  'Ritenuta IRPEF ..................... 212,40',
  'TOTALE TRATTENUTE .................. 368,63',
  'NETTO IN BUSTA ................... 1.331,37',
].join('\n');
const slip = withUpload('busta_settembre.txt', SLIP);

describe('a payslip line asked by its amount', () => {
  it('a rounded amount taken away is the INPS line, named in the opening with its rate', async () => {
    const answer = await askAgent(
      'main-agent',
      'scusa io straniero, perché ogni mese mi levano 156 euro? che roba è?',
      slip,
    );
    const opening = openingLines(answer.text);
    expect(opening).toMatch(/Contributi INPS/);
    expect(opening).toMatch(/156,23 €/);
    expect(answer.text).toMatch(/1\.700,00 € × 9,19% = 156,23 €/);
    expect(answer.text).not.toMatch(/netto stimato/);
  });

  it('another line asked the same way is the IRPEF withholding', async () => {
    const answer = await askAgent('main-agent', 'cosa sono questi 212 euro trattenuti in busta?', slip);
    expect(openingLines(answer.text)).toMatch(/Ritenuta IRPEF[^\n]*212,40 €/);
    expect(openingLines(answer.text)).toMatch(/imposta sul reddito/);
  });

  it('an amount that is no line of the payslip is not answered as one', async () => {
    const answer = await askAgent('main-agent', 'cosa sono i 90 euro che mi tolgono?', slip);
    expect(openingLines(answer.text)).not.toMatch(/sono la riga/);
  });
});
