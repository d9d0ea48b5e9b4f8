import { describe, expect, it } from 'vitest';
import { askAgent, openingLine, openingLines, withUpload } from '../testing/agents.js';

// Session 62: seniority increments asked as a case — a change of level, an absorbing superminimo, the maximum
// count, the first increment's date from a hire month.
describe('increments on a change of level', () => {
  it('Metalmeccanici: the increments matured are revalued at the level reached, not left at the old one', () => {
    const text = askAgent(
      'calcolo',
      'metalmeccanico industria, 2 scatti maturati da operaio C1, da novembre lo hanno promosso al C3: gli scatti quanto valgono adesso?',
    ).text;
    expect(openingLine(text)).toContain('nuovo livello');
    expect(openingLine(text)).toContain('59,28 €'); // 2 × 29,64, the C3 amount
    expect(text).not.toContain('50,10 €'); // 2 × 25,05, the C1 amount
  });

  it('Logistica: each increment stays at the level it matured in', () => {
    const text = askAgent(
      'main-agent',
      'ccnl logistica trasporto merci, impiegata con 2 scatti: se mi promuovono al 2° livello gli scatti vecchi cambiano valore?',
    ).text;
    expect(openingLine(text)).toContain('non si ricalcolano');
    expect(openingLine(text)).toContain('momento della maturazione');
  });

  it('domestic work: 4% of the new level minimum', () => {
    const text = askAgent(
      'main-agent',
      'colf livello B con 2 scatti, dal mese prossimo la passo al livello C: gli scatti come cambiano?',
    ).text;
    expect(openingLine(text)).toContain('minimo del nuovo livello');
  });
});

describe('a change of level asked with the new monthly pay', () => {
  it('Metalmeccanici: the gross at the new level opens, the rule on the increments right after it', () => {
    const text = askAgent(
      'calcolo',
      'metalmeccanici industria, operaia con 2 scatti maturati al D2, la promuoviamo al C2 da gennaio 2027: gli scatti come vengono trattati e quanto le spetta al mese con minimo più scatti?',
    ).text;
    expect(openingLine(text)).toContain('2.118,38 €'); // 2.064,88 + 2 × 26,75 at C2
    expect(openingLines(text)).toContain('si ricalcolano al valore del nuovo livello');
    expect(text).not.toContain('50,10 €'); // 2 × 25,05, the old level's increments
  });

  it("domestic work: the new level's minimum with the increments at 4% of it, then the rule", () => {
    const text = askAgent(
      'main-agent',
      'colf convivente livello B con 3 scatti, dal mese prossimo la passo al livello C. gli scatti cosa diventano e quanto le devo dare in tutto al mese, minimo più scatti?',
    ).text;
    expect(openingLine(text)).toContain('livello C');
    expect(openingLine(text)).toContain('1.258,47 €'); // 1.123,63 + 3 × 44,95
    expect(openingLines(text)).toContain('minimo del nuovo livello');
  });
});

describe('a superminimo said to absorb the increment', () => {
  it('domestic work: not absorbable, said first', () => {
    const text = askAgent(
      'main-agent',
      'alla badante do gia 100 euro al mese di superminimo: lo scatto di anzianita posso farlo rientrare nei 100 euro?',
    ).text;
    expect(openingLine(text)).toMatch(/^\*\*No\*\*/);
    expect(openingLine(text)).toContain('non sono assorbibili');
  });

  it('Metalmeccanici: a merit raise does not absorb the increment', () => {
    const text = askAgent(
      'main-agent',
      'CCNL metalmeccanico industria: il capo dice che il nuovo scatto biennale è compreso nel mio aumento di merito. È legale o lo scatto va pagato a parte?',
    ).text;
    expect(openingLine(text)).toContain('non sono assorbibili');
  });
});

describe('the maximum count and the first increment', () => {
  it('"li ha presi tutti" on a level: the total of the maximum, the increments alone', () => {
    const text = askAgent(
      'calcolo',
      'commercio 2° livello, una collega li ha gia presi tutti gli scatti: quanto le danno solo di scatti al mese?',
    ).text;
    expect(openingLine(text)).toContain('228,30 €'); // 10 × 22,83
  });

  it('"il primo quando arriva" after a question on the increments: the date from the hire month', () => {
    const text = askAgent('main-agent', 'mi hanno assunto a settembre 2025, e il primo quando arriva?', {
      history: ['CCNL cooperative sociali: ogni quanto maturano gli scatti di anzianità?'],
    }).text;
    expect(openingLine(text)).toContain('1° ottobre 2027');
  });
});

describe('a domestic payslip checked for the first increment', () => {
  it('the increment owed in the payslip month, 4% of the minimum the payslip states', () => {
    const slip =
      'CEDOLINO LAVORO DOMESTICO - MARZO 2026\nColf: Ana P. - Livello B - non convivente\nData assunzione: 20/02/2024\n\nRetribuzione minima contrattuale ...... 1.000,00\nScatti di anzianita ................... 0,00\n';
    const text = askAgent(
      'calcolo',
      'vi mando la busta di marzo 2026 della nostra colf, assunta a febbraio 2024. a marzo 2026 doveva gia avere lo scatto? e di quanto?',
      withUpload('busta-colf-marzo.txt', slip),
    ).text;
    expect(openingLine(text)).toMatch(/uno scatto|1 scatto/);
    expect(openingLine(text)).toContain('mancano');
  });
});
