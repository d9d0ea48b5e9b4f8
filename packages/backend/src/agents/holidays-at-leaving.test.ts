import { describe, expect, it } from 'vitest';
import { askAgent, openingLines } from '../testing/agents.js';

// Holidays still owed when the job ends, counted in days: the days left open the answer, then the year's days.
describe('holidays left at leaving', () => {
  it('counts the whole year less the days taken when the leaving is at the year end, said in an earlier turn', async () => {
    const answer = await askAgent(
      'main-agent',
      'Sempre il banconista: nel 2026 ha già fatto 20 giorni di ferie. Quanti giorni gli rimangono da liquidare a fine rapporto?',
      {
        history: [
          'CCNL Commercio, 5° livello: il banconista ci lascia a fine dicembre 2026, quanto preavviso deve darci?',
        ],
      },
    );
    const opening = openingLines(answer.text);
    expect(opening).toMatch(/\*\*6 giorni\*\*/);
    expect(opening).toContain('26 giorni');
    expect(opening).not.toMatch(/TFR/);
  });

  it('takes the months worked up to a leaving day without a year', async () => {
    const answer = await askAgent(
      'main-agent',
      'Contratto colf: la nostra collaboratrice dal 1° luglio non lavora più da noi, nel 2026 ha preso 4 giorni di ferie. Quanti giorni di ferie le dobbiamo pagare?',
      { today: '2026-05-10' },
    );
    const opening = openingLines(answer.text);
    // 26 × 6/12 = 13, less 4.
    expect(opening).toMatch(/\*\*9 giorni\*\*/);
    expect(opening).toContain('30 giugno 2026');
  });

  it('gives the accrual of a service under a year asked as accrued so far', async () => {
    const answer = await askAgent(
      'main-agent',
      'E visto che lavora con noi da tre mesi, quante ferie ha maturato fino ad ora?',
      {
        history: [
          'Abbiamo una badante convivente col contratto del lavoro domestico: quante ferie ha in un anno?',
        ],
      },
    );
    expect(openingLines(answer.text)).toMatch(/\*\*6,5 giorni\*\*/);
  });

  it('leaves an amount asked to the pay for the untaken days', async () => {
    const answer = await askAgent(
      'main-agent',
      'Commercio 4° livello, si dimette il 31 ottobre 2026 e quest’anno ha fatto 8 giorni di ferie: quanto le spetta in euro per le ferie non godute?',
    );
    expect(openingLines(answer.text)).toMatch(/€/);
  });
});
