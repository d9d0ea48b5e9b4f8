import { describe, expect, it } from 'vitest';
import { askAgent } from '../testing/agents.js';

describe("a traineeship's allowance is not a wage", () => {
  it('answers the traineeship rule without a net-pay table for the allowance', () => {
    const text = askAgent(
      'main-agent',
      "Mia figlia ha appena finito l'università e un'agenzia di comunicazione le propone un tirocinio extracurriculare di 6 mesi a 250 euro al mese. Ma è legale? Quale contratto collettivo si applica e quanto dovrebbe prendere?",
      { today: '2026-12-01' },
    ).text;
    expect(text).toMatch(/tirocinio/i);
    expect(text).not.toMatch(/netto stimato|Contributi INPS a carico del lavoratore|9,19%/);
  });
});
