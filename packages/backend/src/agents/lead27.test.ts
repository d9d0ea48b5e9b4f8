import { describe, expect, it } from 'vitest';
import { askAgent, openingLine } from '../testing/agents.js';

// Session 27: yes/no questions whose answers had the right rule but no verdict (the eval's old substring match
// took the "no" of "giorno" for one), and verdicts given the wrong way round.
const opening = (agent: string, message: string, history?: string[]) =>
  openingLine(askAgent(agent, message, history ? { history } : {}).text);

describe('a yes/no question opens with its verdict', () => {
  it('weighs the hours asked against the minimum part-time the agreement sets', () => {
    const below = opening('main-agent', 'CCNL multiservizi: posso fare un part time da 10 ore a settimana?');
    expect(below).toMatch(/^\*\*No\*\*: .*15 ore/);
    const above = opening(
      'main-agent',
      'Negozio di 9 dipendenti, CCNL Commercio: possiamo fare un part-time a 20 ore?',
    );
    expect(above).toMatch(/^\*\*Sì\*\*: .*16 ore/);
    // Between the two firm sizes' minima the size decides, and the opening names both: no verdict word.
    const between = opening('main-agent', 'CCNL Commercio: posso fare un part-time da 17 ore?');
    expect(between).not.toMatch(/^\*\*(?:Sì|No)\*\*/);
  });

  it('says No to a payslip minimum found short when asked whether it is right', () => {
    const text = opening(
      'calcolo',
      'Cedolino di novembre 2026, CCNL Commercio, 4° livello a tempo pieno: il minimo tabellare riportato è 1.783,75 €. È corretto?',
    );
    expect(text).toMatch(/^(?:\*\*)?No(?:, è sotto il minimo)?(?:\*\*)?: /);
    expect(text).toContain('1.818,75 €');
  });

  it('denies ROL said not to exist in a small shop, with the hours of its size', () => {
    const text = opening(
      'main-agent',
      'siamo 6 dipendenti in una profumeria, ccnl commercio: la titolare dice che i rol nelle ditte piccole non esistono. è vero?',
    );
    expect(text).toMatch(/^\*\*No\*\*: .*56 ore l'anno di ROL \(azienda di 6 dipendenti\).*32 ore/);
  });

  it('decides a fourteenth claimed or denied on the number of monthly payments', () => {
    expect(
      opening(
        'main-agent',
        'Una vicina mi ha detto che alla colf devo pagare anche la quattordicesima. È vero?',
      ),
    ).toMatch(/^\*\*No\*\*: .*\*\*13\*\*: la quattordicesima non è prevista/);
    expect(
      opening(
        'main-agent',
        'cameriera in pizzeria, ccnl fipe: il titolare dice che la quattordicesima da noi non esiste. è vero?',
      ),
    ).toMatch(/^\*\*No\*\*: .*\*\*14\*\*/);
  });

  it('denies a count told by the employer with no "è vero?", against the asker\'s own seniority row', () => {
    const text = opening(
      'main-agent',
      'Ok grazie. E di ferie? Sono qui da 19 anni e il capo dice che sono 4 settimane per tutti.',
      ["Sono operaio metalmeccanico industria, quanti permessi PAR ho all'anno?"],
    );
    expect(text).toMatch(/^No: non 4 settimane ma \*\*5 settimane\*\*/);
    const comporto = opening(
      'main-agent',
      'metalmeccanico industria, lavoro li da 8 anni. il caporeparto dice che dopo 6 mesi di malattia mi possono licenziare, e vero?',
    );
    // (Since session 50 the KB states the comporto in calendar days with the months beside.)
    expect(comporto).toMatch(/^No: non 6 mesi ma \*\*(?:12 mesi|365 giorni)\*\*/);
  });

  it('answers "mi stanno fregando?" No when the figure paid is the agreement\'s', () => {
    const text = opening(
      'main-agent',
      "Cassiera, CCNL Commercio. Terza malattia dell'anno, 3 giorni: i primi tre giorni me li hanno pagati solo al 66%. Mi stanno fregando?",
    );
    expect(text).toMatch(/^(?:\*\*)?No(?:, è sotto il minimo)?(?:\*\*)?: /);
  });
});

describe('a municipal rate stated without naming the municipality', () => {
  it('is applied to the net, in both directions, and said to be the one given', () => {
    const ask = (rate: string) =>
      askAgent(
        'calcolo',
        `Netto annuo 2026 di una RAL di 40.000 € su 13 mensilità, residente in Piemonte${rate}?`,
      ).text;
    const withRate = ask(', in un comune che applica lo 0,8% senza esenzione');
    expect(openingLine(withRate)).toMatch(/con le addizionali di Piemonte e comune di residenza/);
    expect(withRate).toMatch(/aliquota indicata da te \(0,8%\)/);
    expect(openingLine(ask(''))).not.toMatch(/comune di residenza/);
    const gross = askAgent(
      'calcolo',
      'Che RAL serve per 2.000 € netti al mese su 13 mensilità nel 2026? Vive in Veneto, comune con addizionale allo 0,8%.',
    ).text;
    expect(gross).toMatch(/aliquota indicata da te \(0,8%\)/);
  });
});
