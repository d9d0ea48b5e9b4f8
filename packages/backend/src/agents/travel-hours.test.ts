import { describe, expect, it } from 'vitest';
import { askAgent } from '../testing/agents.js';

const BEFORE =
  "Nel CCNL metalmeccanici industria, come vanno retribuite le ore di viaggio di un tecnico comandato in trasferta, distinguendo quelle dentro l'orario normale da quelle eccedenti?";

describe('travel hours past the schedule paid at the agreement’s share of the hour', () => {
  it('3 hours at 14,20 € in the Metalmeccanici: 3 × 14,20 × 85% = 36,21 €', () => {
    const a = askAgent(
      'calcolo',
      'ok quindi se la mia paga oraria e 14,20 lordi e ieri ho fatto 3 ore di viaggio oltre l orario normale quanto mi devono per quel viaggio?',
      { history: [BEFORE] },
    ) as { text: string };
    const opening = a.text.split('\n')[0] ?? '';
    expect(opening).toContain('36,21 €');
    expect(opening).toContain("all'**85%**");
    expect(opening).toMatch(/non sono lavoro straordinario/);
  });

  it('says nothing of travel when the hours are not past the schedule', () => {
    const a = askAgent(
      'calcolo',
      'CCNL Metalmeccanici industria, paga oraria 14,20 €: ho fatto 3 ore di viaggio, quanto vale la mia paga oraria?',
    ) as { text: string };
    expect(a.text).not.toContain('36,21');
  });
});
