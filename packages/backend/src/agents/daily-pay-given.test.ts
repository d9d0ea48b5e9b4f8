import { describe, expect, it } from 'vitest';
import { askAgent } from '../testing/agents.js';

describe('an allowance asked on the average daily pay given', () => {
  it('maternity: 80% of the daily pay, a day', async () => {
    const answer = await askAgent(
      'calcolo',
      'Congedo di maternità: durata e indennità INPS giornaliera per una retribuzione media giornaliera di 50 €?',
    );
    expect(answer.text).toContain('40,00 €');
  });

  it('injury: INAIL 60% to the 90th day and 75% from the 91st, on the daily pay given', async () => {
    const answer = await askAgent(
      'calcolo',
      "Una mia dipendente è in infortunio sul lavoro, retribuzione media giornaliera 80 euro: quanto le paga l'INAIL al giorno fino al 90° giorno e dopo?",
    );
    expect(answer.text).toContain('48,00 €');
    expect(answer.text).toContain('60,00 €');
  });
});

describe('the daily pay told past the days it is averaged on', () => {
  it('reads the euro amount, not the days', async () => {
    const { dailyPayTold } = await import('./leave-daily.js');
    expect(
      dailyPayTold(
        'la retribuzione media giornaliera dei 15 giorni precedenti, come risulta dalla denuncia, e 70 euro',
      ),
    ).toBe(70);
  });
});
