import { describe, expect, it } from 'vitest';
import { askAgent, openingLines } from '../testing/agents.js';

const text = (answer: unknown) => (answer as { text: string }).text;

describe("the unions' platform for an expired agreement's next renewal", () => {
  it('asked beside the expiry: the expiry, then the demand said as a demand (6,5% on 2026-2027)', () => {
    const answer = text(
      askAgent(
        'main-agent',
        'CCNL operai agricoli e florovivaisti: il contratto firmato il 23 maggio 2022 fino a quando era valido, e quale aumento chiedono i sindacati nella piattaforma per il rinnovo 2026-2029?',
      ),
    );
    expect(openingLines(answer)).toContain('31 dicembre 2025');
    expect(answer).toContain('6,5%');
    expect(answer).toMatch(/non un accordo firmato/);
  });

  it('a renewal asked without the platform does not quote it', () => {
    const answer = text(
      askAgent('main-agent', 'CCNL operai agricoli: è stato firmato il nuovo contratto 2026-2029?'),
    );
    expect(answer).not.toContain('6,5%');
  });
});
