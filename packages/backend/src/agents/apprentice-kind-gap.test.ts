import { describe, expect, it } from 'vitest';
import { askAgent } from '../testing/agents.js';

const EARLIER =
  "fino a quanto dura al massimo l'apprendistato professionalizzante per un muratore in un'impresa edile industriale?";

describe("an apprenticeship's length asked where the agreement holds another kind's shares", () => {
  it('the length asked is the law’s, not the shares’ gap', () => {
    const text = askAgent('main-agent', EARLIER).text;
    expect(text).toMatch(/\*\*3 anni\*\*/);
    expect(text).not.toMatch(/percentuali anno per anno/);
  });

  it.each([
    'e se invece la ditta fosse artigiana cambia la durata max?',
    'e per una ditta artigiana quanti anni può durare?',
  ])('a craft firm in a follow-up hears the 5 years: %s', (message) => {
    const text = askAgent('main-agent', message, { history: [EARLIER] }).text;
    expect(text).toMatch(/\*\*5 anni\*\*/);
    expect(text).not.toMatch(/percentuali anno per anno/);
  });

  it('the shares asked still name their gap', () => {
    const text = askAgent(
      'main-agent',
      "che percentuale prende un apprendista professionalizzante muratore nell'edilizia industria?",
    ).text;
    expect(text).toMatch(/percentuali/);
  });
});
