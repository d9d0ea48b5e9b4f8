import { describe, expect, it } from 'vitest';
import { askAgent, openingLines } from '../testing/agents.js';

/**
 * Employees who suspect they are underpaid (fix session 62): a payslip's items weighed together against the
 * minimum in force (never the first item read as the whole gross), follow-ups that ask why or another level's
 * minimum without the earlier figures, an older table still applied, the minimum's differences over a span of
 * months as arrears, a payslip's minimum said to be "still" a figure in a renewal question, a month's raise
 * expected, and a domestic level's hourly minimum asked after another level's check.
 */
const text = (answer: unknown) => (answer as { text: string }).text;
const claims = (answer: unknown) => text(answer).split('\nFonti:')[0] ?? '';

const slip =
  'commessa, ccnl terziario confcommercio, 4 livello a tempo pieno: in busta paga base 1.257,46 + contingenza 524,22 + terzo elemento 2,07. secondo voi sono sotto minimo?';

describe("a payslip's items doubted against the minimum", () => {
  it('weighs the items against the minimum in force, with the gap, and computes no net', async () => {
    const answer = await askAgent('calcolo', slip);
    expect(openingLines(text(answer))).toContain('1.818,75');
    expect(claims(answer)).toContain('35,00 €');
    expect(claims(answer)).not.toMatch(/netto stimato/);
  });

  it('answers "come mai?" with the same check, not a net of the first item', async () => {
    const answer = await askAgent('calcolo', 'ma come mai? il mese scorso era uguale', { history: [slip] });
    expect(openingLines(text(answer))).toContain('1° novembre 2026');
    expect(claims(answer)).toContain('35,00 €');
    expect(claims(answer)).not.toMatch(/netto stimato/);
  });

  it("gives a colleague's level its own minimum, not the earlier figures", async () => {
    const answer = await askAgent('calcolo', 'e un collega di 5° livello quanto deve avere come minimo?', {
      history: [slip],
    });
    expect(openingLines(text(answer))).toContain('1.691,70');
    expect(claims(answer)).not.toContain('1.257,46');
  });
});

describe('an older table still applied', () => {
  it("gives today's minimum and the month's gap from the table named", async () => {
    const answer = await askAgent(
      'calcolo',
      'Commercio Confcommercio, 3° livello full time: la ditta mi paga sempre i minimi di novembre 2025. Di quanto sono sotto al mese?',
    );
    expect(openingLines(text(answer))).toContain('2.024,38');
    expect(openingLines(text(answer))).toContain('40,47');
  });
});

describe("the minimum's differences over months", () => {
  it('is the tranche times the ordinary months of the span, not a 13th pro rata', async () => {
    const before =
      'metalmeccanico industria C3 full time, in busta il minimo tabellare è sempre 2.158,26: ma a giugno 2026 non aumentava?';
    const answer = await askAgent(
      'calcolo',
      'a quanto arrivano le differenze sul minimo da giugno a ottobre 2026, tredicesima esclusa?',
      { history: [before] },
    );
    // 53,17 × 5 = 265,85 (tranche C3 dal 1/6/2026).
    expect(openingLines(text(answer))).toContain('265,85');
    expect(claims(answer)).not.toMatch(/Rateo di 13/);
  });
});

describe("a payslip's minimum said to be still a figure, in a renewal question", () => {
  it('weighs it against the table in force', async () => {
    const answer = await askAgent(
      'calcolo',
      "Logistica trasporto merci, non viaggiante 3° livello super: sul cedolino di settembre 2026 la paga base è ancora 1.930,37. Non dovevano darmi l'aumento di gennaio?",
    );
    expect(openingLines(text(answer))).toContain('1.970,37');
    expect(claims(answer)).toContain('40,00 €');
  });
});

describe("a month's raise expected", () => {
  it('opens with the tranche of that month', async () => {
    const answer = await askAgent(
      'calcolo',
      'lavoro in una officina artigiana metalmeccanica al 4 livello, ma a novembre non mi dovevano aumentare? di quanto?',
    );
    expect(openingLines(text(answer))).toContain('20,00 €');
  });
});

describe("a domestic level's hourly minimum after another level's check", () => {
  it('reads the non-live-in hourly table, not a divisor', async () => {
    const before =
      'colf non convivente livello B, 20 ore la settimana, mi danno 6,90 euro l’ora: è in regola?';
    const answer = await askAgent('calcolo', 'e col livello BS invece quanto sarebbe all’ora?', {
      history: [before],
    });
    expect(openingLines(text(answer))).toContain('7,45');
    expect(text(answer)).not.toMatch(/divisore orario/);
  });
});
