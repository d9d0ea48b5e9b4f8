import { describe, expect, it } from 'vitest';
import { askAgent, openingLine } from '../testing/agents.js';
import { asksWholeStayInTurns } from './season-stay.js';

const SEASON =
  'Salve, sono stagionale in uno stabilimento-bar in Versilia con il contratto FIPE pubblici esercizi, assunta il 1° maggio e finisco il 30 settembre. Il mio lordo mensile è 1.690 euro. Quanto mi spetta in tutto di quattordicesima per la stagione?';

describe('a follow-up that changes a day of the stay', () => {
  it('keeps the stay asked whole when only the hire day changes', () => {
    expect(asksWholeStayInTurns('E se mi avessero assunta il 20 maggio invece che il 1°?', [SEASON])).toBe(
      true,
    );
    expect(asksWholeStayInTurns('e se finissi il 15 settembre?', [SEASON])).toBe(true);
  });

  it('still reads a period asked of its own as that period', () => {
    expect(asksWholeStayInTurns('e dal 1/7?', [SEASON])).toBe(false);
    expect(asksWholeStayInTurns('e da luglio in poi quanto matura?', [SEASON])).toBe(false);
  });

  it('counts the June rateo of a 20 May hire: June plus July–September, 4 ratei', () => {
    const text = askAgent('calcolo', 'E se mi avessero assunta il 20 maggio invece che il 1°?', {
      history: [SEASON],
    }).text;
    expect(openingLine(text)).toContain('563,33');
  });
});
