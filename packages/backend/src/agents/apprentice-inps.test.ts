import { describe, expect, it } from 'vitest';
import { askAgent, openingLine, openingLines, withUpload } from '../testing/agents.js';

const text = (a: unknown) => (a as { text: string }).text;

describe("an apprentice's net and payslip use the apprentice's 5,84% INPS share", () => {
  it('computes the yearly net of an apprentice on 5,84%, not on the ordinary 9,19%', async () => {
    const t = text(
      await askAgent(
        'calcolo',
        'Faccio l’apprendista in una ferramenta (contratto commercio), RAL 19.000 su 14. Quanto mi rimane netto nel 2026 senza addizionali?',
      ),
    );
    // 19.000 × 5,84% = 1.109,60 of contributions.
    expect(t).toContain('19.000,00 × 5,84%');
    expect(t).toContain('1.109,60 €');
    expect(openingLines(t)).toMatch(/apprendista sono al \*\*5,84%\*\*/);
    expect(t).not.toContain('× 9,19%');
  });

  it('keeps the ordinary rate for a worker whose apprenticeship is over', async () => {
    const t = text(
      await askAgent(
        'calcolo',
        'Ho finito l’apprendistato e mi hanno confermato: RAL 19.000 su 14, netto 2026 senza addizionali?',
      ),
    );
    expect(t).toContain('19.000,00 × 9,19%');
  });

  it("checks an apprentice's INPS withholding at 5,84% of the gross", async () => {
    const first = openingLine(
      text(
        await askAgent(
          'calcolo',
          'sono apprendista, in busta ho lordo 1.600,00 e mi trattengono 147,04 di inps: è giusto?',
        ),
      ),
    );
    // 1.600 × 5,84% = 93,44; the payslip applied 9,19% (147,04).
    expect(first).toContain('93,44 €');
    expect(first).toContain('5,84%');
  });

  it("names the apprentice's share when the rate is asked, and the employer's rates as the gap", async () => {
    const first = openingLine(
      text(await askAgent('main-agent', 'quanti contributi paga di tasca sua un apprendista?')),
    );
    expect(first).toContain('**5,84%**');
    expect(first).toContain('non sono nella base di conoscenza');
  });

  it("gives the month's withholding on the apprentice's gross when the rate is asked with it", async () => {
    const first = openingLine(
      text(
        await askAgent(
          'calcolo',
          'la nostra apprendista prende 1.800 lordi al mese: che aliquota inps le trattengono e quanto fa?',
        ),
      ),
    );
    // 1.800 × 5,84% = 105,12.
    expect(first).toContain('**105,12 €**');
  });

  it("checks an uploaded apprentice's payslip at 5,84% when the withholding is doubted as too high", async () => {
    const payslip = [
      'BUSTA PAGA - SETTEMBRE 2026',
      'CCNL Terziario Confcommercio',
      'Qualifica: apprendista (livello finale 3°) - livello attuale 5°',
      'TOTALE COMPETENZE 1.700,00',
      'Contributi IVS c/dipendente 9,19% 156,23',
    ].join('\n');
    const first = openingLine(
      text(
        await askAgent('calcolo', 'la trattenuta inps della busta che ti allego non è troppo alta?', {
          ...withUpload('busta_settembre.txt', payslip),
        }),
      ),
    );
    // 1.700 × 5,84% = 99,28: too high, so "Sì".
    expect(first).toMatch(/^\*\*Sì\*\*/);
    expect(first).toContain('99,28 €');
  });
});
