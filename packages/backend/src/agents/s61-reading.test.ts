import { describe, expect, it } from 'vitest';
import { askAgent, openingLine, withUpload } from '../testing/agents.js';

describe('session 61: a follow-up keeps the subject the chat was asking', () => {
  it("a carer's share asked per hour and per week after a colf's INPS share keeps the domestic contributions (h416)", () => {
    const line = openingLine(
      askAgent(
        'calcolo',
        'E per mia madre che fa la badante convivente a tempo indeterminato, 54 ore settimanali? Quota a suo carico per ora e per settimana nel 2026.',
        {
          history: [
            "Sono una colf non convivente assunta a tempo indeterminato, 20 ore settimanali, paga 8,50 euro l'ora. Quanto è nel 2026 la quota di contributi INPS a mio carico per ogni ora, e quanto mi tolgono in una settimana?",
          ],
        },
      ).text,
    );
    expect(line).toContain('0,31 €');
    expect(line).toContain('16,74 €');
  });
});

describe('session 61: short phone follow-ups', () => {
  it('"e se lavoro 30 su 5?" after the 104 hours of a full week asks the hours of the new week (h470)', () => {
    const line = openingLine(
      askAgent('main-agent', 'e se lavoro 30 su 5?', {
        history: [
          'commessa in un supermercato, 40 ore su 5 giorni, ho i permessi 104 per mio padre: se li prendo a ore quante sono al mese?',
        ],
      }).text,
    );
    expect(line).toContain('18 ore al mese');
  });
});

describe('session 61: an uploaded row that writes its own sum', () => {
  it('the INPS share of a row "9,19% su 2.480,00 = 227,91" is 227,91, not the base it is computed on (h470)', () => {
    const line = openingLine(
      askAgent(
        'calcolo',
        'Quanto mi hanno trattenuto di contributi INPS in questa busta?',
        withUpload(
          'busta-ottobre.txt',
          'BUSTA PAGA OTTOBRE 2026\nCCNL Terziario Confcommercio - 3° livello - tempo pieno\nCOMPETENZE\nPaga base 2.400,00\nSuperminimo 80,00\nTotale competenze 2.480,00\nTRATTENUTE\nContributo IVS a carico dipendente 9,19% su 2.480,00 = 227,91\nImponibile fiscale 2.252,09\n',
        ),
      ).text,
    );
    expect(line).toContain('227,91');
  });
});

describe('session 61: a payslip item named by its code', () => {
  it('"la voce 310" is the payslip row asked, not a pay of 310 €', () => {
    const text = askAgent(
      'calcolo',
      'Commessa al IV livello del commercio, ho lavorato la domenica 15 novembre per 8 ore con il riposo compensativo il martedì. Mi controllate se la voce 310 del cedolino, la maggiorazione domenicale, è giusta?',
      withUpload(
        'cedolino.txt',
        'CEDOLINO NOVEMBRE 2026\nCCNL Terziario Confcommercio - Livello 4 - tempo pieno\nCOD DESCRIZIONE ORE TARIFFA COMPETENZE\n001 Paga base 1.292,46\n002 Contingenza 524,22\n003 Terzo elemento 2,07\n310 Maggiorazione lavoro domenicale 10% 8,00 10,82589 8,66\nTOTALE COMPETENZE 1.827,41\n',
      ),
    ).text;
    expect(text).not.toContain('310,00 €');
  });
});
