import { describe, expect, it } from 'vitest';
import { askAgent, openingLines } from '../testing/agents.js';

// Phrasings written for these tests (not the eval's questions).
describe('a year’s TFR told as the 12 months, the 14th in June and the 13th in December', () => {
  it('values each extra month at the table of its payment and shows the quota before the fund’s 0,50%', () => {
    const text = askAgent(
      'calcolo',
      'Ho un commesso full time al 4° livello del CCNL Commercio, assunto nel 2023, pagato al minimo. Nel 2026 ha percepito le 12 mensilità, la quattordicesima a giugno e la tredicesima a dicembre. Quanto TFR ha maturato nel 2026?',
    ).text;
    // 10 × 1.783,75 + 2 × 1.818,75 + 1.783,75 (14ª in June) + 1.818,75 (13ª in December) = 25.077,50.
    expect(text).toMatch(/25\.077,50/);
    expect(text).toMatch(/1\.857,59/);
  });
});

describe('a barista told by the drinks is named as the barista', () => {
  it('coffee at the counter with the till now and then is the 5th level barista, not the cashier', () => {
    const text = openingLines(
      askAgent(
        'inquadra',
        'Ho una caffetteria, CCNL pubblici esercizi FIPE. Mi serve un ragazzo al banco: caffè, macchiati, succhi, porta le ordinazioni ai tavoli e fa lo scontrino se serve. Nessuna esperienza. Che livello?',
      ).text,
    );
    expect(text).toMatch(/Livello proposto: \*\*5° livello/);
    expect(text).toMatch(/«barista»/);
  });
});

describe('a trademark asked is outside work', () => {
  it('points to the UIBM instead of asking for a level', () => {
    const text = askAgent(
      'main-agent',
      'sto per aprire un negozio di bici, come registro il marchio e quanto costa all ufficio brevetti?',
    ).text;
    expect(text).toMatch(/esce da ciò di cui mi occupo/);
    expect(text).toMatch(/UIBM/);
    expect(text).not.toMatch(/livello di inquadramento/);
  });
});
