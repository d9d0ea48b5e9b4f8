import { describe, expect, it } from 'vitest';
import { askAgent, openingLines, testKb } from '../testing/agents.js';

// Jobs told by their tasks, and follow-ups that change the job (written for these tests, not the eval's).
const category = (id: string) => testKb.byId(id)?.id_categoria as number;
const opening = (message: string, id: string, history: string[] = []) =>
  openingLines(askAgent('inquadra', message, { categories: [category(id)], history }).text);

describe('jobs told by their tasks', () => {
  it('a deli counter clerk of a Confesercenti shop who slices and weighs is the 4th level, not the cleaner', () => {
    const text = opening(
      'Nella nostra salumeria applichiamo il terziario Confesercenti: una dipendente sta al banco, affetta prosciutti e formaggi, li pesa e serve le clienti. Che livello le spetta?',
      'terziario-confesercenti',
    );
    expect(text).toMatch(/Livello proposto: \*\*4° livello/);
    expect(text).not.toMatch(/pulizie/);
  });

  it('"addetta" alone shares no job with «addetto alle pulizie»', () => {
    const text = opening(
      'Sono addetta al reparto ortofrutta di un negozio Confesercenti, che livello dovrei avere?',
      'terziario-confesercenti',
    );
    expect(text).not.toMatch(/Livello proposto: \*\*7° livello/);
  });

  it('an articulated-lorry driver on routes abroad, loading left to the customer, is B3 (the former 3rd super)', () => {
    const text = opening(
      'Autotrasporti, CCNL logistica: assumo un autista con patente CE per il bilico, farà le linee verso la Francia; carico e scarico lo fanno i magazzini dei clienti. Che livello?',
      'logistica-trasporto-merci-spedizione',
    );
    expect(text).toMatch(/Livello proposto: \*\*livello B3/);
    expect(text).toMatch(/ex 3° livello super/);
  });
});

describe('follow-ups that change the job', () => {
  it('a former 5th super category asked after another category is B1', () => {
    const text = opening('e uno che era 5 super?', 'metalmeccanica-industria-federmeccanica', [
      'metalmeccanici industria: chi era in 4ª categoria prima della riforma adesso che livello è?',
    ]);
    expect(text).toMatch(/livello B1/);
  });

  it('a former 5th super said without the word "categoria" is B1', () => {
    const text = opening(
      'Metalmeccanica industria: prima del 2021 ero in 5ª super, adesso a che livello sono?',
      'metalmeccanica-industria-federmeccanica',
    );
    expect(text).toMatch(/livello B1/);
  });
});
