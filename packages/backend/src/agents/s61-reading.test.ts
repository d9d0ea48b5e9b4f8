import { describe, expect, it } from 'vitest';
import { askAgent, openingLine } from '../testing/agents.js';

describe('session 61: a follow-up keeps the subject the chat was asking', () => {
  it("a carer's share asked per hour and per week after a colf's INPS share keeps the domestic contributions (h416)", () => {
    const line = openingLine(
      askAgent(
        'calcolo',
        'E per mia madre che fa la badante convivente a tempo indeterminato, 54 ore settimanali? Quota a suo carico per ora e per settimana nel 2026.',
        {
          history: [
            "Sono una colf non convivente assunta a tempo indeterminato, 20 ore settimanali, paga 8,50 euro l'ora. Quanto è nel 2026 la quota di contributi INPS a mio carico per ogni ora, e quanto mi tolgono in una settimana?",
          ],
        },
      ).text,
    );
    expect(line).toContain('0,31 €');
    expect(line).toContain('16,74 €');
  });
});
