import { describe, expect, it } from 'vitest';
import { askAgent, openingLine } from '../testing/agents.js';

// Session 37: whether a leave counts for the 14th, asked of an agreement whose rule names the leave, opens with
// the verdict read on that month's own clause.
describe('a leave asked against the 14th of FIPE', () => {
  it('"in maternità la quattordicesima mi matura lo stesso?" opens with Sì', () => {
    const text = askAgent(
      'main-agent',
      'faccio la barista, ccnl pubblici esercizi fipe: sono in maternità obbligatoria, la quattordicesima mi matura lo stesso o me la tolgono?',
    ).text;
    expect(openingLine(text)).toMatch(/^\*\*Sì\*\*/);
  });

  it("the parental leave's 14th is read on the 14th's clause: only from 1 December 2027", () => {
    const text = askAgent(
      'main-agent',
      'ccnl fipe, cameriere: il congedo parentale conta per la quattordicesima?',
    ).text;
    expect(openingLine(text)).toContain('1° dicembre 2027');
    expect(openingLine(text)).not.toMatch(/^\*\*Sì\*\*/);
  });
});
