import { describe, expect, it } from 'vitest';
import { askAgent, withUpload } from '../testing/agents.js';

const payslip =
  'CEDOLINO PAGA - DICEMBRE 2026\nDitta: Confezioni Bianchi S.r.l. - Prato\nCCNL: Tessile Abbigliamento Moda industria (SMI)\nDipendente: R. L. - operaia cucitrice - Livello 4 - tempo pieno 40 h\nVoci retributive:\n  Elemento retributivo nazionale (ERN)      1.881,95\n  Superminimo individuale                       0,00\n  Totale competenze                          1.881,95\nTrattenute:\n  Contributi INPS 9,19%                        172,95\n  IRPEF netta                                  156,40\nNetto in busta                               1.552,60';
const ask = (q: string) =>
  (
    askAgent('main-agent', q, {
      today: '2026-12-01',
      ...withUpload('cedolino-dicembre-2026.txt', payslip),
    } as never) as { text: string }
  ).text;

describe("a payslip's item asked right after a raise told", () => {
  it('"a gennaio c\'è stato un aumento … è giusto? quanto mi mancherebbe?": No, 1.938,95 − 1.881,95 = 57,00 €', () => {
    const text = ask(
      "Sono la cucitrice del cedolino che ho caricato. Lavoro in questa confezione da tre anni al 4° livello e una collega mi ha detto che a gennaio c'è stato un aumento, ma io nella busta vedo sempre la stessa cifra di paga base. Me lo controlla? L'elemento retributivo è giusto per dicembre 2026? Se no, quanto mi mancherebbe al mese?",
    );
    expect(text).toMatch(/^\*\*No\*\*/);
    expect(text).toContain('1.938,95');
    expect(text).toContain('57,00');
  });
});
