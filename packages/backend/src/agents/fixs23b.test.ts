import { describe, expect, it } from 'vitest';
import { askAgent, openingLine } from '../testing/agents.js';

const main = (message: string, history: string[] = []) => askAgent('main-agent', message, { history }).text;
const calc = (message: string) => askAgent('calcolo', message).text;
const proposed = (message: string) =>
  /Livello proposto: \*\*(?:livello )?([^*( ,]+)/
    .exec(askAgent('inquadra', message).text)?.[1]
    ?.replace(/°$/, '');

describe('an agricultural province named outright: the provincial contract sets the pay', () => {
  it('states the gap and gives no hourly pay', () => {
    const text = main("operaio agricolo in provincia di Foggia, quanto prende all'ora?");
    expect(openingLine(text)).toContain('non è nella base di conoscenza');
    expect(text).not.toMatch(/\d+,\d{2} € l'ora/);
  });
});

describe('a task said on top of a helper title that is a higher profile’s work', () => {
  it('window dressing beside "aiuto commessa" is weighed: the vetrinista’s level, with why', () => {
    const text = askAgent(
      'inquadra',
      'Sono aiuto commessa in un negozio di abbigliamento ma allestisco anche le vetrine. Che livello mi spetta?',
    ).text;
    expect(
      proposed(
        'Sono aiuto commessa in un negozio di abbigliamento ma allestisco anche le vetrine. Che livello mi spetta?',
      ),
    ).toBe('3');
    expect(text).toContain('vetrinista');
    expect(text).toContain('se quel compito è solo occasionale, resta il 5° livello');
  });
  it('the helper title alone stays at its level', () => {
    expect(proposed('sono aiuto commessa in un negozio di abbigliamento del commercio, che livello?')).toBe(
      '5',
    );
  });
});

describe('fixed-term limits answered from the law', () => {
  it('"24 mesi massimo?" with an agreement named: the law, and the agreement’s own rule as a gap', () => {
    const text = main('24 mesi massimo per il tempo determinato nel commercio?');
    expect(openingLine(text)).toContain('al massimo 24 mesi');
    // The agreement's own causali beyond 12 months (art. 71-bis, fixs24c), and the rest said as a gap.
    expect(text).toContain('art. 71-bis');
    expect(text).toContain('Le altre regole proprie del CCNL Commercio sui contratti a termine');
  });
  it('a third renewal: no maximum number, the 24 months and the pause', () => {
    expect(openingLine(main('posso rinnovare il tempo determinato per la terza volta?'))).toContain(
      'non c’è un numero massimo di rinnovi',
    );
  });
  it('the pause between two contracts opens with the 10 and 20 days', () => {
    expect(openingLine(main("quanti giorni di stacco tra un contratto a termine e l'altro?"))).toContain(
      '10 giorni',
    );
  });
  it('a short ask that points back to the extension told in the story', () => {
    expect(
      openingLine(
        main(
          'il contratto a tempo determinato scade e me lo vogliono prorogare di nuovo, la terza proroga: quante se ne possono fare?',
        ),
      ),
    ).toContain('al massimo 4 volte');
  });
});

describe('a new hire’s ROL', () => {
  it('Commercio: none in the first two years, whatever the firm’s size', () => {
    const text = main('Neoassunto nel commercio, azienda con 40 dipendenti: quante ore di ROL mi spettano?');
    expect(openingLine(text)).toContain('**0 ore** di ROL');
  });
  it('without the size, the same total is said once for both bands', () => {
    const line = openingLine(
      main('Quanti permessi ROL ed ex festività spettano a un neoassunto nel CCNL Commercio?'),
    );
    expect(line).toContain("**32 ore l'anno**");
    expect(line).toContain('stesso numero di ore');
    expect(line.match(/32 ore/g)?.length).toBe(1);
  });
});

describe('a comparison’s minimum range covers each ladder of the agreement', () => {
  it('Vigilanza: the guards and the servizi fiduciari, each named', () => {
    const line = openingLine(
      askAgent('confronta', 'Confronta i minimi del CCNL Vigilanza privata con il Multiservizi').text,
    );
    expect(line).toContain('Guardie giurate e amministrativi');
    expect(line).toContain('Servizi fiduciari');
    expect(line).toContain('1.188,57 €');
  });
});

describe('the person cared for moves into a care home: the carer’s notice', () => {
  it('is read as a dismissal, not as the worker’s sickness', () => {
    const text = main('Mio papà è stato ricoverato in una casa di riposo, posso licenziare la badante?');
    expect(openingLine(text)).toContain('preavviso');
    expect(openingLine(text)).toContain('15 giorni');
    expect(text).not.toContain('180 giorni');
  });
  it('the worker’s own stay in a clinic stays her sickness', () => {
    expect(
      openingLine(
        main(
          'Sono una badante, sono stata ricoverata in una casa di cura per 10 giorni: mi possono licenziare?',
        ),
      ),
    ).toContain('malattia');
  });
  it('a dismissal’s notice opens with the dismissal terms, a resignation’s with the halving', () => {
    expect(openingLine(main('voglio licenziare la colf, quanto preavviso?'))).toContain(
      '**rapporti di almeno 25 ore settimanali: 15 giorni',
    );
    expect(openingLine(main('se mi dimetto da colf quanto preavviso devo dare?'))).toContain('dimissioni');
  });
});

describe('Edilizia: the category asked opens the 13th', () => {
  it('an operaio’s 13th is the Cassa Edile’s percentage', () => {
    // (Session 64: the operaio's own answer, building-everyday-s64: the Cassa Edile pays it from the 10% accrual.)
    const opening = openingLine(main('Per un operaio edile la tredicesima come viene pagata?'));
    expect(opening).toMatch(/^Per un operaio, nel CCNL Edilizia industria la gratifica natalizia/);
    expect(opening).toMatch(/\*\*Cassa Edile\*\*.*\*\*10%\*\*/);
  });
  it('a clerk’s is paid by the firm', () => {
    expect(openingLine(main("sono impiegata in un'impresa edile, quando prendo la tredicesima?"))).toContain(
      '**per gli impiegati tredicesima**',
    );
  });
});

describe('a typed check of two items, one outside the minimum', () => {
  it('each item asked about: the contingenza against the table, the superminimo outside the minimum', () => {
    const text = calc(
      'In busta ho superminimo 150 e contingenza 530, sono in linea col minimo? Commercio 4° livello',
    );
    expect(text).toContain('contingenza indicata 530,00 €, da tabella **524,22 €**');
    expect(text).toContain('Superminimo (150,00 €): **non fa parte del minimo tabellare**');
    expect(text).not.toContain('1.288,75');
  });
  it('their sum only when asked together', () => {
    const line = openingLine(
      calc('4° livello commercio: superminimo 100 e contingenza 524,22, insieme arrivano al minimo?'),
    );
    expect(line).toContain('**624,22 €**');
    expect(line).toContain('**1.194,53 € in meno**');
  });
});

describe('a domestic yearly cost with its parts named', () => {
  it('"contributi e TFR compresi" is the cost, its band on the effective hourly pay', () => {
    const text = calc(
      "Quanto mi costa in un anno una colf a 9 euro l'ora per 20 ore a settimana, contributi e TFR compresi?",
    );
    expect(openingLine(text)).toContain("**12.388,71 € l'anno**");
    expect(text).toContain('1,92 €');
  });
});
