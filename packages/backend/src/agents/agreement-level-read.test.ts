import { describe, expect, it } from 'vitest';
import { readQuestion } from '../reader/read.js';
import { askAgent, openingLines as opening, TEST_TODAY, testKb } from '../testing/agents.js';

/**
 * Reading the agreement, the level and the category asked (fixs57g): "il quadro" of a forwarded story is no
 * Quadri level; Unionchimica Confapi is an agreement the knowledge base does not hold;
 * a probation asked for a category of lettered positions, or with
 * none; an ISTAT-indexed hourly minimum of a year not out yet.
 */
const read = (message: string) => readQuestion({ kb: testKb, message, today: TEST_TODAY });

describe('"il quadro" of a story is not the Quadri level', () => {
  it.each([
    [
      'Ti giro il messaggio del cliente così hai tutto il quadro: Marco, magazziniere al 5° livello del commercio, in azienda da 8 anni, vuole dimettersi. Quanto preavviso deve dare?',
      '5',
    ],
    ['per avere il quadro: cameriera 4 livello fipe da 3 anni, quanto preavviso se si licenzia?', '4'],
  ])('%s', (message, level) => {
    expect(read(message).slots.level).toBe(level);
  });

  it('the level told gets its own term, not the Quadri one', () => {
    const { text } = askAgent(
      'main-agent',
      'Le inoltro la mail così ha tutto il quadro. "Marco, magazziniere al 5° livello del commercio, con noi da 8 anni, si è dimesso: quanti giorni di preavviso deve darci?"',
    );
    expect(opening(text)).toMatch(/5° livello/);
    expect(opening(text)).toMatch(/20 giorni/);
    expect(opening(text)).not.toMatch(/Quadri/);
  });

  it('a Quadri worker is still read as one', () => {
    expect(read('sono quadro nel commercio da 12 anni, quanto preavviso devo dare?').slots.level).toBe('Q');
  });
});

describe("Unionchimica Confapi is not the Confindustria agreements' answer", () => {
  it.each([
    'la nostra ditta di stampaggio plastica applica il contratto unionchimica confapi, qual è il minimo del 3 livello?',
    'contratto Unionchimica-Confapi della piccola industria chimica: quanto dura il preavviso dopo 6 anni?',
  ])('%s', (message) => {
    const { text } = askAgent('main-agent', message);
    expect(opening(text)).toMatch(/Unionchimica Confapi\) non è nella base di conoscenza/);
    expect(text).not.toMatch(/\d,\d\d €/);
  });
});

describe('Uniontessile Confapi is neither the SMI textile agreement nor the Confapi metalworkers’ one', () => {
  it.each([
    'minimi 2026 ccnl uniontessile confapi piccola media industria tessile livello 3?',
    'siamo una piccola tessitura e applichiamo il contratto tessile confapi: quanto dura la prova per un 4 livello?',
  ])('%s', (message) => {
    const { text } = askAgent('main-agent', message);
    expect(opening(text)).toMatch(/Uniontessile Confapi\) non è nella base di conoscenza/);
    expect(text).not.toMatch(/\d,\d\d €/);
  });
});

describe('a probation by category of lettered positions', () => {
  it.each([
    [
      'nel ccnl chimico farmaceutico sono in cat. E, quanto dura la prova?',
      /categoria E \(E1, E2, E3, E4\)[^.]*\*\*4 mesi/,
    ],
    [
      'chimico farmaceutico, categoria D, periodo di prova massimo?',
      /categoria D \(D1, D2, D3\)[^.]*\*\*6 mesi/,
    ],
  ])('%s', (message, figure) => {
    expect(opening(askAgent('main-agent', message).text)).toMatch(figure);
  });

  it('with no category, the category is asked for', () => {
    const { text } = askAgent(
      'main-agent',
      'mi assumono nel chimico-farmaceutico, quanti mesi di prova devo fare?',
    );
    expect(opening(text)).toMatch(/indicami la tua categoria \(A, B, C, D, E o F\)/);
  });
});

describe('an ISTAT-indexed hourly minimum of a year not out yet', () => {
  const before = ['ho una colf a ore, 15 ore la settimana, non convivente: quanto le spetta di ferie?'];

  it('is said as not available, with no figure', () => {
    const { text } = askAgent('main-agent', 'e dal 2027 quanto sarà la paga oraria minima della colf?', {
      history: before,
    });
    expect(opening(text)).toMatch(/paga minima oraria da gennaio 2027 non è disponibile/);
    expect(text).not.toMatch(/\d,\d\d €|\d+ euro/);
  });

  it("the renewal's monthly tranche still answers at its own level", () => {
    const { text } = askAgent(
      'main-agent',
      'badante convivente livello BS: da gennaio 2027 di quanto aumenta il minimo mensile?',
    );
    expect(opening(text)).toMatch(/30,00 €/);
  });
});
