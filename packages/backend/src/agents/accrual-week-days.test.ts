import { describe, expect, it } from 'vitest';
import { askAgent, openingLine } from '../testing/agents.js';

describe('holidays accrued in weeks, asked in days by a worker whose week is told', () => {
  it('2 weeks on a 5-day week are 10 working days', () => {
    const text = openingLine(
      askAgent(
        'main-agent',
        "Sono un operaio metalmeccanico, CCNL industria Federmeccanica, assunto nel 2023, orario su 5 giorni. Mi sono dimesso e il mio ultimo giorno di lavoro è il 20 giugno 2026. Nel 2026 non ho fatto ferie e quelle dell'anno scorso le ho finite tutte. Quanti giorni di ferie maturate nel 2026 mi devono pagare?",
      ).text,
    );
    expect(text).toContain('**2 settimane**');
    expect(text).toContain('**10 giorni lavorativi** con l\'orario su 5 giorni');
  });
});
