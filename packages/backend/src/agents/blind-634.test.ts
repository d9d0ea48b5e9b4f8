import { describe, expect, it } from 'vitest';
import { readQuestion } from '../reader/read.js';
import { askAgent, openingLines, TEST_TODAY, testKb } from '../testing/agents.js';
import { serviceFromHireYear } from './hire-year.js';
import { score } from './level-score.js';

// Blind waves h632–h634: the classes their wrong answers belonged to, in other words than the eval's.
describe('the ordinary INPS rate named with the 1% extra', () => {
  it('asks the two summed, not the 1% alone', () => {
    const answer = askAgent(
      'calcolo',
      "Dirigente con RAL di 90.000 €, assicurato prima del 1996: nel 2026 quanto versa di INPS a suo carico in un anno, tra il 9,19% e l'1% oltre la prima fascia? Il 9,19% + 1%, per capirci.",
    );
    // 9,19% × 90.000 = 8.271,00; 1% × (90.000 − 56.224) = 337,76; together 8.608,76.
    expect(openingLines(answer.text)).toContain('8.608,76');
  });
});

describe('a follow-up that moves to another level', () => {
  it("reads that level's table, not the pay the earlier turn gave for the other level", () => {
    const read = readQuestion({
      kb: testKb,
      message: "e l'addetto al 5° livello? stesse ore",
      history: [
        'CCNL Commercio, 3° livello, 40 ore: la paga oraria?',
        'Il 3° livello prende 2.024,38 € al mese, quindi 12,05 € l’ora.',
      ],
      categories: [],
      today: TEST_TODAY,
    });
    expect(read.slots.level).toBe('5');
    expect(read.slots.amounts.filter((a) => a.kind !== 'hours')).toEqual([]);
  });
});

describe('a comparison with an agreement the knowledge base lacks', () => {
  it('says the missing agreement first and gives no figure of the held one', () => {
    const answer = askAgent(
      'confronta',
      "Confrontami l'indennità per il lavoro festivo tra il CCNL Commercio e il CCNL Telecomunicazioni.",
    );
    const opening = openingLines(answer.text);
    expect(opening).toMatch(/Telecomunicazioni non è nella base di conoscenza/);
    expect(answer.text).not.toMatch(/\d+ ?%/);
  });
});

describe("an employer's two businesses, each with its agreement", () => {
  it('compares the part-time minimum hours, not the rules on holding two jobs', () => {
    const answer = askAgent(
      'confronta',
      "Ho un negozio col contratto del commercio e un'impresa di pulizie col multiservizi: si può fare un part-time da 10 ore? Quante ore minime servono nell'uno e nell'altro contratto?",
    );
    const opening = openingLines(answer.text);
    expect(opening).not.toMatch(/cumulo di due rapporti/);
    expect(opening).toContain('16 ore');
    expect(opening).toContain('15 ore');
  });
});

describe('a storekeeper who coordinates nobody', () => {
  it('is not moved to the goods checker by the others the denial names', () => {
    const commercio = testKb.agreements.find((a) => a.id_categoria === 1);
    if (!commercio) throw new Error('no Commercio');
    const [best] = score(
      commercio,
      'magazziniere: scarica e controlla la merce, la sistema a scaffale e aggiorna le giacenze, non guida altri colleghi',
    ).sort((a, b) => b.score - a.score);
    expect(best?.example).toBe('magazziniere');
  });
});

describe('the hire year said with the job', () => {
  it('"sono operaio … dal 2003" gives the years of service', () => {
    expect(serviceFromHireYear('sono operaio in una fabbrica di bulloni dal 2003', '2026-11-22')).toBe(22);
  });

  it('an operaio in service before 2008 gets his counted seniority applied to the holidays', () => {
    const answer = askAgent(
      'main-agent',
      'Sono operaia in una ditta metalmeccanica dal 2005, CCNL Federmeccanica: quest’anno quante ferie ho in tutto?',
    );
    expect(openingLines(answer.text)).toMatch(/18 anni di anzianità utile spettano 5 settimane/);
  });
});
