import { describe, expect, it } from 'vitest';
import { askAgent, openingLine } from '../testing/agents.js';

// Plain overtime asked at a clock hour inside the agreement's night-overtime band: the night rate (domestic work:
// 50% between 22 and 6, Assindatcolf), not the day's 25%.
describe('an hour more at a night clock time', () => {
  it.each([
    ['la badante prende 10 euro l ora: se resta 2 ore in piu alle 22 quanto le devo?', /\*\*15,00 €\*\*/],
    ['colf a 8 € l’ora, mezz’ora extra alle 23.30 stasera: quanto vale l’ora?', /\*\*12,00 €\*\*/],
  ])('domestic night overtime: %s', (message, figure) => {
    const text = openingLine(askAgent('calcolo', message, { today: '2026-12-02' }).text);
    expect(text).toMatch(figure);
    expect(text).toMatch(/50%/);
  });
  it('an hour more in the afternoon stays day overtime', () => {
    const text = openingLine(
      askAgent('calcolo', 'colf a 8 € l’ora, 1 ora in piu alle 17: quanto le devo?', { today: '2026-12-02' })
        .text,
    );
    expect(text).toMatch(/\*\*10,00 €\*\*/);
  });
});
