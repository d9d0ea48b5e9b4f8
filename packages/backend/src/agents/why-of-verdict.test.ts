import { describe, expect, it } from 'vitest';
import { askAgent, openingLine, withUpload } from '../testing/agents.js';
import { verdictWhyAsked } from './why-of-verdict.js';

const TODAY = '2026-12-02';

describe('a why asked of a verdict, with the writer’s doubt beside it', () => {
  it('a level asked, then "perché? io sapevo che stavano al quarto": the same level with its grounds, not the 4th', async () => {
    const a = await askAgent('inquadra', 'perché? io sapevo che le ASO stavano al quarto', {
      today: TODAY,
      history: [
        "Sono una dentista e applico il CCNL Studi professionali: a che livello va l'assistente di studio odontoiatrico (ASO) con attestato?",
      ],
    });
    expect(openingLine(a.text)).toContain('3° livello');
    expect(a.text).toContain('Perché:');
    expect(a.text).toContain('assistente di studio odontoiatrico (ASO) con attestato');
  });

  it('"perche 5 e non 4? il barista non e come il barman?" after a hiring letter checked: the level and the barman beside it', async () => {
    const a = await askAgent('inquadra', 'perche 5 e non 4? il barista non e come il barman?', {
      today: TODAY,
      history: [
        'ho caricato la lettera di assunzione, il livello che gli hanno dato e giusto per un barista?',
      ],
      ...withUpload(
        'lettera.txt',
        'Le comunichiamo la Sua assunzione a tempo indeterminato a decorrere dal 1° marzo 2026, con la qualifica di barista, inquadramento 5° livello del CCNL Pubblici Esercizi (FIPE).',
      ),
    });
    expect(a.text).toContain('5° livello');
    expect(a.text).toContain('barman');
    expect(a.text).not.toMatch(/^Dal documento/);
  });

  it('a yes or no on the TFR base, then "Perché? Non è comunque retribuzione…?": the clause, no TFR data asked', async () => {
    const a = await askAgent(
      'main-agent',
      'Perché? Non è comunque retribuzione corrisposta in dipendenza del rapporto?',
      {
        today: TODAY,
        history: [
          "Vigilanza privata: l'una tantum di settembre 2025 va considerata nella base di calcolo del TFR?",
        ],
      },
    );
    expect(a.text).toMatch(/non sono utili ai fini del calcolo di alcun istituto/);
    expect(a.text).not.toMatch(/mi servono/);
  });

  it('a why with a new fact or a figure, or after an amount asked, is not a why of a verdict', () => {
    const level = ["a che livello va un'ASO con attestato nel CCNL Studi professionali?"];
    expect(
      verdictWhyAsked({ message: 'perché? lei ha 3 anni di esperienza', history: level }),
    ).toBeUndefined();
    expect(verdictWhyAsked({ message: 'e se invece ha il diploma?', history: level })).toBeUndefined();
    expect(
      verdictWhyAsked({
        message: 'perché? pensavo di più',
        history: ['quanto mi spetta di TFR per 3 anni?'],
      }),
    ).toBeUndefined();
    expect(verdictWhyAsked({ message: 'perché?', history: level })).toBe(level[0]);
    const figure = [
      'Nella busta di novembre la paga tabellare è passata da 1.656,98 a 1.676,98 €. È giusto?',
    ];
    expect(verdictWhyAsked({ message: 'perché?', history: figure })).toBeUndefined();
  });
});
