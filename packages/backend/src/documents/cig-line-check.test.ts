import { describe, expect, it } from 'vitest';
import { askAgent, openingLines, withUpload } from '../testing/agents.js';

// The wage-integration line of an uploaded payslip checked against the law's 80% (phrasings written for this test).
const payslip = (rate: string, amount: string) =>
  `CEDOLINO PAGA - MARZO 2026\nImpresa: Costruzioni Bianchi S.p.A. - CCNL Edilizia Industria\nDipendente: L. B. - Operaio comune (1° livello)\nRetribuzione oraria (paga base + ex contingenza + EET): 10,50\n\nVoce                                   Ore     Base     Importo\nOre ordinarie lavorate                 152    10,50    1.596,00\nIntegrazione salariale CIGO\n  eventi meteo                          16     ${rate}      ${amount}\nTotale competenze\nNote: CIGO eventi meteo, 2 giornate da 8 ore (neve).`;

describe('the CIGO line of a payslip', () => {
  it('a lower hourly amount: what is due and the difference', () => {
    const text = openingLines(
      askAgent(
        'main-agent',
        'Un dipendente dice che in busta la cassa integrazione per la neve è pagata poco. La paga oraria della CIGO è giusta? Quanto dovrebbe essere e di quanto è la differenza?',
        withUpload('busta-marzo.txt', payslip('7,35', '117,60')),
      ).text,
    );
    // 80% × 10,50 = 8,40 €/h; × 16 = 134,40 €; 134,40 − 117,60 = 16,80 €.
    expect(text).toMatch(/^\*\*No\*\*/);
    expect(text).toContain('8,40 €');
    expect(text).toContain('134,40 €');
    expect(text).toContain('16,80 €');
  });
  it('the right amount is confirmed', () => {
    const text = openingLines(
      askAgent(
        'main-agent',
        "Mi controlli se l'integrazione salariale del cedolino è corretta?",
        withUpload('busta-marzo.txt', payslip('8,40', '134,40')),
      ).text,
    );
    expect(text).toMatch(/^\*\*Sì\*\*/);
    expect(text).toContain('134,40 €');
  });
});
