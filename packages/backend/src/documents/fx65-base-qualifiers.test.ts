import { describe, expect, it } from 'vitest';
import { askAgent, openingLines, withUpload } from '../testing/agents.js';

// A payslip's base item labelled with two qualifiers ("Paga base mensile conglobata") still checked against the
// level's table (wave 65): the shortfall a month, and the older table it was left on.
const SLIP = [
  'CEDOLINO - OTTOBRE 2026',
  'CCNL Vigilanza privata e servizi fiduciari - servizi fiduciari',
  'Addetta reception, Livello E, full time',
  'Paga base mensile conglobata ....... 1.170,00',
  'Totale lordo ....................... 1.170,00',
  'Netto ............................ 1.005,20',
].join('\n');

describe('a base item with two qualifiers on its label', () => {
  it('is weighed against the level and the monthly shortfall is given', async () => {
    const answer = await askAgent(
      'main-agent',
      'la paga base che mi hanno messo è quella giusta del contratto? quanto mi danno in meno ogni mese?',
      withUpload('busta_ottobre.txt', SLIP),
    );
    const opening = openingLines(answer.text);
    expect(opening).toMatch(/1\.188,57 €/);
    expect(opening).toMatch(/inferiore di 18,57 €/);
    expect(opening).toMatch(/1° dicembre 2025/);
  });
});
