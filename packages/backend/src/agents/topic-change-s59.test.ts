import { describe, expect, it } from 'vitest';
import { askAgent, openingLine } from '../testing/agents.js';

// Follow-ups that change the subject after a figure, part-time rules beside a pay, the agreement's expiry, and
// yearly figures asked in everyday words (issue 12, session 59).
describe('a follow-up that asks another subject is not the earlier figure again', () => {
  it('the working week asked after a minimum: the hours, not the pay', () => {
    const answer = askAgent(
      'main-agent',
      'ok e quante ore a settimana deve fare di solito il mio dipendente?',
      {
        history: ['quanto devo dare di minimo a un operaio di 3° livello nel ccnl metalmeccanici industria?'],
      },
    );
    expect(openingLine(answer.text)).toMatch(/40 ore/);
    expect(openingLine(answer.text)).not.toMatch(/minimo mensile/);
  });

  it('a shorter week asked as allowed after a pay: the part-time minimum hours beside the figure', () => {
    const answer = askAgent(
      'main-agent',
      'e se la tengo a 10 ore a settimana è possibile? ho solo lei in negozio',
      {
        history: [
          'commessa al 5° livello del commercio, 24 ore settimanali: quanto le spetta lordo al mese?',
        ],
      },
    );
    expect(answer.text).toMatch(/16 ore/);
  });

  it('the agreement\'s expiry asked as "this industry contract": the dates, never an unknown agreement', () => {
    const answer = askAgent('main-agent', "ma sto contratto dell'industria quando scade?", {
      history: ['quanto prende un C2 nel contratto metalmeccanici Federmeccanica?'],
    });
    expect(answer.text).toMatch(/30 giugno 2028/);
    expect(answer.text).not.toMatch(/non è nella base di conoscenza/);
  });
});

describe('part-time rights and yearly figures in everyday words', () => {
  it('holidays of a vertical part-time said as whole days out of six', () => {
    const answer = askAgent(
      'main-agent',
      'e se lavorassi 4 giorni interi su 6, quante ferie avrei nel commercio?',
      {
        history: ['sono part time orizzontale nel commercio, quante ferie ho?'],
      },
    );
    // 26 days × 4 / 6 = 17,33.
    expect(openingLine(answer.text)).toMatch(/17,33 giorni/);
  });

  it("part-time instead of parental leave with the pay asked: the level's minimum at the share opens, the law after", () => {
    const answer = askAgent(
      'calcolo',
      'Impiegata 3° livello commercio a tempo pieno: anziché il congedo parentale chiedo il part-time al 60% per mio figlio. Che minimo lordo avrei al mese? Fino a quanto posso ridurre?',
    );
    expect(openingLine(answer.text)).toMatch(/part-time al 60%/);
    expect(answer.text).toMatch(/D\.Lgs\. 81\/2015, art\. 8 c\. 7/);
    expect(answer.text).toMatch(/15 giorni/);
  });

  it('a yearly gross asked on the minimum, with the payments checked after it', () => {
    const answer = askAgent(
      'calcolo',
      'un B3 dei metalmeccanici industria col minimo tabellare quanto prende lordo l anno? 13 mensilità giusto?',
    );
    expect(openingLine(answer.text)).toMatch(/annu[ao]/i);
    expect(openingLine(answer.text)).toMatch(/13 mensilità/);
  });

  it('a welfare amount with a typo, the comparison only its purpose: the amount of the agreement asked', () => {
    const answer = askAgent(
      'main-agent',
      'quanto valgono i flexibl benefit nel federmeccanica? mi serve per il confronto con il commercio',
    );
    expect(answer.text).toMatch(/250/);
    expect(answer.text).not.toMatch(/\| CCNL \|/);
  });
});
