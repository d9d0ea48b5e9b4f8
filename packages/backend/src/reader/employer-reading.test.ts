import { describe, expect, it } from 'vitest';
import { testKb as kb, TEST_TODAY } from '../testing/agents.js';
import { leavingMonthEnd } from './leaving-month.js';
import { readQuestion } from './read.js';

// The reading classes of the employers' set (89-real-employer.json), in phrasings that are not its words.
const read = (message: string, history?: string[]) =>
  readQuestion({ kb, message, categories: [], today: TEST_TODAY, ...(history ? { history } : {}) });

const COMMERCIO = 1;

describe('the ask decides: a comparison or an economic position asked outright beats the story', () => {
  it.each([
    'Dovendo inquadrare un nuovo barista, mi confronti il minimo del 4° livello del CCNL Pubblici esercizi con quello del CCNL Turismo?',
    'Prima di decidere come inquadrarla: ci confronta la paga del 3° livello del CCNL Commercio con quella del CCNL Studi professionali?',
  ])('%s', (message) => {
    expect(read(message).intent).toBe('comparison');
  });

  it('a figure of the story to compare with is no comparison of agreements', () => {
    expect(
      read('CCNL Turismo, 5° livello: qual è la paga oraria? Vorrei confrontarla con i 10 euro che pago io')
        .intent,
    ).not.toBe('comparison');
  });

  it.each([
    "In quale posizione economica del CCNL Cooperative sociali va un'educatrice di nido dopo il rinnovo 2024?",
    'Che categoria spetta a un OSS nel contratto delle cooperative sociali dopo il rinnovo?',
  ])('%s → classification', (message) => {
    expect(read(message).intent).toBe('classification');
  });
});

describe('a colleague told by their job keeps the conversation’s agreement', () => {
  it.each(['e per la signora delle pulizie che metto al 7°?', 'e la ragazza delle pulizie, al 6°?'])(
    '%s',
    (message) => {
      const r = read(message, ['Periodo di prova di una cassiera al 4° livello del CCNL Commercio?']);
      expect(r.slots.agreements).toEqual([COMMERCIO]);
    },
  );

  it('an agreement named outright in a follow-up still moves the conversation', () => {
    const r = read('e nel CCNL Multiservizi?', [
      'Periodo di prova di una cassiera al 4° livello del CCNL Commercio?',
    ]);
    expect(r.slots.agreements).not.toEqual([COMMERCIO]);
  });
});

describe('an agreement not held named in full beside a job word that names a held one', () => {
  it('the porters’ agreement and "pulizie"', () => {
    const r = read(
      "Condominio con il CCNL proprietari di fabbricati: quanto si paga l'ora un addetto alle pulizie delle scale?",
    );
    expect(r.slots.unknownAgreements.length).toBeGreaterThan(0);
    expect(r.slots.agreements).toEqual([]);
  });
});

describe('a follow-up that moves the leaving day to the end of a month', () => {
  it.each([
    ['e se rimanesse fino a fine giugno?', '2026-04-30', '2026-06-30'],
    ['e se se ne andasse a fine febbraio?', '2028-01-15', '2028-02-29'],
  ])('%s', (text, leaving, expected) => {
    expect(leavingMonthEnd(text, leaving)).toBe(expected);
  });

  it('in a conversation, the ratei follow-up gets the new last day', () => {
    const r = read('e se restasse fino a fine luglio?', [
      'Commessa al IV livello del commercio, ultimo giorno il 31 marzo 2026: quanto le spetta di tredicesima?',
    ]);
    expect(r.slots.endDate).toBe('2026-07-31');
  });
});
