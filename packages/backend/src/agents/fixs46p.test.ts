import { describe, expect, it } from 'vitest';
import { askAgent, openingLine, openingLines } from '../testing/agents.js';

/**
 * Session 46, round 2 (fixs46p): topics misread as out of scope or as another agreement, each in new words.
 */
const ask = (message: string, extra = {}) => askAgent('main-agent', message, extra);
const first = (message: string, extra = {}) => openingLine(ask(message, extra).text);

describe('the CIGO for weather is work, and its thresholds are answered or said missing', () => {
  const rain =
    'Impresa edile, due giorni di pioggia e il cantiere fermo: il titolare vuole la cassa integrazione per eventi meteo.';
  it.each([
    'e con il caldo d’estate? da quanti gradi si può chiedere la cigo meteo?',
    'ad agosto sui ponteggi si muore di caldo: sopra che temperatura scatta la cassa integrazione?',
    'e per le ondate di calore vale la cigo? a che temperatura?',
  ])('%s', (message) => {
    const text = openingLines(ask(message, { history: [rain] }).text);
    expect(text).not.toMatch(/esce da ciò di cui mi occupo/);
    expect(text).toMatch(/35 ?°C/);
  });

  it('the heat threshold alone, with no earlier turn', () => {
    expect(first('Da che temperatura si può chiedere la CIGO meteo per il caldo in cantiere?')).toMatch(
      /35 ?°C/,
    );
  });

  it.each([
    'Piove da tre giorni sul cantiere e gli operai sono a casa: quanti millimetri di pioggia servono per la cigo sui lavori di intonaco?',
    'Per la cassa integrazione eventi meteo quanta pioggia deve cadere per le pavimentazioni esterne? Il cantiere è fermo da lunedì.',
  ])('the rain quantity by kind of work is said missing first: %s', (message) => {
    const opening = first(message);
    expect(opening).toMatch(/quantità di pioggia.*non è nella base di conoscenza/);
    expect(opening).not.toMatch(/\d+ ?mm\b/);
  });

  it('the weather forecast itself stays outside work', () => {
    expect(first('che tempo fa domani a Bergamo? guardi il meteo per me?')).toMatch(
      /esce da ciò di cui mi occupo/,
    );
  });
});

describe("a colleague's other agreement does not replace the user's own", () => {
  it.each([
    'Faccio l’OSS C1 da sei anni. Mia cugina lavora in un’altra cooperativa che applica il contratto UNCI e ha gli scatti in busta. Con il nostro contratto (Legacoop, Confcooperative, AGCI) quanto vale uno scatto di anzianità per il C1?',
    'Una mia collega di un’altra coop dice che da loro c’è il CCNL UNCI e gli scatti sono più alti: con il mio contratto delle cooperative sociali quanto è lo scatto per un C1?',
  ])('%s', (message) => {
    const opening = first(message);
    expect(opening).not.toMatch(/UNCI non è nella base/);
    expect(opening).toMatch(/Cooperative sociali/);
    expect(opening).toMatch(/scatt/i);
  });

  it('the UNCI agreement asked as the user’s own is still said missing', () => {
    expect(
      first('Nella mia cooperativa applicano il CCNL UNCI: quanto vale lo scatto di anzianità?'),
    ).toMatch(/UNCI non è nella base/);
  });
});

describe('the elemento perequativo by year: the year held, or the gap with the last year held', () => {
  it.each([
    'Metalmeccanico, C3, nessun integrativo in azienda: quanto prenderò di elemento perequativo nel 2026 e in che mese arriva?',
    'operaio D2 metalmeccanico senza superminimo: a quanto ammonta quest’anno il perequativo?',
  ])('%s', (message) => {
    const opening = first(message);
    expect(opening).toMatch(/elemento perequativo per il 2026 non è nella base di conoscenza/);
    // (The last year held is 2025, the 2021 agreement's last June before the renewal: f6slip.)
    expect(opening).toMatch(/2025/);
    expect(ask(message).text.split('Fonti:')[0]).not.toMatch(/485/);
    expect(opening).not.toMatch(/minimo mensile/);
  });

  it('the year held is answered with its amount and month', () => {
    expect(first('CCNL metalmeccanici: quanto era l’elemento perequativo nel 2024?')).toMatch(
      /485 € l’anno.*giugno/,
    );
  });
});

describe('a job the other agreement does not place is not answered with its whole range', () => {
  it.each([
    'Sono OSS al livello C1 in una cooperativa sociale. Una RSA dell’AIOP mi vuole assumere: confrontami il mio minimo con il minimo di un OSS nella sanità privata AIOP RSA.',
    'Lavoro come C1 nelle cooperative sociali; rispetto al minimo di un OSS con il contratto AIOP RSA guadagnerei di più o di meno?',
  ])('%s', (message) => {
    const text = ask(message).text;
    const opening = openingLine(text);
    expect(opening).toMatch(
      /^Il livello d\w+ .*CCNL Sanità privata AIOP RSA.*\*\*non è nella base di conoscenza\*\*/,
    );
    expect(text).not.toMatch(/da 1\.223,57 €/);
  });
});
