import { describe, expect, it } from 'vitest';
import { askAgent, openingLine } from '../testing/agents.js';

// Session 46 (fixs46c): household employers' questions (Lavoro domestico).
const today = '2026-11-28';

describe('increments asked as money with a hire day told "dal …"', () => {
  it('counts the two-year increments at the month asked on the minimum stated', () => {
    const text = askAgent(
      'calcolo',
      'Da mia zia a Bari dal 1° febbraio 2019 lavora una badante convivente livello CS; per tutto il 2025 le abbiamo dato solo 1.137,86 € al mese di minimo. Quanto le spettava al mese di scatti a novembre 2025?',
      { today },
    ).text;
    expect(openingLine(text)).toContain('136,54 €');
    expect(openingLine(text)).toContain('3 scatti');
    expect(text).not.toMatch(/non si calcola come per un dipendente/);
  });

  it('counts the increments of another hire day at the month asked on the level table', () => {
    const text = askAgent(
      'calcolo',
      'Mia madre ha una badante convivente livello BS dal 1° settembre 2020, sempre pagata al minimo. Quanto le spetta di scatti al mese a giugno 2025?',
      { today },
    ).text;
    expect(openingLine(text)).toContain('2 scatti');
    expect(openingLine(text)).toContain('80,32 €');
  });

  it('a follow-up moving the hire day counts again', () => {
    const first =
      'Dal 1° febbraio 2019 vive con mio padre una badante CS convivente, pagata 1.137,86 € al mese nel 2025 senza scatti. Quanto avrebbe dovuto avere di scatti al mese a dicembre 2025?';
    const text = askAgent(
      'calcolo',
      'e se fosse arrivata il 1 marzo 2021? quanto di scatti a dicembre 2025',
      {
        today,
        history: [first],
      },
    ).text;
    expect(openingLine(text)).toContain('91,03 €');
    expect(openingLine(text)).toContain('2 scatti');
  });
});

describe("a household worker's service told in words picks the band", () => {
  it('notice: "è con noi ormai da sette anni" reads the band past five years', () => {
    const text = askAgent(
      'main-agent',
      'La badante convivente di mia nonna, 54 ore, è con noi ormai da sette anni. Dobbiamo lasciarla a casa: quanti giorni di preavviso spettano?',
      { today },
    ).text;
    expect(openingLine(text)).toContain('30 giorni');
    expect(openingLine(text)).not.toMatch(/per il {2}è/);
  });

  it('sickness: a follow-up on a worker taken months ago reads her own band, not the earlier one', () => {
    const text = askAgent(
      'main-agent',
      'e la baby sitter che abbiamo assunto 3 mesi fa? quanti giorni le paghiamo?',
      {
        today,
        history: [
          'La colf di mia suocera lavora con noi da 4 anni ed è in malattia con un certificato di una settimana: quanti giorni all’anno sono pagati?',
        ],
      },
    ).text;
    expect(openingLine(text)).toContain('8 giorni');
    expect(openingLine(text)).not.toContain('15 giorni');
  });
});

describe('two household workers compared', () => {
  it('gives both notices, each by hours and seniority', () => {
    const text = askAgent(
      'confronta',
      'e la colf a ore, 10 ore settimanali, assunta un anno fa? metti a confronto il preavviso di entrambe',
      {
        today,
        history: [
          'La nostra badante convivente lavora da noi da 8 anni, la vogliamo licenziare: quanto preavviso?',
        ],
      },
    ).text;
    expect(openingLine(text)).toContain('30 giorni');
    expect(openingLine(text)).toContain('8 giorni');
  });
});

describe('board and lodging asked as a value', () => {
  it("gives the KB's daily value of the year asked, not the 13th's rule", () => {
    const text = askAgent(
      'main-agent',
      'A quanto ammonta il valore convenzionale giornaliero del vitto e alloggio per il 2026?',
      {
        today,
        history: ['La nostra badante convivente: la tredicesima comprende anche vitto e alloggio?'],
      },
    ).text;
    expect(openingLine(text)).toContain('6,66 €');
    expect(openingLine(text)).not.toMatch(/13 mensilità/);
  });

  it('a year the KB does not hold is an honest gap', () => {
    const text = askAgent(
      'main-agent',
      'Lavoro domestico: quanto valeva al giorno il vitto e alloggio della badante nel 2022?',
      {
        today,
      },
    ).text;
    expect(openingLine(text)).toContain('non è nella base di conoscenza');
  });
});

describe("a relative's job told in the story is not the agreement asked", () => {
  it('the household employer is not a withholding agent', () => {
    const text = askAgent(
      'main-agent',
      "Ho in casa una signora che assiste mia madre. Mia nipote, che lavora in banca, dice che devo farle la trattenuta IRPEF ogni mese. La signora dice di no. Devo trattenerle l'IRPEF?",
      { today },
    ).text;
    expect(openingLine(text)).toMatch(/non è sostituto d'imposta/);
    expect(openingLine(text)).toMatch(/^\*\*No\*\*/);
    expect(text).not.toMatch(/Credito/);
  });
});
