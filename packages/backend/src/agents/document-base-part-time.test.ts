import { describe, expect, it } from 'vitest';
import { askAgent, withUpload } from '../testing/agents.js';

// A part-time payslip that writes its items at full time: the base's shortfall at the part-time share.
const payslip =
  'CEDOLINO PAGA - NOVEMBRE 2026\nAzienda: CONTACT SOLUTIONS SRL - servizi di call center in outsourcing\nDipendente: R. M.   Qualifica: impiegata - operatrice telefonica inbound\nCCNL: Terziario Distribuzione Servizi (Confcommercio)   Livello: 4\nPart-time orizzontale 50,00% (20 ore settimanali)   Data assunzione: 03/02/2025\nELEMENTI DELLA RETRIBUZIONE (importi tempo pieno)\nPaga base        1.257,46\nContingenza        524,22\nTerzo elemento       2,07\nTotale tempo pieno 1.783,75\nRetribuzione mensile part-time 50%   891,88\nTrattenute: INPS 9,19% ... IRPEF ...\nNetto in busta ...';

describe("a part-time payslip's base written at full time", () => {
  it('the November 2026 raise: 35,00 € at full time, 17,50 € a month at 50%', () => {
    const { text } = askAgent(
      'main-agent',
      "Vi carico il cedolino di novembre di mia moglie, part-time al 50%. Le colleghe dicono che da novembre c'è stato un aumento del contratto. Potete controllare se la paga base è aggiornata e, se no, quanto le manca al mese?",
      {
        today: '2026-12-01',
        ...withUpload('cedolino-novembre.txt', payslip),
      } as never,
    ) as { text: string };
    expect(text).toContain('1.292,46');
    expect(text).toContain('35,00 € in più al mese a tempo pieno');
    expect(text).toContain('**17,50 €** al mese');
  });
});
