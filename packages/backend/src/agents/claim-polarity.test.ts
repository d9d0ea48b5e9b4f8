import { describe, expect, it } from 'vitest';
import { askAgent as ask, openingLine } from '../testing/agents.js';

/**
 * A figure the user states and asks yes or no ("ci sta?", "è sempre il 35%?", "è 38 o 40? lei dice 38"), or
 * something asked as due with its amount ("le spetta e di quanto?"): the answer opens with Sì or No, then the
 * figure the engine found.
 */
describe('a figure asked yes or no opens with its verdict', () => {
  it('a probation longer than the maximum, asked "va bene?": No, with the maximum', () => {
    const first = openingLine(
      ask('main-agent', 'al 7° livello del commercio ci hanno messo 50 giorni di prova, va bene?').text,
    );
    expect(first).toMatch(/^No: non 50 giorni ma \*\*45 giorni\*\*/);
  });

  it('weekly hours asked as a bare figure ("è 38 ore?"): No, with the hours found', () => {
    const first = openingLine(
      ask('main-agent', "nel CCNL Commercio l'orario normale settimanale è 38 ore?").text,
    );
    expect(first).toMatch(/^No: non 38 ore ma \*\*40 ore\*\*/);
  });

  it('two alternatives and the one someone says: the verdict is on the one said', () => {
    const first = openingLine(
      ask('main-agent', 'nelle cooperative sociali il tempo pieno è 36 ore o 38? la collega dice 36').text,
    );
    expect(first).toMatch(/^No: non 36 ore ma \*\*38 ore\*\*/);
  });

  it("a ladder's row named by its bounds: the verdict is that row's, not the first one's", () => {
    const first = openingLine(ask('calcolo', "nel 2026 l'IRPEF tra 28.000 e 50.000 euro è il 33%?").text);
    expect(first).toMatch(/^Sì: /);
    expect(first).not.toMatch(/^No/);
  });

  it('a threshold believed is no pay to compute: the verdict on the threshold', () => {
    const first = openingLine(
      ask('calcolo', 'la prima fascia pensionabile 2026 è di 55.448 euro, confermi?').text,
    );
    expect(first).toMatch(/^No: non 55\.448,00 € ma \*\*56\.224,00 €\*\*/);
  });

  it('the hourly pay an overtime is computed from is no second belief: No, with the overtime hour', () => {
    const first = openingLine(
      ask(
        'main-agent',
        "ccnl studi professionali, prendo 1.700 lordi: il titolare dice che lo straordinario lo paga 10 euro l'ora, è giusto?",
      ).text,
    );
    expect(first).toMatch(/^No: non 10,00 € ma \*\*11,50 €\*\*/);
  });

  it('an amount asked as due and how much ("le spetta e quanto?"): Sì, with the amount', () => {
    const first = openingLine(
      ask(
        'calcolo',
        "Un mio dipendente ha 24.000 euro di reddito complessivo: l'ulteriore detrazione del cuneo fiscale gli spetta e di quanto è all'anno?",
      ).text,
    );
    expect(first).toMatch(/^\*\*Sì\*\*/);
    expect(first).toContain('**1.000,00 €**');
  });
});

describe('a rule claimed, asked yes or no, opens with its verdict', () => {
  it('"è stato rinnovato?" of an agreement in force: Sì, with the renewal', () => {
    const first = openingLine(ask('main-agent', 'Il CCNL Commercio è stato rinnovato?').text);
    expect(first).toMatch(/^\*\*Sì\*\*: /);
  });

  it('a notice claimed shorter on resigning, where the agreement gives the same term: No', () => {
    const first = openingLine(
      ask(
        'main-agent',
        'metalmeccanico industria, sono C3 da 7 anni: il capo dice che se mi dimetto il preavviso è più breve che se mi licenziano. È vero?',
      ).text,
    );
    expect(first).toMatch(/^\*\*No\*\*: /);
    expect(first).toContain('**2 mesi**');
  });

  it('a top-up claimed nothing, where the agreement integrates the pay: No', () => {
    const first = openingLine(
      ask(
        'main-agent',
        "lavoro in una cooperativa sociale e sono in malattia: la responsabile dice che la cooperativa non integra niente oltre all'INPS, è così?",
      ).text,
    );
    expect(first).toMatch(/^\*\*No\*\*: /);
    expect(first).toContain('100%');
  });
});
