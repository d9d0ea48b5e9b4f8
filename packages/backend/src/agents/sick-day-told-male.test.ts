import { describe, expect, it } from 'vitest';
import { askAgent, openingLine } from '../testing/agents.js';

describe('a short illness told as "sono stato male N giorni"', () => {
  it('in Turismo: the first day is not paid, said first', async () => {
    const answer = await askAgent(
      'main-agent',
      'Lavoro alla reception di un albergo con il CCNL Turismo. Sono stato male 2 giorni: il primo giorno me lo pagano?',
    );
    const first = openingLine(answer.text);
    expect(first).toMatch(/^\*\*No\*\*/);
    expect(first).toContain('primo giorno');
    expect(first).toContain('non è pagato');
  });
});
