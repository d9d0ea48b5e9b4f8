import { describe, expect, it } from 'vitest';
import { askAgent, openingLine } from '../testing/agents.js';

describe('session 46: a span of leave on a six-day week, said with its elisions', () => {
  it('a span from the 8th to the 11th reads "Dall\'8 … all\'11", Sundays and the holiday left out', () => {
    const line = openingLine(
      askAgent(
        'main-agent',
        "CCNL Pubblici esercizi FIPE, cameriera su 5 giorni: ferie dall'8 dicembre 2026 all'11 dicembre 2026, quanti giorni le scalo?",
      ).text,
    );
    // 8 December is a public holiday; 9, 10, 11 are Wednesday to Friday.
    expect(line).toContain("Dall'8 dicembre 2026 all'11 dicembre 2026");
    expect(line).toContain('**3 giorni**');
  });
});
