import { describe, expect, it } from 'vitest';
import { askAgent, testKb } from '../testing/agents.js';

const category = (id: string) => testKb.byId(id)?.id_categoria as number;
const answer = (agreement: string, message: string, history: string[] = []) =>
  askAgent('inquadra', message, { categories: [category(agreement)], history }).text;
const proposed = (agreement: string, message: string, history: string[] = []) =>
  /Livello proposto: \*\*(?:livello )?([^*( ]+)/.exec(answer(agreement, message, history))?.[1];

describe('a station of the kitchen run by the cook is the station head, not the chef’s deputy', () => {
  it.each([
    'Prendiamo una cuoca che seguirà la partita dei secondi, con due aiuti sotto di lei, e risponde allo chef',
    'Un cuoco responsabile della partita della pasticceria, con un commis sotto di lui',
  ])('%s → 4°', (message) => {
    expect(proposed('pubblici-esercizi-fipe', message)).toBe('4°');
  });
  it('the sous chef named as the superior is not the job', () => {
    expect(
      proposed('pubblici-esercizi-fipe', 'cuoco che gestisce la partita dei primi e riferisce al sous chef'),
    ).toBe('4°');
  });
});

describe('the only barman at the counter is the «barman unico», never a cashier', () => {
  it.each([
    'Al bancone del bar starà da solo tutta la sera: fa caffè e cocktail, ordina la merce e chiude la cassa. Non ci sarà nessun altro barista.',
    'Da sola al banco: prepara i cocktail della carta che ha deciso lei e fa gli ordini, non c’è un altro barman',
  ])('%s → 3°', (message) => {
    expect(proposed('pubblici-esercizi-fipe', message)).toBe('3°');
  });
  it('alone at the oven’s counter is the pizza maker’s station, not the bar', () => {
    expect(
      proposed(
        'pubblici-esercizi-fipe',
        'un ragazzo che impasta e inforna le pizze da solo al banco del forno e pulisce la postazione',
      ),
    ).toBe('4°');
  });
});

describe('a follow-up about another worker keeps the conversation’s agreement and is decided on its own job', () => {
  it('a dishwasher who also cleans stays under the restaurant’s agreement', () => {
    const text = askAgent(
      'inquadra',
      'e la lavapiatti che si occupa anche delle pulizie della sala a fine turno?',
      {
        history: ['Nel ristorante (CCNL FIPE) assumo un cameriere di sala: che livello?'],
      },
    ).text;
    expect(text).toContain('Pubblici esercizi FIPE');
    expect(text).toMatch(/Livello proposto: \*\*7° livello/);
  });

  it('the tradesman the earlier helper assisted is placed by his own tasks', () => {
    const text = askAgent(
      'inquadra',
      'E il carpentiere esperto, vent’anni di mestiere, che legge i disegni e lo considerano tutti operaio specializzato?',
      {
        history: [
          'Assumo in cantiere un manovale al primo lavoro che porta i materiali e aiuta i carpentieri. Edilizia industria, che livello?',
        ],
      },
    ).text;
    expect(text).toMatch(/Livello proposto: \*\*3° livello/);
  });
});

describe('simple work told by no machine and no experience is the simple level', () => {
  it('hand packing with no machines and no experience in the food industry → 6°', () => {
    expect(
      proposed(
        'alimentari-industria',
        'una ragazza senza esperienza che incarta a mano le colombe e le mette nei cartoni, senza usare macchine',
      ),
    ).toBe('6°');
  });
  it('a newcomer who only empties the bins → Multiservizi 1°, with its simple profile as the reason', () => {
    const text = answer(
      'multiservizi-pulizia',
      'un ragazzo al primo impiego che deve solo raccogliere la carta e portare i rifiuti fuori, niente macchinari',
    );
    expect(text).toMatch(/Livello proposto: \*\*1° livello/);
    expect(text).toContain('mansioni semplici di pulizia');
  });
});

describe('experience said outright makes the qualified cleaner', () => {
  it('an experienced cleaner using ordinary products → Multiservizi 2°', () => {
    expect(
      proposed(
        'multiservizi-pulizia',
        'addetta che pulisce uffici e bagni con i prodotti e il carrello, è esperta e lavora da anni nelle pulizie',
      ),
    ).toBe('2°');
  });
  it('the same cleaning with no experience stays at the 1°', () => {
    expect(
      proposed(
        'multiservizi-pulizia',
        'addetta senza esperienza che fa mansioni semplici di pulizia negli uffici',
      ),
    ).toBe('1°');
  });
});
