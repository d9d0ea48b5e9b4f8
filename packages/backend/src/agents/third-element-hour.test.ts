import { describe, expect, it } from 'vitest';
import { askAgent, openingLines } from '../testing/agents.js';

const text = (answer: unknown) => (answer as { text: string }).text;

describe("a farm OTD's percentage rules on the hourly wage the user gives", () => {
  const first =
    "Lavoro come bracciante stagionale (OTD) nella raccolta, il contratto provinciale dice 9,00 euro lordi l'ora di salario. Ma in busta ci sono anche altre voci tipo terzo elemento. Quanto deve essere il terzo elemento all'ora e quanto prendo lordo in tutto all'ora?";

  it('"9,00 euro lordi l\'ora": the third element on that hour (30,44% → 2,74 €, in all 11,74 €)', () => {
    const opening = openingLines(text(askAgent('calcolo', first)));
    expect(opening).toContain('2,74');
    expect(opening).toContain('11,74');
  });

  it("the TFR follow-up on the same hour: 8,63% × 9,00 = 0,78 € l'ora, not on the third element", () => {
    const opening = openingLines(
      text(
        askAgent('calcolo', 'e il tfr come lo calcolano x noi stagionali? anche sul terzo elemento?', {
          history: [first],
        }),
      ),
    );
    expect(opening).toContain('0,78');
    expect(opening).toContain('8,63');
    expect(opening).not.toContain('1,01');
  });
});
