import { describe, expect, it } from 'vitest';
import { askAgent, openingLine, withUpload } from '../testing/agents.js';

/**
 * Session 45 (fixs45i), domestic-work figures read as asked: a 13th on the cash pay alone when the family leaves
 * board and lodging to someone else, a holiday on a day the hourly worker "would not work", a live-in worker's
 * increments from the years told with the minimum they bring, a live-in payslip's pay below the minimum with the
 * shortfall first, and a follow-up that turns to another worker answered on that worker alone.
 */
const answer = async (message: string, agent = 'calcolo', history?: string[]) =>
  (await askAgent(agent, message, history ? { history } : {})).text;

describe('domestic-work figures read as asked', () => {
  it('computes the 13th on the cash pay when board and lodging are left to the payroll consultant', async () => {
    // Conviventi CS 2026: 1.193,84 € (assindatcolf table); hired 1 May: 8 months, 1.193,84 × 8 / 12 = 795,89.
    const text = await answer(
      'Badante convivente livello CS assunta il 1° maggio 2026, pagata al minimo di 1.193,84 €. Quanto le spetta di tredicesima a dicembre? Mi serve solo la parte della paga, il vitto e alloggio lo somma poi lo studio.',
    );
    expect(openingLine(text)).toContain('795,89 €');
    expect(text).not.toContain('199,80');
    expect(text).toContain('vitto e alloggio sono esclusi');
  });

  it('pays a holiday on a day the hourly worker would not work as a sixth of the week', async () => {
    // art. 16: 1/6 of 12 weekly hours = 2 hours × 9,00 € = 18,00 €.
    const text = await answer(
      "Il 25 aprile cade di sabato e la colf quel giorno non verrebbe comunque: fa 12 ore a settimana a 9,00 € l'ora. Le spetta qualcosa per la festività?",
      'calcolo',
      ['la colf fa 12 ore a settimana a 9 euro, quanto le devo per 2 ore di straordinario?'],
    );
    expect(openingLine(text)).toContain('18,00 €');
  });

  it('gives the increments from the years told and the live-in minimum with them', async () => {
    // 6 years: 3 increments × 4% of 1.193,84 = 143,26 €; 1.193,84 + 143,26 = 1.337,10 €.
    const text = await answer(
      'La nostra badante convivente livello CS è con noi da 6 anni, pagata al minimo. Quanto valgono gli scatti di anzianità e a quanto arriva la paga mensile con gli scatti?',
    );
    expect(openingLine(text)).toContain('143,26 €');
    expect(openingLine(text)).toContain('1.337,10 €');
  });

  it('opens with the monthly shortfall of a live-in payslip below the minimum', async () => {
    const slip = withUpload(
      'busta-ottobre.txt',
      'CEDOLINO LAVORO DOMESTICO - OTTOBRE 2026\nLavoratrice: badante convivente\nCCNL lavoro domestico - Livello CS - convivente\nRetribuzione mensile .......... 1.100,00\nTotale lordo .......... 1.100,00\n',
    );
    const text = (
      await askAgent(
        'calcolo',
        'Ecco la busta di ottobre della nostra badante: la retribuzione è giusta rispetto al contratto? Quanto manca?',
        slip,
      )
    ).text;
    // 1.193,84 − 1.100,00 = 93,84 € a month.
    expect(openingLine(text)).toContain('93,84 €');
  });

  it('answers a follow-up about another worker on her own case, not the earlier one', async () => {
    const text = await answer(
      'e per la colf? 15 ore a settimana, con noi da 4 anni, vuole dimettersi. quanti giorni di preavviso ci deve?',
      'main-agent',
      [
        'La badante convivente di 54 ore è con noi da 6 anni e dobbiamo licenziarla: quanto preavviso le spetta?',
      ],
    );
    expect(openingLine(text)).toContain('15 ore settimanali');
    expect(openingLine(text)).not.toContain('54 ore');
  });
});
