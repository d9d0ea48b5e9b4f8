import { describe, expect, it } from 'vitest';
import { askAgent, openingLine, openingLines } from '../testing/agents.js';

const opening = openingLines;

describe('a permit denied by its code is not the job (Logistica viaggiante)', () => {
  it('places a C+E driver of casse mobili "senza abilitazioni ADR" at B3, not the ADR level C3', () => {
    const text = askAgent(
      'inquadra',
      'CCNL logistica trasporto merci: assumiamo un camionista con patente C+E che farà container e casse mobili in Italia e in Francia con trasferte, senza abilitazioni ADR. Che livello gli diamo?',
    ).text;
    expect(openingLine(text)).toContain('B3');
    expect(openingLine(text)).not.toContain('C3');
  });

  it('still places an ADR driver at C3', () => {
    const text = askAgent(
      'inquadra',
      'CCNL logistica trasporto merci: autista con patente C+E e abilitazione ADR per trasporti di merci pericolose con trasferte, che livello?',
    ).text;
    expect(openingLine(text)).toContain('C3');
  });
});

describe('a grade said as the worker title (Metalmeccanici industria)', () => {
  it('an "operaio qualificato" is D2, whatever simple task he tells', () => {
    const text = askAgent(
      'inquadra',
      'Metalmeccanico Federmeccanica, sono operaio qualificato e faccio piccole regolazioni semplici sulla linea di assemblaggio: che livello mi spetta?',
    ).text;
    expect(openingLine(text)).toContain('D2');
    expect(text).toContain('«operaio qualificato»');
  });

  it('a worker who says he is not qualified is not placed at D2 by the title', () => {
    const text = askAgent(
      'inquadra',
      'Metalmeccanico Federmeccanica, non sono operaio qualificato, faccio carico e scarico semplice dei pezzi: che livello?',
    ).text;
    expect(openingLine(text)).not.toContain('D2');
  });
});

describe('the notice asked of inquadra beside the job told', () => {
  it('a building labourer asking only the notice gets the days, not a level', () => {
    const text = askAgent(
      'inquadra',
      'faccio il manovale in un cantiere edile (CCNL edilizia industria) da 2 anni: se mi licenziano quanti giorni di preavviso mi spettano?',
    ).text;
    expect(opening(text)).toContain('7 giorni lavorativi');
    expect(openingLine(text)).not.toContain('Livello proposto');
  });
});

describe("a family's notice: the band of the case only", () => {
  it('a dismissal after 7 years at 54 hours says 30 days and no other band', () => {
    const text = askAgent(
      'main-agent',
      'la badante lavora da noi 54 ore a settimana da 7 anni e dobbiamo licenziarla: quanti giorni di preavviso le dobbiamo?',
    ).text;
    expect(openingLine(text)).toContain('**30 giorni**');
    expect(text).not.toContain('15 giorni');
    expect(text).not.toContain('8 giorni');
  });

  it('tells the indemnity when the family asks about not having her work the notice', () => {
    const text = askAgent(
      'main-agent',
      'la colf viene 30 ore a settimana da 2 anni, la dobbiamo licenziare: quanti giorni di preavviso? se non li facciamo lavorare dobbiamo pagarli?',
    ).text;
    expect(openingLine(text)).toContain('**15 giorni**');
    expect(text).toContain('indennità sostitutiva del preavviso');
    expect(text).not.toContain('7,5 giorni');
  });
});

describe('a notice claimed to run from the day it is given', () => {
  const before = [
    'sono impiegata al 4° livello del CCNL studi professionali da 3 anni. quanti giorni di preavviso devo dare se mi dimetto?',
  ];

  it('opens with No and the day it runs from, in an agreement counting from the 1st or the 16th', () => {
    const text = askAgent(
      'main-agent',
      'ma i giorni decorrono dal giorno in cui consegno la lettera? la porterei il 20 gennaio',
      { history: before },
    ).text;
    expect(openingLine(text)).toMatch(/^\*\*No\*\*/);
    expect(openingLine(text)).toContain('art. 129');
    expect(openingLine(text)).toContain('dal 1° febbraio 2027');
    // 4° livello, up to 5 years, resignation: 15 days from 1 February.
    expect(openingLine(text)).toContain('**15 febbraio 2027**');
  });

  it('gives no verdict where the knowledge base has no start rule', () => {
    const text = askAgent(
      'main-agent',
      'metalmeccanico federmeccanica livello C2 da 3 anni, se mi dimetto il preavviso parte dal giorno in cui consegno la lettera?',
    ).text;
    expect(openingLine(text)).not.toMatch(/^\*\*No\*\*/);
  });
});
