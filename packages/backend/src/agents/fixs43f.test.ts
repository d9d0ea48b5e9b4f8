import { describe, expect, it } from 'vitest';
import { readAgreements } from '../reader/agreements.js';
import { readQuestion } from '../reader/read.js';
import { fold } from '../reader/text.js';
import { trackLevel } from '../reader/track-level.js';
import { askAgent, openingLine, testKb } from '../testing/agents.js';
import { withoutReachedIncrease } from './past-increase.js';

// Session 43 (fixs43f): the agreement and the level read as written (a warehouse's contract beside an e-commerce
// firm, a sales agent's category, a level gap over the year, a course of action set aside, a past increase).
const ask = (agent: string, message: string, history: string[] = []) => askAgent(agent, message, { history });
const TODAY = '2026-11-27';
const read = (message: string, history: string[] = []) =>
  readQuestion({ kb: testKb, message, history, today: TODAY } as Parameters<typeof readQuestion>[0]);
const commercio = () => {
  const ccnl = testKb.byId('terziario-confcommercio');
  if (!ccnl) throw new Error('terziario-confcommercio missing');
  return ccnl;
};

describe('the agreement written after the firm beats the one its sector implies', () => {
  it('in brackets and after a dash', () => {
    const logistica = testKb.byId('logistica-trasporto-merci-spedizione')?.id_categoria;
    for (const text of [
      "sono l'HR di un magazzino e-commerce a Bari (CCNL Logistica, trasporto merci e spedizione). Minimo del 5° livello?",
      'Siamo una piattaforma e-commerce con un magazzino a Piacenza - CCNL Logistica. Minimo del 6° livello?',
    ])
      expect(readAgreements(testKb, fold(text)).known).toEqual([logistica]);
  });
  it("a follow-up keeps the warehouse's agreement", () => {
    const text = ask(
      'main-agent',
      'ok e per i carrellisti che abbiamo messo al 4° livello invece quanto viene?',
      [
        "Buongiorno, sono l'HR di un magazzino e-commerce a Bari (CCNL Logistica). Per i picker al 5° livello qual è oggi il minimo mensile lordo, minimo più EPA?",
      ],
    ).text;
    expect(openingLine(text)).toContain('1.850,23 €');
    expect(text).not.toContain('1.818,75 €');
  });
});

describe("a sales agent's category is the side ladder's level", () => {
  it('reads OV1 and OV2, not the 1st and 2nd level', () => {
    expect(trackLevel(commercio(), 'inquadrato operatore di vendita 1a categoria nel terziario')).toBe('OV1');
    expect(trackLevel(commercio(), 'operatore di vendita di seconda categoria')).toBe('OV2');
    expect(trackLevel(commercio(), '2ª categoria operatori di vendita')).toBe('OV2');
    expect(trackLevel(commercio(), 'impiegato di 1a categoria')).toBeUndefined();
  });
  it("a future table without the row is a gap, with no renewal's figures beside it", () => {
    const text = ask(
      'main-agent',
      "abbiamo un venditore inquadrato operatore di vendita 1a categoria nel terziario. a quanto sale il suo minimo da febbraio 2027 con l'ultima tranche?",
    ).text;
    expect(openingLine(text)).toContain('non è nella base di conoscenza');
    expect(text).not.toMatch(/2\.623,43|240 euro|175 euro/);
  });
  it('a tranche that dates the minimum asked is not a renewal asked', () => {
    const req = read(
      "a quanto sale il minimo del 4° livello commercio da febbraio 2027 con l'ultima tranche?",
    );
    expect(req.alsoAsked).not.toContain('renewal');
  });
});

describe('two levels weighed over the year', () => {
  it('the month and the year with the payments said', () => {
    const text = ask(
      'confronta',
      "Stiamo valutando di passare un tecnico dal C3 al B1 (metalmeccanici industria). Che differenza c'è oggi tra i due minimi tabellari mensili, e quanto vale su base annua con 13 mensilità?",
    ).text;
    expect(openingLine(text)).toContain('158,90 €');
    expect(text).toContain('2.065,70 €');
  });
});

describe('"invece di" + a verb sets aside a course of action, not an agreement', () => {
  it('both agreements compared after a turn on one of them', () => {
    const text = ask(
      'confronta',
      "Invece di pagare la ditta di mio cugino per le pulizie, assumeremmo noi un addetto al 7° livello FIPE. Che differenza di minimo c'è oggi tra la sua operaia al 2° livello Multiservizi e un nostro 7° livello FIPE?",
      [
        "Mio cugino ha un'impresa di pulizie (CCNL Multiservizi). Qual è oggi il minimo mensile di un'operaia al 2° livello?",
      ],
    ).text;
    expect(text).toContain('1.403,17 €');
    expect(text).toContain('12,97 €');
  });
});

describe('an increase already reached does not look ahead', () => {
  it('strips only months reached', () => {
    expect(withoutReachedIncrease("in vigore adesso, dopo l'aumento di novembre?", TODAY)).not.toContain(
      'aument',
    );
    expect(withoutReachedIncrease("dopo l'aumento di febbraio?", TODAY)).toContain('aument');
    expect(withoutReachedIncrease("con l'aumento di marzo 2026", TODAY)).not.toContain('aument');
  });
  it("today's minimum without the next tranche's amount", () => {
    const text = ask(
      'main-agent',
      "Sono commessa al 4° livello del CCNL Terziario Confcommercio. Qual è il minimo mensile in vigore adesso, dopo l'aumento di novembre?",
    ).text;
    expect(openingLine(text)).toContain('1.818,75 €');
    expect(text).not.toContain('1.858,75 €');
  });
});
