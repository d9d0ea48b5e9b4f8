import { describe, expect, it } from 'vitest';
import { askAgent, openingLine } from '../testing/agents.js';

// Passepartout paghe, table 'RSA Aiop (143)': overtime 15% by day, 30% at night or on a holiday by day, 50% on a
// holiday at night (data/sanita-privata-aiop-rsa.json, rates).
describe('AIOP RSA overtime rates from the payroll table the knowledge base cites', () => {
  it('values holiday night overtime at 50%', async () => {
    const answer = await askAgent(
      'calcolo',
      'CCNL AIOP RSA, quota oraria 10,00 euro: 3 ore di straordinario notturno in un giorno festivo quanto valgono?',
    );
    expect(openingLine(answer.text)).toMatch(/50%/);
    expect(openingLine(answer.text)).toContain('**45,00 €**');
  });
});
