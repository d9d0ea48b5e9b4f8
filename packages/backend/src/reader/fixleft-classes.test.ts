import { describe, expect, it } from 'vitest';
import { testKb as kb, TEST_TODAY } from '../testing/agents.js';
import { questionSentences } from './question-sentences.js';
import { readQuestion } from './read.js';

const read = (message: string, history: string[] = [], agent: 'main-agent' | 'calcolo' = 'main-agent') =>
  readQuestion({ kb, today: TEST_TODAY, message, categories: [], history, agent });
const id = (name: string) => kb.byId(name)?.id_categoria;

describe('the questions of a message asked in separate sentences', () => {
  it('splits a message into its questions, the statements before the first going with it', () => {
    expect(
      questionSentences(
        'Cameriere in pizzeria, contratto FIPE. In che mese arriva la quattordicesima? E gli scatti ogni quanti anni maturano?',
      ),
    ).toEqual([
      'Cameriere in pizzeria, contratto FIPE. In che mese arriva la quattordicesima?',
      'E gli scatti ogni quanti anni maturano?',
    ]);
  });

  it('a later question with no conjunction reads as a follow-up of the same case', () => {
    expect(
      questionSentences('Commessa con RAL 26.000. Quanto costa il FIS? Quanto TFR accantoniamo in un anno?'),
    ).toEqual(['Commessa con RAL 26.000. Quanto costa il FIS?', 'e quanto TFR accantoniamo in un anno?']);
  });

  it('a tag or a one-word question is not a question of its own', () => {
    for (const message of [
      'La busta paga di marzo è corretta? giusto?',
      'Quanto dura la prova nel commercio? vero?',
      'Ferie nel turismo? Quante?',
    ])
      expect(questionSentences(message), message).toEqual([]);
  });
});

describe('a renewal increase asked after a story that names overtime, a net or a minimum', () => {
  it.each([
    [
      'Questo mese ho fatto anche straordinari e il netto è cambiato, ma di quanto è cresciuto il minimo della D1 dal 1° luglio 2027?',
      ['Lavoro in un’azienda chimica, CCNL chimico-farmaceutico, categoria D1.'],
    ],
    [
      'Mi spieghi l’aumento del TEM della categoria D1 col rinnovo chimico del 2025: a quanto ammonta l’aumento e in quante tranche arriva?',
      [],
    ],
    [
      'CCNL chimico-farmaceutico, D1: in busta ci sono sigle e un conguaglio. Di quanto doveva salire il minimo contrattuale a luglio 2026?',
      [],
    ],
  ])('%s', (message, history) => {
    const request = read(message, history);
    expect(request.intent).toBe('renewal');
    // A renewal's year names the renewal, not the day its tables are read at.
    expect(request.slots.date === undefined || request.slots.date >= '2026-01-01').toBe(true);
  });

  it('an increase of the net or of the increments is not the renewal', () => {
    expect(read('CCNL Commercio 4° livello: di quanto aumenta il netto con 2.000 lordi?').intent).not.toBe(
      'renewal',
    );
  });
});

describe('seniority increases asked in other words', () => {
  it.each([
    'Abbiamo una colf da sei anni, sempre con noi. Con gli anni di servizio la paga deve crescere? Di quanto e ogni quanto?',
    'Mia madre ha una badante convivente dal 2019: per l’anzianità le spetta un aumento? Ogni quanto scatta?',
  ])('%s', (message) => {
    const request = read(message);
    expect(request.intent).toBe('seniority');
    expect(request.slots.agreements).toEqual([id('lavoro-domestico')]);
  });

  it('the renewal named in the story stays a renewal', () => {
    expect(read('Colf convivente: con il rinnovo del contratto di quanto aumenta lo stipendio?').intent).toBe(
      'renewal',
    );
  });
});

describe('a helper for the user’s relative, at home, is domestic work', () => {
  it.each([
    'Una signora viene ad aiutare mio padre tre mattine a settimana (15 ore), la paghiamo 9 euro l’ora: quanti contributi INPS le devo per ogni ora nel 2026?',
    'da marzo abbiamo in casa una ragazza che aiuta la nonna, 20 ore a settimana: quanto versiamo di INPS a trimestre?',
  ])('%s', (message) => {
    expect(read(message).slots.agreements).toEqual([id('lavoro-domestico')]);
  });
});

describe('verbs and common words after "contratto/CCNL" are not an agreement’s name', () => {
  it.each([
    'il nuovo contratto sarebbe su 14 mensilità, quanto prenderei netto con 1.900 lordi?',
    'il contratto prevedeva 13 mensilità e un lordo di 2.000 euro, quanto fa netto?',
    'il CCNL scadrà a dicembre: quanto prendo netto con RAL 30.000?',
    'il contratto comprende vitto e alloggio, con 1.500 lordi al mese quanto resta netto?',
  ])('%s', (message) => {
    const request = read(message, [], 'calcolo');
    expect(request.slots.unknownAgreements).toEqual([]);
    expect(request.intent).toBe('gross_to_net');
  });

  it('an agreement not held, named after "CCNL", is still named', () => {
    expect(read('CCNL Credito, quanto dura la prova?').intent).toBe('agreement_not_covered');
  });
});

describe('a new question that implies the conversation’s agreement by a sector word keeps its level', () => {
  it('keeps the level and asks the ordinary hour in an overtime story', () => {
    const request = read(
      'Il capo squadra mi chiede spesso di fermarmi oltre l’orario per pulizie straordinarie negli uffici. Prima vorrei sapere qual è la mia paga oraria normale sul minimo attuale.',
      ['Faccio le pulizie per una ditta, CCNL Multiservizi, 2° livello, full time.'],
    );
    expect(request.intent).toBe('hourly_rate');
    expect(request.slots.level).toBe('2');
    expect(request.slots.overtimeKind).toBeUndefined();
  });

  it('another agreement implied by a sector word is a new agreement, without the earlier level', () => {
    const request = read('e in un albergo quanto prende un cameriere al minimo?', [
      'Faccio le pulizie per una ditta, CCNL Multiservizi, 2° livello.',
    ]);
    expect(request.slots.agreements).not.toContain(id('multiservizi'));
  });
});

describe('surcharges the user leaves out of the net', () => {
  it.each([
    'Lavoro a Padova, lordo 2.100 al mese per 14 mensilità: le addizionali le tengo fuori dal conto, quanto prendo netto nel 2026?',
    'Milano, RAL 30.000: quanto resta netto al mese? Escludi le addizionali, le calcolo dopo col 730.',
    'Roma, 1.800 lordi al mese su 13: le addizionali le calcolo a parte, che netto mi viene?',
  ])('%s', (message) => {
    const request = read(message, [], 'calcolo');
    expect(request.slots.municipality).toBeUndefined();
    expect(request.slots.region).toBeUndefined();
  });

  it('a city named without excluding them keeps its surcharges', () => {
    expect(read('Milano, RAL 30.000: quanto resta netto al mese?', [], 'calcolo').slots.region).toBe(
      'Lombardia',
    );
  });
});
