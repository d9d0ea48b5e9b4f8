import { describe, expect, it } from 'vitest';
import { askAgent, openingLines } from '../testing/agents.js';

describe('the tranches still to be paid, weighed against the whole increase (tranches-remaining.ts)', () => {
  it("'quali sono le tranche successive?' lists them and names the renewal's whole increase", () => {
    const text = askAgent(
      'main-agent',
      'Per il budget familiare del 2027: il nuovo contratto di colf e badanti prevede un altro aumento dal prossimo gennaio? Di quanto, e quali sono le tranche successive?',
      { today: '2026-12-01' },
    ).text;
    const opening = openingLines(text);
    expect(opening).toContain('30,00 € dal 1° gennaio 2027');
    expect(opening).toContain('aumento complessivo di 100,00 €');
  });
});
