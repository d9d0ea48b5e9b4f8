import { describe, expect, it } from 'vitest';
import { askAgent, openingLine } from '../testing/agents.js';

// The answering classes of the tenth employers' set (eval/questions/89-re10-real.json), in words that are not its own.
const ask = (agent: string, message: string, history: string[] = []) =>
  askAgent(agent, message, { history }).text;

describe('a minimum asked at one month beside the renewal named by its month answers that month only', () => {
  it('the month asked opens, the renewal’s month is not a second answer', () => {
    const text = ask(
      'calcolo',
      'CCNL Tessile abbigliamento moda: dopo il rinnovo di novembre 2024, a quanto ammonta il minimo del 3° livello dal 1° gennaio 2026?',
    );
    const lines = text.split('\n').filter((l) => /\*\*[\d.]+,\d{2} €\*\*/.test(l));
    expect(openingLine(text)).toContain('**1.853,17 €**');
    expect(lines).toHaveLength(1);
  });

  it('two months asked are still two answers', () => {
    const text = ask(
      'calcolo',
      'gomma plastica, minimo del livello F a dicembre 2025 e dal 1° gennaio 2026?',
    );
    expect(text).toContain('**1.961,12 €**');
    expect(text).toContain('**2.021,12 €**');
  });
});

describe('the pay the increments bring a level to, asked as "quanto arriva in tutto", opens with the total', () => {
  it.each([
    'e con 3 scatti quanto arriva in tutto al mese?',
    'ha già maturato 3 scatti di anzianità, a quanto arriva al mese in tutto?',
  ])('%s', (message) => {
    const text = ask('calcolo', message, [
      'Metalmeccanici PMI Confapi, livello 5: minimo tabellare dal 1° giugno 2026?',
    ]);
    // 2.245,87 + 3 × 29,64 = 2.334,79
    expect(openingLine(text)).toContain('**2.334,79 €**');
  });
});

describe("an operaio's leave is the operai's own rule, not the impiegati's", () => {
  // Building operai's marriage leave, sourced since session 58 (art. 28, Assimpredil ANCE 30 August 2023): 15
  // days paid as 104 hours of pay, not the impiegati's paid leave (art. 68).
  it.each([
    'cantiere edile: il gruista si sposa il mese prossimo, quanti giorni di congedo matrimoniale ha?',
    'ccnl edilizia industria, congedo matrimoniale di un operaio?',
  ])('%s', (message) => {
    const opening = openingLine(ask('main-agent', message));
    expect(opening).toContain('agli operai non in prova spettano 15 giorni');
    expect(opening).toContain('104 ore');
  });

  it("an impiegata's marriage leave keeps the impiegati's rule", () => {
    expect(
      openingLine(
        ask(
          'main-agent',
          'edilizia industria, la geometra di cantiere assunta come impiegata si sposa: congedo?',
        ),
      ),
    ).toContain('15 giorni');
  });
});

describe('overtime asked where the sources hold only other allowances in words opens with its gap', () => {
  it('a security guard’s overtime hour', () => {
    const opening = openingLine(
      ask(
        'calcolo',
        'vigilanza privata, guardia giurata di 5° livello: un’ora di straordinario come la pago?',
      ),
    );
    expect(opening).toContain(
      '**la maggiorazione dello straordinario feriale non è nella base di conoscenza**',
    );
  });

  it('the night allowance asked keeps the allowances’ text', () => {
    expect(
      openingLine(
        ask('calcolo', 'vigilanza privata: il lavoro di notte delle guardie giurate come si paga?'),
      ),
    ).toContain('indennità');
  });
});

describe('a line, packing or warehouse hand is an operaio for the rules set by group', () => {
  it("the Alimentari's notice, read for the impiegati only, is the operai's gap for a packing hand", () => {
    const opening = openingLine(
      ask(
        'main-agent',
        'salumificio, una confezionatrice di 5° livello con 4 anni si dimette: quanto preavviso deve dare?',
      ),
    );
    expect(opening).toContain('**il preavviso degli operai non è disponibile**');
  });

  it("the Logistica's operai give their own notice", () => {
    expect(
      openingLine(
        ask(
          'main-agent',
          'ccnl logistica, un carrellista di 5° livello si dimette: quanti giorni di preavviso?',
        ),
      ),
    ).toContain('6 giorni lavorativi');
  });

  it('a gap on a band of the impiegati (over 10 years) leaves their other bands an answer', () => {
    const opening = openingLine(
      ask(
        'main-agent',
        'ccnl logistica, impiegato di 3° livello con 4 anni: se lo licenziamo quanto preavviso?',
      ),
    );
    expect(opening).not.toContain('non è disponibile');
    expect(opening).toContain('1 mese');
  });
});

describe('"la paga minima" asked before a short follow-up keeps the minimum, not the net', () => {
  it('a follow-up that changes the level', () => {
    const text = ask('calcolo', 'e se invece lo inquadro al 6° livello?', [
      'officina artigiana metalmeccanica, da marzo 2026 prendo un operaio qualificato al 5° livello: retribuzione minima mensile?',
    ]);
    expect(openingLine(text)).toMatch(/^Il minimo mensile lordo del 6° livello/);
    expect(openingLine(text)).toContain('**1.521,84 €**');
  });
});

describe("an employer's hire still to come, with its year, dates the 13th's months", () => {
  it('"se assumo … dal 1° ottobre 2026": three months', () => {
    const text = ask(
      'calcolo',
      'gomma plastica: se assumo un operaio di livello F dal 1° ottobre 2026, quanto gli spetta di tredicesima a dicembre?',
    );
    // 2.021,12 × 3 / 12 = 505,28
    expect(openingLine(text)).toContain('**505,28 €**');
  });
});

describe('a driver named after an operaio is neither group', () => {
  it("the drivers' own notice stays in the answer", () => {
    const text = ask('main-agent', 'e se invece è un autista, personale viaggiante?', [
      'logistica trasporto merci, un operaio si dimette: quanti giorni di preavviso?',
    ]);
    expect(openingLine(text)).toContain('15 giorni');
  });
});
