import { describe, expect, it } from 'vitest';
import { askAgent, openingLine } from '../testing/agents.js';

const opening = (message: string, history: string[] = []) =>
  openingLine(askAgent('main-agent', message, { history }).text);

describe("a level's rise between two years", () => {
  it("weighs a year ahead on its end's table, not on today's", () => {
    // Metalmeccanici D1: 1.742,03 € (June 2025 table) to 1.885,37 € (June 2028 table).
    const line = opening('metalmeccanici industria: di quanto aumenta il minimo del D1 dal 2025 al 2028?');
    expect(line).toContain('**143,34 €**');
    expect(line).toContain('tabella dal 1° giugno 2028');
  });

  it('leaves every tranche summed to the renewal answer', () => {
    const line = opening("e quanto fa in tutto l'aumento del D1 dal 2025 al 2028, tutte le tranche?", [
      'metalmeccanici industria, livello D1: di quanto aumenta il minimo a giugno 2027?',
    ]);
    expect(line).toContain('**165,70 €**');
  });
});
