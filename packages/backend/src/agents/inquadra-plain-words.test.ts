import { describe, expect, it } from 'vitest';
import { askAgent, openingLines, testKb } from '../testing/agents.js';

// Jobs told in plain words, written for these tests (not the eval's questions).
const category = (id: string) => testKb.byId(id)?.id_categoria as number;
const opening = (message: string, id: string, history: string[] = []) =>
  openingLines(askAgent('inquadra', message, { categories: [category(id)], history }).text);

describe('inquadra places jobs told in plain words', () => {
  it('a press feeder who only loads and unloads on a work sheet, with no setting up, is D1', () => {
    const text = opening(
      'Cerco un addetto che carichi le lamiere sulla pressa e tolga i pezzi stampati, seguendo la scheda di lavoro del reparto. Non deve regolare la pressa e non serve esperienza. Che livello?',
      'metalmeccanica-industria-federmeccanica',
    );
    expect(text).toMatch(/Livello proposto: \*\*livello D1/);
  });

  it('a machine worker who sets up from the sheet stays D2', () => {
    const text = opening(
      'Operaio che attrezza la pressa seguendo la scheda di lavoro, avvia il ciclo e misura i pezzi col calibro. Che livello?',
      'metalmeccanica-industria-federmeccanica',
    );
    expect(text).toMatch(/Livello proposto: \*\*livello D2/);
  });

  it('a deli counter assistant who also fries and packs is the 4th level, named as the profile', () => {
    const text = opening(
      'Nel nostro negozio di gastronomia una commessa serve al banco, prepara le porzioni, confeziona e frigge arancini e supplì per la rosticceria. Che livello le spetta?',
      'terziario-confcommercio',
    );
    expect(text).toMatch(/Livello proposto: \*\*4° livello/);
    expect(text).toMatch(/rosticceria, friggitoria e gastronomia/);
    // "supplì" is no clipped "supplementari": no part-time hours in the answer.
    expect(text).not.toMatch(/supplementar/);
  });

  it('someone who makes up the customers’ orders in the back is the order preparer of the 5th level', () => {
    const text = opening(
      'Un magazzino di ricambi col banco vendita, CCNL commercio: un addetto sul retro prepara le commissioni dei clienti, raccogliendo i pezzi ordinati, e non vende. Che livello?',
      'terziario-confcommercio',
    );
    expect(text).toMatch(/Livello proposto: \*\*5° livello/);
    expect(text).toMatch(/preparatore di commissioni/);
  });
});
