import { describe, expect, it } from 'vitest';
import { testKb as kb, TEST_TODAY } from '../testing/agents.js';
import { readQuestion } from './read.js';

const read = (message: string) => readQuestion({ kb, message, categories: [], today: TEST_TODAY });
const id = (name: string) => kb.byId(name)?.id_categoria;

describe('the agreement named as the worker’s own beats a sector met in passing', () => {
  it.each([
    [
      'mia sorella deve chiedere un mutuo e la banca vuole sapere il minimo del C3 col contratto dei metalmeccanici a luglio 2026',
      'metalmeccanica-industria-federmeccanica',
    ],
    [
      'per il prestito in banca mi servono le buste: commessa 4 livello ccnl commercio, quanto è il minimo?',
      'terziario-confcommercio',
    ],
    [
      'lavoro in un bar, CCNL pubblici esercizi, e la banca mi ha chiesto il cedolino per il finanziamento: minimo del 5 livello?',
      'pubblici-esercizi-fipe',
    ],
    [
      'sono in malattia e il medico dell’ASL mi ha fatto il certificato medico: col contratto del commercio quanti giorni di comporto ho?',
      'terziario-confcommercio',
    ],
  ])('%s', (message, agreement) => {
    const { slots } = read(message);
    expect(slots.unknownAgreements).toEqual([]);
    expect(slots.agreements).toContain(id(agreement));
  });

  it('still reads the bank as the employer when the worker works there', () => {
    const { slots } = read('lavoro in banca da 10 anni e devo chiedere un mutuo: quante ferie ho?');
    expect(slots.unknownAgreements).toEqual(['CCNL Credito (ABI)']);
  });

  it('still names an agreement the knowledge base lacks when it is named after CCNL', () => {
    const { slots } = read('CCNL Trasporto aereo: quanto dura il preavviso?');
    expect(slots.unknownAgreements).toEqual(['CCNL Trasporto aereo']);
  });
});
