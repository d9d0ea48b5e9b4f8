import { describe, expect, it } from 'vitest';
import { askAgent, openingLine, withUpload } from '../testing/agents.js';

const PAYSLIP =
  'CEDOLINO NOVEMBRE 2026 - Officine Rossi srl - CCNL Metalmeccanici industria\nDipendente: Bianchi Luca - Livello C3\nPaga oraria: 12,78 EUR\nMaggiorazioni aziendali: straordinario feriale 25%; lavoro notturno 30%\nOre straordinario feriale del mese: 10\nOre notturne del mese: 8\n';

describe('night hours of an uploaded payslip that states its own rates', () => {
  it('values "le ore di notte con la maggiorazione" as ordinary night hours at the document’s pay and 30%', () => {
    const text = askAgent(
      'calcolo',
      'e le 8 ore di notte quanto fanno in tutto con la maggiorazione?',
      withUpload('busta-novembre.txt', PAYSLIP),
    ).text;
    expect(openingLine(text)).toContain('132,91 €');
    expect(text).not.toContain('50%');
    expect(text).not.toContain('143,14');
  });
  it('gives the surcharge alone when the question asks the surcharge', () => {
    const text = askAgent(
      'calcolo',
      'quanto vale la maggiorazione delle ore notturne?',
      withUpload('busta-novembre.txt', PAYSLIP),
    ).text;
    // 8 × 12,78 × 30% = 30,67
    expect(openingLine(text)).toContain('30,67 €');
  });
});
