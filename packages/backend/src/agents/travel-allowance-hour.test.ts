import { describe, expect, it } from 'vitest';
import { askAgent } from '../testing/agents.js';

const EARLIER =
  "Per un operaio edile mandato in trasferta su un cantiere fuori dai limiti dell'accordo provinciale, che diaria prevede il CCNL edilizia industria?";

describe("a travel allowance set as a share of the pay, worked out on the level's hour", () => {
  it('the diaria on the hour and on a day of the hours told, after a question on it', () => {
    const text = askAgent(
      'calcolo',
      'Ok. Se la calcolo solo sulla paga base nazionale di un operaio qualificato di secondo livello, quanto fa all’ora e su una giornata da 8 ore?',
      { history: [EARLIER], today: '2026-12-01' },
    ).text;
    // 1.307,31 / 173 = 7,5567; × 10% = 0,7557; × 8 = 6,045
    expect(text).toMatch(/\*\*0,76 €\*\* all'ora/);
    expect(text).toMatch(/\*\*6,05 €\*\* su una giornata di 8 ore/);
  });

  it('in other words, another level, the hours said per day', () => {
    const text = askAgent(
      'calcolo',
      'e calcolandola sul minimo di un 3° livello quanto viene l’ora, facendo 8 ore al giorno?',
      { history: [EARLIER], today: '2026-12-01' },
    ).text;
    // 1.452,56 / 173 = 8,3963; × 10% = 0,8396; × 8 = 6,717
    expect(text).toMatch(/\*\*0,84 €\*\* all'ora/);
    expect(text).toMatch(/\*\*6,72 €\*\*/);
  });

  it('leaves the hourly pay asked with no travel allowance in the conversation', () => {
    const text = askAgent(
      'calcolo',
      'quanto fa all’ora la paga base di un operaio qualificato di secondo livello edilizia industria?',
      { today: '2026-12-01' },
    ).text;
    expect(text).not.toMatch(/diaria/);
    expect(text).toMatch(/7,56 €/);
  });
});
