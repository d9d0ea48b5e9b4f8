import { describe, expect, it } from 'vitest';
import { askAgent, openingLine } from '../testing/agents.js';

const text = (a: unknown) => (a as { text: string }).text;
/** The opening proposes a level: «Livello proposto: **livello BS**». */
const hasLevel = (level: string, line: string) => line.replace(/\*/g, '').includes(level);

describe('a classification follow-up that adds tasks to the same household worker', () => {
  it('stays in Lavoro domestico and reads a child cared for as BS', async () => {
    const a = await askAgent(
      'inquadra',
      'e se oltre a stirare dovesse anche badare al nipotino di 5 anni il pomeriggio?',
      {
        history: [
          'Che livello ha una colf che si occupa solo di stirare e lavare i pavimenti? Contratto lavoro domestico.',
        ],
      },
    );
    const first = openingLine(text(a));
    expect(first).toMatch(/Lavoro domestico/);
    expect(hasLevel('livello BS', first)).toBe(true);
  });

  it('company plus care of a self-sufficient elderly person is BS, not the companion’s AS', async () => {
    const a = await askAgent(
      'inquadra',
      'e se oltre a tenerle compagnia dovesse anche assisterla nel bagno? è comunque autosufficiente',
      {
        history: [
          'Signora che tiene compagnia a mia zia autosufficiente, non convivente, contratto colf: che livello?',
        ],
      },
    );
    const first = openingLine(text(a));
    expect(first).toMatch(/Lavoro domestico/);
    expect(hasLevel('livello BS', first)).toBe(true);
  });

  it('a workplace named in the follow-up may still move the agreement', async () => {
    const a = await askAgent('inquadra', "e se facesse le pulizie in un'impresa di pulizie?", {
      history: ['Che livello do a una colf che fa solo le pulizie di casa? Contratto lavoro domestico.'],
    });
    expect(openingLine(text(a))).not.toMatch(/Lavoro domestico/);
  });
});

describe("an apprentice's gross pay over a year beside an ordinary hire", () => {
  it('gives both years of gross pay, not the contributions gap', async () => {
    const a = await askAgent(
      'calcolo',
      'Studio professionale, apprendista con livello di arrivo 4°: nel primo anno quanto pago di stipendi lordi? E se la assumessi normalmente al 4°?',
    );
    const t = text(a);
    expect(t).toContain('15.635,06'); // 1.595,42 × 70% = 1.116,79 × 14
    expect(t).toContain('22.335,88'); // 1.595,42 × 14
    expect(t).not.toMatch(/non posso calcolarlo/);
  });

  it('the contributions asked still name the gap', async () => {
    const a = await askAgent(
      'calcolo',
      'Quanto mi costa in contributi INPS un apprendista al 4° livello degli studi professionali in un anno?',
    );
    expect(text(a)).toMatch(/non (?:posso calcolarlo|sono nella base di conoscenza)/);
  });
});

describe("a household worker's yearly cost from the hourly pay the family gives", () => {
  it('pay with the 13th, employer contributions and TFR, not the quarterly contributions alone', async () => {
    const t = text(
      await askAgent(
        'calcolo',
        "quanto ci costa in un anno la colf? 18 ore a settimana, la paghiamo 9 euro l'ora",
      ),
    );
    // 9 × 18 × 52 = 8.424 € + 13ª 702 € = 9.126 €
    expect(openingLine(t)).toContain('9.126,00');
    expect(openingLine(t)).toMatch(/costo per la famiglia/);
  });

  it('the contributions asked alone keep the contribution answer', async () => {
    const t = text(
      await askAgent('calcolo', "contributi INPS della colf a 18 ore a settimana pagata 9 euro l'ora?"),
    );
    expect(openingLine(t)).not.toMatch(/costo per la famiglia/);
  });
});

describe('a fixed-term hire’s cost for the months of the contract said in its own words', () => {
  it('"contratto a tempo determinato di 4 mesi" is a four-month cost', async () => {
    const t = text(
      await askAgent(
        'calcolo',
        'Quanto mi costa un contratto a tempo determinato di 4 mesi per un commesso al 6° livello commercio?',
      ),
    );
    expect(openingLine(t)).toMatch(/per 4 mesi/);
  });
});
