import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.js';
import { loadKnowledgeBase } from '../kb/knowledge-base.js';
import { readQuestion } from './read.js';

const kb = loadKnowledgeBase(loadConfig({}).kbDir);
const read = (message: string) => {
  const r = readQuestion({ kb, message, today: '2026-11-26' });
  const ids = [...r.slots.agreements].map((i) => kb.agreements.find((c) => c.id_categoria === i)?.id).sort();
  return { intent: r.intent, ids };
};

describe('a family business is the employer, not the family', () => {
  it('reads a family-run hotel hiring a room cleaner as Turismo, not domestic work', () => {
    expect(
      read(
        'Albergo a conduzione familiare, mia madre non riesce più a rifare le camere: abbiamo trovato una signora per le pulizie, contratto turismo Federalberghi, 6° super. Minimo mensile?',
      ).ids,
    ).toEqual(['turismo-federalberghi']);
  });
  it('keeps a cleaner at the family home as domestic work', () => {
    expect(
      read('Abbiamo trovato una signora per le pulizie di casa, 10 ore a settimana: quanto la pago?').ids,
    ).toEqual(['lavoro-domestico']);
  });
});

describe("a firm's size is not a resignation", () => {
  it('reads "un’azienda di queste dimensioni" with the paid leave asked', () => {
    expect(
      read(
        'Negozio con tre dipendenti, CCNL Terziario Confcommercio: quante ore di permessi retribuiti spettano in un’azienda di queste dimensioni?',
      ).intent,
    ).toBe('rol_ex_festivita');
  });
});

describe('a net asked with the surcharges in it', () => {
  it('reads "rifai il netto mettendoci anche le addizionali" as the net, not the rates', () => {
    expect(
      read(
        'Mi ricalcoli il netto mensile includendo anche le addizionali regionale della Toscana e comunale di Firenze?',
      ).intent,
    ).toBe('gross_to_net');
  });
});
