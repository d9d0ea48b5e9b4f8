import { describe, expect, it } from 'vitest';
import { askAgent, openingLine } from '../testing/agents.js';

const calc = (message: string, history: string[] = []) => askAgent('calcolo', message, { history }).text;
const main = (message: string) => askAgent('main-agent', message).text;

describe('a hire date gives the service, not the date of the tables', () => {
  const first =
    'addetta vendite 4° livello in un negozio di scarpe, assunta a settembre 2019: quanto deve avere di lordo oggi? minimo più scatti, niente superminimo';
  it('the minimum named beside the increments: today’s minimum with the increments matured since the hire', () => {
    const text = calc(first);
    expect(text).not.toContain('dato non disponibile');
    expect(text).toContain('1.860,07 €');
    expect(text).toMatch(/2 scatti|2 × 20,66 €/);
  });
  it('a follow-up naming another hire is costed the same way', () => {
    const text = calc("e l'altra commessa, stesso livello, assunta a febbraio 2014?", [first]);
    expect(text).not.toContain('dato non disponibile');
    expect(openingLine(text)).toContain('1.901,39 €');
    expect(text).toMatch(/4 × 20,66 €/);
  });
  it('a net asked with the hire told uses today’s tables, not the hire month’s', () => {
    const text = calc(
      'commessa 4° livello commercio assunta a marzo 2020, quanto prende di lordo e netto oggi?',
    );
    expect(openingLine(text)).not.toContain('dato non disponibile');
    expect(text).toContain('1.818,75 €');
  });
});

describe('"tutti e N gli scatti" is a count of increments', () => {
  it('the total of the increments and the gross with them', () => {
    const text = calc(
      'operaio C3 metalmeccanici industria, ha già preso tutti e 5 gli scatti: quanto fanno in tutto al mese e quanto è il lordo senza superminimo?',
    );
    expect(text).toContain('148,20 €');
    expect(text).toContain('2.359,63 €');
  });
});

describe('a level code read by the worker’s job before the workplace', () => {
  it('drivers on B3 in a firm with a workshop are on a logistics level', () => {
    const text = calc(
      "Ho un'officina e tre autisti con patente C+E inquadrati B3 che fanno trasporto casse mobili. Che minimo con EPA spettava da gennaio 2025?",
    );
    expect(text).toContain('CCNL Logistica');
    expect(text).toContain('1.970,37 €');
  });
});

describe('what happens past the yearly overtime ceiling', () => {
  it('the rule’s clause on the hours past it, when the knowledge base holds it', () => {
    const text = main(
      'CCNL logistica, magazzinieri: quante ore di straordinario l’anno al massimo? e se si va oltre?',
    );
    expect(openingLine(text)).toContain('165 ore');
    expect(openingLine(text)).toContain('tra 165 e 250');
  });
  it('named as the gap when the rule read says nothing on it', () => {
    const text = main(
      'Nel CCNL Multiservizi qual è il tetto annuo di ore di straordinario e cosa succede oltre?',
    );
    expect(openingLine(text)).toContain('150 ore');
    expect(openingLine(text)).toContain(
      'Cosa succede oltre il limite: dato non disponibile nella base di conoscenza',
    );
  });
});
