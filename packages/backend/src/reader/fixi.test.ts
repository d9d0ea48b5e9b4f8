import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.js';
import { loadKnowledgeBase } from '../kb/knowledge-base.js';
import { type ReaderInput, readQuestion } from './read.js';

// Session 14 (fixi): which agreement a classification or pay question is about.
const kb = loadKnowledgeBase(loadConfig({}).kbDir);
const read = (message: string, extra: Partial<ReaderInput> = {}) =>
  readQuestion({ kb, message, today: '2026-11-23', ...extra });
const idOf = (id: string) => kb.byId(id)?.id_categoria;

describe('a second worker of the same employer stays in the conversation’s agreement', () => {
  it.each([
    [
      'Abbiamo una profumeria, CCNL terziario Confcommercio: la nuova commessa che livello prende?',
      'E poi mi serve anche una ragazza che si occupi soltanto delle pulizie del negozio, due ore al giorno: lei dove la metto?',
      'terziario-confcommercio',
    ],
    [
      'Hotel tre stelle sul lago, CCNL turismo: il nuovo receptionist a che livello lo assumo?',
      "E l'addetta alle sole pulizie delle camere dell'albergo?",
      'turismo-federalberghi',
    ],
  ])('%s → %s', (before, message, agreement) => {
    expect(read(message, { history: [before] }).slots.agreements[0]).toBe(idOf(agreement));
  });
  it('a cleaning firm named as the employer moves the conversation', () => {
    const request = read("E se invece le pulizie del negozio le affidassi a un'impresa di pulizie esterna?", {
      history: [
        'Abbiamo una profumeria, CCNL terziario Confcommercio: la nuova commessa che livello prende?',
      ],
    });
    expect(request.slots.agreements).toContain(idOf('multiservizi-pulizia'));
  });
});

describe('a job the story denies brings in no agreement', () => {
  it.each([
    [
      'mia madre ha una ragazza che le fa da dama di compagnia tre pomeriggi a settimana, senza pulizie: che paga oraria minima?',
      'lavoro-domestico',
    ],
    [
      "signora che sta con mio padre anziano la notte, non fa le pulizie: quanto le spetta l'ora?",
      'lavoro-domestico',
    ],
  ])('%s', (message, agreement) => {
    expect(read(message).slots.agreements).toEqual([idOf(agreement)]);
  });
  it('cleaning said, not denied, still names the cleaning firms’ agreement', () => {
    expect(
      read("Lavoro per un'impresa di pulizie negli uffici: paga oraria del 2° livello?").slots.agreements,
    ).toContain(idOf('multiservizi-pulizia'));
  });
});
