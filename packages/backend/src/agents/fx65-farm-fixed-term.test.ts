import { describe, expect, it } from 'vitest';
import { askAgent, openingLines, withUpload } from '../testing/agents.js';

// Session 65 (fagri): a farm fixed-term worker's «terzo elemento» questions answered on what is asked, not with
// one paragraph on what the allowance is.
const WAGE =
  'Seguo le buste di una cooperativa di raccolta: un bracciante OTD ha dal contratto provinciale un salario di 62,00 € al giorno. Quanto gli spetta di terzo elemento giornaliero e a quanto arriva il lordo della giornata?';

describe('a farm OTD on the daily wage the user gives', () => {
  it('the day: the allowance at 30,44% and the day gross', async () => {
    const { text } = await askAgent('calcolo', WAGE);
    expect(openingLines(text)).toContain('18,87 € al giorno'); // 62,00 × 30,44% = 18,8728
    expect(openingLines(text)).toContain('80,87 €');
  });
  it('the TFR of a day: 8,63% of the wage alone, not on the allowance', async () => {
    const { text } = await askAgent(
      'calcolo',
      'e di TFR quanto matura ogni giornata? ci va dentro anche il terzo elemento?',
      {
        history: [WAGE],
      },
    );
    expect(openingLines(text)).toContain('8,63%');
    expect(openingLines(text)).toContain('5,35 € al giorno'); // 62,00 × 8,63% = 5,3506
    expect(openingLines(text)).toContain('non si calcola sul terzo elemento');
  });
  it("the hour: the day's wage over the day's hours, with and without the allowance", async () => {
    const { text } = await askAgent(
      'calcolo',
      'Se lavora 6 ore e mezza al giorno, la paga oraria quanto viene?',
      {
        history: [WAGE],
      },
    );
    expect(text).not.toMatch(/non è nella base di conoscenza/);
    expect(openingLines(text)).toContain("9,54 € l'ora"); // 62,00 ÷ 6,5
    expect(openingLines(text)).toContain("12,44 € l'ora"); // 80,87 ÷ 6,5
  });
});

describe("a farm OTD's TFR asked without the allowance named", () => {
  it('is the 8,63% of the contractual wage, not the yearly pay over 13,5', async () => {
    const { text } = await askAgent(
      'main-agent',
      'Lavoro come stagionale a tempo determinato nella raccolta delle mele, pagato a giornata col provinciale: il mio TFR come si calcola, con quale percentuale?',
    );
    expect(openingLines(text)).toContain('8,63% del salario contrattuale');
    expect(openingLines(text)).toContain('non si calcola sul terzo elemento');
  });
});

describe("one item's share inside the allowance", () => {
  it('the 13th asked: its 8,33% and the other shares', async () => {
    const { text } = await askAgent(
      'main-agent',
      'e nel terzo elemento la tredicesima quanto pesa in percentuale?',
      { history: ['Sono stagionale OTD in un vivaio, in busta ho il terzo elemento: cosa paga?'] },
    );
    expect(openingLines(text)).toMatch(/tredicesima\*\* è l'\*\*8,33%/);
    expect(text).toContain('festività nazionali e infrasettimanali: 5,45%');
  });
});

const slip = (perDay: string, total: string) =>
  `AZIENDA AGRICOLA IL CASALE - BUSTA PAGA SETTEMBRE 2026\nOperaio a tempo determinato (OTD) - vendemmia\nGiornate lavorate: 22\nSalario contrattuale giornaliero: 55,00\nSalario contrattuale: 22 x 55,00 = 1.210,00\nTerzo elemento: 22 x ${perDay} = ${total}\nTotale lordo: ...`;

describe("a farm OTD's payslip with the allowance doubted", () => {
  it('short: the due daily figure and the month, against the printed line', async () => {
    const { text } = await askAgent(
      'main-agent',
      'Controlli il terzo elemento di questa busta? 12 euro al giorno non mi tornano.',
      withUpload('busta_settembre.txt', slip('12,00', '264,00')),
    );
    expect(openingLines(text)).toMatch(/^\*\*No/);
    expect(openingLines(text)).toContain('16,74 € al giorno'); // 55,00 × 30,44% = 16,742
    expect(openingLines(text)).toContain('368,32 €'); // 22 × 16,742
  });
  it('right: said so', async () => {
    const { text } = await askAgent(
      'main-agent',
      'Il terzo elemento in questa busta è corretto?',
      withUpload('busta_settembre.txt', slip('16,74', '368,28')),
    );
    expect(openingLines(text)).toMatch(/^\*\*Sì, il terzo elemento in busta è giusto/);
  });
});
