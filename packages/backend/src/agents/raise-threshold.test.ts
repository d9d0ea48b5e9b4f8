import { describe, expect, it } from 'vitest';
import { askAgent, openingLines } from '../testing/agents.js';

const text = (answer: unknown) => (answer as { text: string }).text;

describe('a threshold the story names is not a second pay', () => {
  it('"RAL 19.800 … sotto i 20.000 c\'è una somma esentasse": the net of the one RAL, with the tax-free sum', () => {
    const answer = askAgent(
      'calcolo',
      "Addetta alle pulizie, CCNL multiservizi, single. La mia RAL è di 19.800 euro lordi. Con le regole del 2026 quanto mi resta netto in un anno, senza addizionali? Ho sentito che sotto i 20.000 c'è una somma in più esentasse.",
    );
    const opening = openingLines(text(answer));
    expect(opening).not.toMatch(/Passando da/);
    // 4,8% × (19.800 − 9,19% INPS) = 4,8% × 17.980,38 = 863,06 (payroll rules §4a).
    expect(opening).toContain('863,06');
    expect(text(answer)).toContain('17.535,0');
  });

  it('two RALs compared still read as a raise', () => {
    const answer = askAgent(
      'calcolo',
      'da una RAL di 28.000 a 32.000 nel 2026 quanto cambia il netto al mese?',
    );
    expect(openingLines(text(answer))).toMatch(/Passando da una RAL/);
  });
});
