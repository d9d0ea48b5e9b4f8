import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.js';
import { loadKnowledgeBase } from '../kb/knowledge-base.js';
import { readQuestion } from './read.js';

const kb = loadKnowledgeBase(loadConfig({}).kbDir);
const id = (name: string) => kb.agreements.find((c) => c.id === name)?.id_categoria ?? -1;
const read = (message: string, selected: string[]) =>
  readQuestion({ kb, message, categories: selected.map(id), today: '2026-11-22' }).slots.agreements;

describe('the agreements selected in the picker', () => {
  it('are kept when the question only implies another by a job, a workplace or a sector word', () => {
    for (const [message, selected] of [
      ['Sono un operaio metalmeccanico al 5° livello: minimo?', 'metalmeccanica-pmi-confapi'],
      ['faccio le pulizie 3 volte a settimana, quante ferie mi spettano?', 'lavoro-domestico'],
      ['la colf di mia madre: quante ore di permesso ha?', 'multiservizi-pulizia'],
      ['Lavoro come aiuto cuoco nel ristorante di un albergo: preavviso?', 'pubblici-esercizi-fipe'],
      ['il portiere di notte del nostro hotel: periodo di prova?', 'vigilanza-privata-servizi-fiduciari'],
      ['sono commessa in un negozio di scarpe, 4° livello: ferie?', 'terziario-confesercenti'],
    ] as const)
      expect(read(message, [selected]), message).toEqual([id(selected)]);
  });

  it('give way to an agreement named outright: by "CCNL", by its title or by its signatory', () => {
    for (const [message, selected, named] of [
      [
        'Minimo del 5° livello nel CCNL Metalmeccanici industria?',
        'metalmeccanica-pmi-confapi',
        'metalmeccanica-industria-federmeccanica',
      ],
      ['Il contratto del turismo che ferie prevede?', 'pubblici-esercizi-fipe', 'turismo-federalberghi'],
      ['Quante ferie ha un cuoco nel CCNL Turismo?', 'pubblici-esercizi-fipe', 'turismo-federalberghi'],
      [
        'Un albergo associato a Federalberghi: quante ferie ha il portiere?',
        'pubblici-esercizi-fipe',
        'turismo-federalberghi',
      ],
      ['E per una colf nel lavoro domestico, quante ferie?', 'multiservizi-pulizia', 'lavoro-domestico'],
    ] as const)
      expect(read(message, [selected]), message).toEqual([id(named)]);
  });

  it('are kept when the question names them by a word they share with the agreement it would read', () => {
    for (const [message, selected] of [
      ['Sono commessa nel commercio, 4° livello: quante ferie?', 'terziario-confesercenti'],
      ['Che preavviso prevede il CCNL del commercio per un 3° livello?', 'terziario-confesercenti'],
      ['Il CCNL metalmeccanici quante ferie dà a un operaio?', 'metalmeccanica-pmi-confapi'],
    ] as const)
      expect(read(message, [selected]), message).toEqual([id(selected)]);
    // A name the selected agreement does not share still names the other one.
    expect(read('Commessa, CCNL Commercio Confcommercio: ferie?', ['terziario-confesercenti'])).toEqual([
      id('terziario-confcommercio'),
    ]);
  });

  it('give way to a follow-up that moves the conversation to another agreement by its words', () => {
    const history = ['Quante ferie spettano nel CCNL Commercio?'];
    for (const [message, moved] of [
      ['E per i metalmeccanici?', 'metalmeccanica-industria-federmeccanica'],
      ['e negli alberghi?', 'turismo-federalberghi'],
      ['e per una colf?', 'lavoro-domestico'],
    ] as const) {
      const slots = readQuestion({
        kb,
        message,
        history,
        categories: [id('terziario-confcommercio')],
        today: '2026-11-22',
      }).slots;
      expect(slots.agreements, message).toEqual([id(moved)]);
    }
  });
});
