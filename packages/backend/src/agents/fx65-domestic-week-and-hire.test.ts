import { describe, expect, it } from 'vitest';
import { readQuestion } from '../reader/read.js';
import { askAgent, TEST_TODAY, testKb } from '../testing/agents.js';

const read = (message: string) =>
  readQuestion({ kb: testKb, message, history: [], today: TEST_TODAY, agent: 'calcolo' });

// Session 65: a household worker's week asked after her hourly minimum, and a worker "had since" a day.
describe('a household worker paid by the hour', () => {
  it('the week asked after the hourly minimum ("e alla settimana quanto…") gets the weekly figure too', async () => {
    const answer = await askAgent(
      'calcolo',
      'la nostra collaboratrice non convivente di livello C fa 12 ore a settimana: qual è il minimo orario? e alla settimana quanto le spetta',
    );
    expect(answer.text).toContain("7,86 € l'ora");
    expect(answer.text).toContain('94,32 €');
  });

  it('hours told with the week and the hour asked: no weekly figure is made up', async () => {
    const answer = await askAgent(
      'calcolo',
      'colf non convivente livello C, 12 ore a settimana, quanto le spetta di minimo all’ora?',
    );
    expect(answer.text).toContain("7,86 € l'ora");
    expect(answer.text).not.toContain('94,32');
  });

  it('a worker the family "has since" a day of the year: her 13th counts the months from that day', async () => {
    const answer = await askAgent(
      'calcolo',
      "abbiamo una badante non convivente dal 1 settembre 2026, 20 ore a settimana a 8 euro l'ora: quanto le spetta di tredicesima?",
    );
    // 8 × 20 × 52 / 12 = 693,33 a month; September to December, 4/12.
    expect(answer.text).toContain('231,11 €');
    expect(answer.text).toContain('dicembre');
  });

  it('a day told for an event of the worker (a leave) is not her hire', () => {
    expect(
      read('ho una dipendente in maternità dal 1 marzo 2026: quanta tredicesima matura?').slots.hireDate,
    ).toBeUndefined();
    expect(
      read('ho un operaio che dal 2 febbraio 2026 è in malattia, quanto gli pago?').slots.hireDate,
    ).toBeUndefined();
    expect(read('ho un operaio di terzo livello dal 2/3/2025, quanto preavviso?').slots.hireDate).toBe(
      '2025-03-02',
    );
  });
});
