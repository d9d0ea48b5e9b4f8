import { describe, expect, it } from 'vitest';
import { askAgent, openingLine } from '../testing/agents.js';

// The answer classes of the seventh employers' set (eval/questions/88-g20-realemp7.json), in words that are not its own.
describe('the comporto left from a count of days already used', () => {
  it.each([
    [
      'commercio: la commessa ha già fatto 100 giorni di malattia quest’anno, quanti giorni di comporto le restano?',
      '80 giorni',
    ],
    [
      'Terziario, dipendente in malattia da 170 giorni: quanti giorni di comporto gli rimangono?',
      '10 giorni',
    ],
  ])('%s', (message, left) => expect(openingLine(askAgent('main-agent', message).text)).toContain(left));
});

describe('"tenere / salvare il posto" asks the job kept, with the band’s own figure', () => {
  it.each([
    ['La colf è con noi da un anno ed è malata: per quanto dobbiamo tenerle il posto?', '45 giorni'],
    [
      'La badante lavora da noi da quattro anni, è ricoverata: quanto tempo dobbiamo mantenerle il posto?',
      '180 giorni',
    ],
  ])('%s', (message, days) => expect(openingLine(askAgent('main-agent', message).text)).toContain(days));
});

describe('the next tranche after the month named, typed without apostrophes', () => {
  it('opens with the February 2027 tranche, not November’s', () => {
    const opening = openingLine(
      askAgent('main-agent', 'commercio 4° livello, dopo l aumento di novembre ce ne un altro?').text,
    );
    expect(opening).toMatch(/febbraio 2027/);
    expect(opening).not.toMatch(/35,00/);
  });
});

describe('an employer’s question the law answers, with no agreement named', () => {
  it('holidays imposed: two weeks in the year', () => {
    const text = askAgent(
      'main-agent',
      'Posso mandare in ferie i miei due magazzinieri a fine dicembre? Quante settimane devono farne per forza?',
    ).text;
    expect(text).toMatch(/2 settimane/);
    expect(text).not.toMatch(/Non riesco a identificare/);
  });

  it('untaken holidays named in the story and pointed back to: paid at the end of the job', () => {
    const text = askAgent(
      'main-agent',
      'Il barista se ne va e ha 3 giorni di ferie non fatte: gliele pago o le perde?',
    ).text;
    expect(openingLine(text)).toMatch(/fine del rapporto/);
  });

  it('the end of an apprenticeship: it goes on without notice, or ends with a notice from the term', () => {
    const text = askAgent(
      'main-agent',
      'A febbraio finisce l’apprendistato del mio apprendista: cosa succede se non lo confermo?',
    ).text;
    expect(openingLine(text)).toMatch(/tempo indeterminato/);
    expect(text).toMatch(/art\. 42/);
  });

  it('a part-timer asking full time: no obligation, a right of precedence', () => {
    const text = askAgent(
      'main-agent',
      'La mia dipendente part-time chiede il tempo pieno: sono obbligato a darglielo?',
    ).text;
    expect(openingLine(text)).toMatch(/precedenza/);
  });
});
