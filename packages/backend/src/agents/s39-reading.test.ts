import { describe, expect, it } from 'vitest';
import { askAgent, openingLine } from '../testing/agents.js';

describe('session 39: what the question asks, not what the story tells', () => {
  it('a driver who "prima faceva il magazziniere" is placed as the driver he is hired as', () => {
    const { text } = askAgent(
      'inquadra',
      'A gennaio assumiamo un nuovo autista: ha la patente C+E e la CQC, guiderà un bilico con il cronotachigrafo, fa consegne in giro per il Nord Italia di merce varia, niente ADR né trasporti eccezionali, niente frigo. Prima faceva il magazziniere da un nostro concorrente. Il contratto è logistica, trasporto merci e spedizione. In che livello lo mettiamo?',
    );
    expect(openingLine(text)).toContain('B3');
  });
});

describe('session 39: a passage on the subject the question sentence asks', () => {
  it('the food industry element for no second-level bargaining is found behind a story about the plant', () => {
    const { text } = askAgent(
      'main-agent',
      'Nel nostro stabilimento alimentare non abbiamo un contratto integrativo aziendale. Esiste un importo mensile da riconoscere per l’assenza di contrattazione di secondo livello?',
    );
    expect(openingLine(text)).toContain('45 euro');
  });
});

describe('session 39: asking words are no subject', () => {
  it('"è vero che dobbiamo dare … quanto è adesso??" finds the element for no second-level bargaining', () => {
    const { text } = askAgent(
      'main-agent',
      'noi nn abbiamo integrativo aziendale, è vero che col contratto alimentari dobbiamo dare un elemento mensile x mancata contrattazione di 2 livello? quanto è adesso??',
    );
    expect(openingLine(text)).toContain('45 euro');
  });
});

describe('session 39: a minimum asked beside another ask', () => {
  it('"la paga minima del livello 4 e quanto si paga la domenica?" gives the minimum and the Sunday pay', () => {
    const { text } = askAgent(
      'main-agent',
      'abbiamo assunto 2 guardie giurate col ccnl vigilanza privata e servizi fiduciari. quant e la paga minima del livello 4 e quanto si paga la domenica?',
    );
    expect(openingLine(text)).toContain('**1.468,88 €**');
    expect(text).toContain('0,71 euro');
  });
});

describe('session 39: a count asked in shorthand', () => {
  it('"edili ance ferie annue ore? e chi le paga x operai" gives the 160 hours beside the Cassa Edile', () => {
    const { text } = askAgent('main-agent', 'edili ance ferie annue ore? e chi le paga x operai');
    expect(openingLine(text)).toContain('160 ore');
    expect(openingLine(text)).toContain('Cassa Edile');
  });
});

describe('session 39: a firm size changed in a follow-up', () => {
  it('"e se il negozio avesse 20 dipendenti invece di 8?" gives the 104 hours of the larger firm', () => {
    const { text } = askAgent(
      'main-agent',
      'e se il negozio avesse 20 dipendenti invece di 8 cambierebbe qualcosa?',
      {
        history: [
          "Mia moglie lavora in una profumeria con 8 dipendenti, contratto commercio Confcommercio, assunta nel 2019 a tempo pieno. Sulla busta vede delle ore di permesso, ROL ed ex festività: quante ore all'anno le spettano in tutto?",
        ],
      },
    );
    expect(openingLine(text)).toContain('**104 ore');
  });
});

describe('session 39: "14ma" is the 14th month', () => {
  it('"14ma quando si paga e ci vanno dentro gli scatti??" opens with July', () => {
    const { text } = askAgent('main-agent', '14ma quando si paga e ci vanno dentro gli scatti??', {
      history: ['fipe pubblici esercizi 5 liv min giu 2026'],
    });
    expect(openingLine(text)).toContain('**a luglio**');
  });
});

describe('session 39: an element of pay named', () => {
  it("the food industry's IAR at the 4° level: its amount and what it counts in", () => {
    const { text } = askAgent(
      'main-agent',
      "Nel CCNL alimentari industria che cos'è l'IAR, a quanto ammonta oggi per il 4° livello e su quali istituti incide?",
    );
    expect(openingLine(text)).toContain('**78,84 €**');
    expect(openingLine(text)).toContain('tredicesima, quattordicesima e TFR');
  });
});

describe('session 39: a place set aside', () => {
  it('"se abitasse a Roma invece che a Milano" computes the net with the Lazio and Roma surcharges', () => {
    const { text } = askAgent(
      'calcolo',
      'E se lo stesso autista abitasse a Roma invece che a Milano, quanto gli resterebbe al mese?',
      {
        history: [
          "Mi serve una stima del netto mensile per un autista B3 del CCNL Logistica che vive a Milano, pagato al minimo tabellare di oggi (minimo + EPA, 14 mensilità, nessun'altra voce), contratto a tempo indeterminato, nessun familiare a carico, anno d'imposta 2026, addizionali regionale e comunale comprese.",
        ],
      },
    );
    expect(text).toContain('Roma');
    expect(text).not.toContain('Lombardia');
  });
});
