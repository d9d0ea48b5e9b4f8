import { describe, expect, it } from 'vitest';
import { askAgent, openingLine } from '../testing/agents.js';

describe('a minimum asked for someone about to be hired, with no level', () => {
  it('asks the level (with the range) instead of dumping every level', () => {
    const text = askAgent(
      'main-agent',
      'Ciao, mi dici quanto è il minimo nel contratto del commercio adesso? Devo assumere una persona a gennaio.',
      { today: '2026-12-03' },
    ).text;
    expect(openingLine(text)).toContain('quale livello');
  });

  it("asks it for a hiring letter's new worker, the table after the question", () => {
    const text = askAgent(
      'main-agent',
      "mi dici il minimo contrattuale commercio Confcommercio in vigore adesso? devo fare la lettera d'assunzione per una nuova dipendente full time",
      { today: '2026-12-03' },
    ).text;
    expect(openingLine(text)).toContain('quale livello');
    expect(text).toContain('1.422,27 €');
  });

  it('still gives the whole table when the table is what is asked', () => {
    const text = askAgent(
      'main-agent',
      "mi dai la tabella dei minimi del commercio per livello? devo fare la lettera d'assunzione",
      { today: '2026-12-03' },
    ).text;
    expect(openingLine(text)).not.toContain('quale livello');
  });
});
