import { describe, expect, it } from 'vitest';
import { TEST_TODAY, testKb } from '../testing/agents.js';
import { readQuestion } from './read.js';

// Phrasings written for this file: a homeowner's tax bonus is outside work, a wedding leave told beside a
// honeymoon is a term of employment, the Rai group's agreement is one the knowledge base lacks, and two workers
// under two agreements are read together.
const read = (message: string) => readQuestion({ kb: testKb, message, today: TEST_TODAY });
const id = (name: string) => testKb.agreements.find((c) => c.id === name)?.id_categoria;

describe('what the ask is about decides the scope', () => {
  it.each([
    'rifacciamo la cucina di casa nostra quest’anno: il bonus ristrutturazione quanto ci fa risparmiare?',
    'col superbonus posso ancora detrarre qualcosa nel 2026?',
    'sto ristrutturando l’appartamento dei miei: la detrazione si divide in quante rate?',
  ])('a home renovation bonus is out of scope: %s', (message) => {
    expect(read(message).intent).toBe('out_of_scope');
  });

  it('keeps a builder’s renovation for a client inside work', () => {
    const request = read(
      'sono muratore nel CCNL edilizia e stiamo ristrutturando il bagno di un cliente. Il sabato lo pagano come straordinario?',
    );
    expect(request.intent).toBe('overtime_value');
  });

  it('reads a wedding leave asked beside the honeymoon as the leave, not a trip', () => {
    const request = read(
      'Lavoro in una coop sociale. Ci sposiamo a giugno e poi partiamo per il viaggio di nozze; il mio capo dice di prendere ferie ma credo esista un permesso apposta. Quanti giorni mi spettano?',
    );
    expect(request.intent).not.toBe('out_of_scope');
    expect(request.slots.agreements).toContain(id('cooperative-sociali'));
  });

  it('still reads where to go on the honeymoon as outside work', () => {
    expect(read('viaggio di nozze a settembre: meglio la Grecia o la Spagna?').intent).toBe('out_of_scope');
  });
});

describe('agreements read from the story', () => {
  it('names the Rai group’s agreement as one the knowledge base does not hold', () => {
    const request = read('sono impiegato di Rai Way al 4° livello: quanto prendo con la tranche di luglio?');
    expect(request.intent).toBe('agreement_not_covered');
    expect(request.slots.unknownAgreements.join(' ')).toContain('Rai');
    // The licence fee is a tax, not the employer.
    expect(read('il canone Rai in bolletta si può non pagare?').intent).toBe('out_of_scope');
  });

  it('keeps both agreements when two workers are asked about, each with their own', () => {
    const request = read(
      'Abbiamo due dimissioni da gestire: una commessa al 4° livello del CCNL Commercio con 3 anni e la colf convivente con 8 anni. Quanto preavviso deve dare ciascuno?',
    );
    expect(request.slots.agreements).toEqual(
      expect.arrayContaining([id('terziario-confcommercio'), id('lavoro-domestico')]),
    );
  });
});
