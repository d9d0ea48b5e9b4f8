import { describe, expect, it } from 'vitest';
import { askAgent, openingLines, withUpload } from '../testing/agents.js';

const PAYSLIP = [
  'CEDOLINO PAGA - periodo: OTTOBRE 2026',
  'Ditta: Meccanica Brenta S.p.A. - CCNL Metalmeccanici industria',
  'Dipendente: Luca Ferraro - Livello C3 - Data assunzione 01/03/2019',
  'Voci: Retribuzione base 2.190,00 | Totale competenze 2.373,30',
  'NETTO IN BUSTA: 1.756,30',
  'TFR del mese accantonato: 175,80',
].join('\n');

describe("a payslip's TFR asked with the hire date beside it (document-tfr.ts)", () => {
  it.each([
    'Vorrei solo sapere dal cedolino quanto TFR è stato accantonato nel mese e da quando sono assunto.',
    'Quanto tfr ho maturato questo mese? E qual è la mia data di assunzione?',
  ])("%s → the month share and the payslip's hire date", (message) => {
    const text = openingLines(askAgent('main-agent', message, withUpload('busta.txt', PAYSLIP)).text);
    expect(text).toContain('175,80 €');
    expect(text).toContain('01/03/2019');
  });

  it('the hire date is not added when not asked', () => {
    const text = askAgent(
      'main-agent',
      'Quanto tfr ho maturato questo mese?',
      withUpload('busta.txt', PAYSLIP),
    ).text;
    expect(text).toContain('175,80 €');
    expect(text).not.toContain('01/03/2019');
  });
});
