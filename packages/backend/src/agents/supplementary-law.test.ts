import { describe, expect, it } from 'vitest';
import { askAgent, openingLine } from '../testing/agents.js';

describe('supplementary hours worked, valued under the law when the agreement says nothing', () => {
  it('values the hours done with the 15% surcharge, not the weekly limit', () => {
    const text = askAgent(
      'calcolo',
      'Io sono part-time a 24 ore, il mio contratto collettivo sulle ore supplementari non dice niente. La mia retribuzione oraria globale è 10 euro lordi. La settimana scorsa ho fatto 4 ore in più: quanto mi devono dare lordo per quelle 4 ore?',
    ).text;
    expect(openingLine(text)).toContain('**46,00 €**');
    expect(text).not.toMatch(/CCNL Sulle/);
  });
  it('without the hours done it still gives the weekly limit', () => {
    const line = openingLine(
      askAgent(
        'main-agent',
        'Sono part-time a 30 ore settimanali e il contratto collettivo sul supplementare non dice nulla: quante ore supplementari mi possono chiedere?',
      ).text,
    );
    expect(line).toContain('7,5 ore');
  });
});
