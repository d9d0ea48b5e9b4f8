import { describe, expect, it } from 'vitest';
import { askAgent, openingLine } from '../testing/agents.js';

const text = async (agent: string, message: string, history: string[] = []) =>
  (await askAgent(agent, message, { history })).text;

describe('a part-time said as a correction: the same minimum at the part-timer’s share', () => {
  it('5° livello Studi professionali at 20 hours of 40', async () => {
    const first = openingLine(
      await text('calcolo', 'pardon, dimenticavo: è part-time a 20 ore su 40, quanto viene?', [
        'Minimo lordo mensile di un 5° livello degli studi professionali?',
      ]),
    );
    // 1.484,78 € (tabella dal 1.10.2025) × 20/40 = 742,39 €.
    expect(first).toMatch(/742,39/);
  });
});

describe('an amount corrected in a follow-up is checked again', () => {
  it('the INPS on the corrected gross', async () => {
    const first = openingLine(
      await text('calcolo', 'scusa ho copiato male, il lordo è 1.800 non 1.700', [
        'lordo 1.700 e trattenuta INPS 156,23: è giusta?',
      ]),
    );
    // 1.800 × 9,19% = 165,42 €.
    expect(first).toMatch(/165,42/);
  });
});

describe("a rule's thresholds in the question: the income of the earlier turn is used", () => {
  it('the additional deduction at 34.000 €', async () => {
    const answer = await text(
      'calcolo',
      "L'ulteriore detrazione del cuneo vale tra 20 e 40 mila, ma un collega dice che sopra i 32 mila si riduce: a me quanto spetta?",
      ['Quest’anno avrò un reddito di lavoro dipendente di 34.000 euro, nessun altro reddito.'],
    );
    // 1.000 × (40.000 − 34.000) / 8.000 = 750 €.
    expect(openingLine(answer)).toMatch(/750/);
  });
});

describe('a domestic hourly pay told before: its band opens the contributions', () => {
  it('10 € an hour is in the 2026 band above 9,61 €', async () => {
    const first = openingLine(
      await text(
        'calcolo',
        "nel 2026 quanto va versato all'INPS per ogni ora, e quanto le posso trattenere?",
        ["La colf la paghiamo 10 euro l'ora, tempo indeterminato, 15 ore a settimana."],
      ),
    );
    expect(first).toMatch(/1,92/);
    expect(first).toMatch(/0,48/);
  });
});

describe('a worker group the source does not cover opens with the gap', () => {
  it("an operaio's notice in the Alimentari industria", async () => {
    const first = openingLine(
      await text('main-agent', 'se mi licenzio io quanti giorni di preavviso devo dare?', [
        'Lavoro come operaio in un pastificio, contratto alimentare industria, 3° livello da 4 anni.',
      ]),
    );
    expect(first).toMatch(/non è disponibile/);
    expect(first).not.toMatch(/\d+ giorni/);
  });

  it('an impiegato of the same agreement still gets the figure', async () => {
    const first = openingLine(
      await text(
        'main-agent',
        'Alimentari industria, impiegato di 2° livello con 2 anni di anzianità: preavviso?',
      ),
    );
    expect(first).toMatch(/40 giorni/);
  });

  it("an impiegato's probation in the Edilizia industria", async () => {
    const first = openingLine(
      await text('main-agent', 'e il periodo di prova massimo?', [
        'Impresa di costruzioni con il CCNL edilizia industria: devo assumere un impiegato tecnico.',
      ]),
    );
    expect(first).toMatch(/non è disponibile/);
  });
});

describe("a relative's carer told by the relative's condition", () => {
  it('is classified in the domestic agreement', async () => {
    const first = openingLine(
      await text('inquadra', 'Che livello va dato? Non ha attestati né diplomi.', [
        'Dobbiamo prendere una signora per mio suocero, che è in carrozzina e prende l’accompagnamento.',
      ]),
    );
    expect(first).toMatch(/CS/);
    expect(first).toMatch(/Lavoro domestico/);
  });
});

describe("a hire's tasks after the agreement named stay in that agreement", () => {
  it('a metalworking hire who also cleans is not a cleaning firm’s level', async () => {
    const first = openingLine(
      await text(
        'inquadra',
        'Farà il carico dei pezzi sulle presse e la pulizia delle macchine, solo su istruzioni: come lo inquadro?',
        ['Ho una ditta di stampaggio lamiere con il contratto metalmeccanici industria e assumo un operaio.'],
      ),
    );
    expect(first).toMatch(/Metalmeccanici/);
  });
});
