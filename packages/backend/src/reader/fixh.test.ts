import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.js';
import { loadKnowledgeBase } from '../kb/knowledge-base.js';
import { type ReaderInput, readQuestion } from './read.js';
import { readable } from './text.js';

// Session 14 (fixh): the asking clause of a long story, the minimum at fewer hours, follow-ups on one agreement.
const kb = loadKnowledgeBase(loadConfig({}).kbDir);
const read = (message: string, extra: Partial<ReaderInput> = {}) =>
  readQuestion({ kb, message, today: '2026-11-23', ...extra });

describe('a notice asked after a story told with payroll-looking words', () => {
  it.each([
    "Il capo me l'ha detto a voce ieri: da gennaio sono fuori perché gli ordini sono crollati. Commessa 3° livello commercio, 9 anni di anzianità. Secondo lui basta una telefonata. Quanti giorni di preavviso mi devono dare se mi licenziano?",
    'Sono magazziniere al 5° livello della logistica da 4 anni. Il responsabile mi ha avvisato a voce che per mancanza di commesse mi lasciano a casa, e dice che basta così. Che preavviso mi devono per il licenziamento?',
  ])('%s', (message) => {
    expect(read(message).intent).toBe('notice');
  });
  it('"basta" is not mended into "busta"', () => {
    expect(readable('Basta avvisare')).toBe('basta avvisare');
  });
  it('a withholding asked outright is still one', () => {
    expect(read('perché la busta di dicembre è più bassa?').intent).toBe('payroll_rules');
  });
});

describe('the minimum at fewer hours, asked as how much it goes down', () => {
  it.each([
    'Cameriera ai piani al 6° livello turismo, tempo pieno. Dal mese prossimo passo a 24 ore su 40: il minimo quanto si riduce?',
    'rientro dal congedo e faccio il part time a 30 ore, commessa 4 livello commercio: lo stipendio minimo di quanto scende?',
  ])('%s', (message) => {
    expect(read(message).intent).toBe('minimum_pay');
  });
});

describe('"per confronto" naming one agreement asks that agreement\'s fact (aside-comparison.ts)', () => {
  it.each([
    [
      'A titolo di paragone: negli studi professionali la quattordicesima in che mese la danno?',
      'sono cuoco in un ristorante FIPE, la quattordicesima quando la pagano?',
      'monthly_payments',
    ],
    [
      'Per confronto, nel Commercio entro quando va pagata la tredicesima?',
      'sono OSS in una RSA col contratto AIOP, la tredicesima quando arriva?',
      'monthly_payments',
    ],
  ])('%s', (message, before, intent) => {
    const r = read(message, { history: [before] });
    expect(r.intent).toBe(intent);
    expect(r.alsoAsked).not.toContain('comparison');
    expect(r.slots.agreements).toHaveLength(1);
  });
  it('still compares when the turn weighs the two', () => {
    const r = read('e per confronto nel metalmeccanico il preavviso è più lungo?', {
      history: ['commessa 4 livello commercio con 6 anni, quanto preavviso per dimettermi?'],
    });
    expect(r.intent).toBe('comparison');
  });
  it('still compares two agreements named side by side', () => {
    const r = read(
      'Per confronto: tra Commercio e Studi professionali dove si paga prima la quattordicesima?',
      {
        history: ['faccio il receptionist in hotel (ccnl turismo), la quattordicesima quando me la pagano?'],
      },
    );
    expect(r.intent).toBe('comparison');
  });
});

describe('"mi sono dimessa" is a notice question, "dimesso dall\'ospedale" is not', () => {
  it('resigned, asking the last day', () => {
    expect(
      read(
        'mi sono dimessa il 2 novembre, banconiera 5° livello commercio da 4 anni: quale sarà il mio ultimo giorno di lavoro?',
      ).intent,
    ).toBe('notice');
  });
  it('discharged from hospital', () => {
    expect(
      read("sono stato dimesso dall'ospedale ieri, quanti giorni di malattia mi pagano?").intent,
    ).not.toBe('notice');
  });
});

describe("a follow-up naming another job keeps the conversation's agreement (follow-up-slots.ts)", () => {
  it.each([
    ["e l'addetta alle pulizie?", 'che livello do a un commesso del mio negozio di scarpe?', 1],
    ['e per il portiere di notte?', 'quanto prende una cameriera ai piani nel turismo?', 9],
    [
      'e la guardia notturna?',
      "in quale livello metto un operatore di magazzino in un'azienda di logistica?",
      6,
    ],
  ])('%s', (message, before, agreement) => {
    expect(read(message, { history: [before] }).slots.agreements).toEqual([agreement]);
  });
  it('a workplace said moves to its agreement', () => {
    expect(
      read("e in un'impresa di pulizie?", { history: ['che livello ha una cameriera ai piani in albergo?'] })
        .slots.agreements,
    ).toEqual([4]);
  });
});

describe("a workplace told of someone else keeps the writer's agreement of the conversation (others-workplace.ts)", () => {
  it.each([
    [
      'Mia sorella fa la cameriera in un ristorante e prende la quattordicesima a luglio; io quando la prendo?',
      "lavoro in un'impresa di pulizie multiservizi, 2 livello: quanto prendo?",
      4,
    ],
    [
      'Un mio amico che sta in un albergo dice che lui ha più ferie di tutti. Io quanti giorni ne ho?',
      'sono operaio metalmeccanico al livello D2, quanto prendo?',
      2,
    ],
  ])('%s', (message, before, agreement) => {
    expect(read(message, { history: [before] }).slots.agreements).toEqual([agreement]);
  });
  it("the writer's own new workplace still moves it", () => {
    expect(
      read('Ho cambiato lavoro, adesso sono in un negozio: quante ferie ho?', {
        history: ['metalmeccanico C2, quanto prendo lordo al mese?'],
      }).slots.agreements,
    ).toEqual([1]);
  });
});

describe("an apprentice's percentage of the final level is the apprenticeship, whatever hours the story says", () => {
  it.each([
    'Mio nipote è apprendista meccanico in una fabbrica metalmeccanica da 8 mesi, fa 40 ore: quanto prende in percentuale rispetto al livello di destinazione?',
    'Il ragazzo è entrato come apprendista nel nostro studio di commercialisti 5 mesi fa e fa 40 ore: a che percentuale del livello finale lo devo pagare?',
  ])('%s', (message) => {
    expect(read(message).intent).toBe('apprenticeship');
  });
  it('"entrato 5 mesi fa" is five months of service', () => {
    expect(
      read('Il ragazzo è entrato come apprendista 5 mesi fa, commercio 4 livello: quanto prende?').slots
        .seniorityYears,
    ).toBeCloseTo(5 / 12);
  });
});

describe("a job of any workplace asked in full keeps the conversation's workplace; a job of one sector moves it", () => {
  it("the hotel's night porter", () => {
    expect(
      read('quanti giorni di ferie ha il portiere di notte?', {
        history: [
          'lavoro come cameriera ai piani in un hotel col contratto turismo: quanti giorni di ferie ho?',
        ],
      }).slots.agreements,
    ).toEqual([9]);
  });
  it.each([
    ['e un metalmeccanico?', 2],
    ['e una colf?', 7],
  ])('%s', (message, agreement) => {
    expect(
      read(message, { history: ['quanto prende di minimo un commesso al 4 livello commercio?'] }).slots
        .agreements,
    ).toEqual([agreement]);
  });
});

describe('"in base alla lettera" with an upload asks the document', () => {
  it.each([
    'In base alla lettera: stipendio lordo e ore settimanali?',
    'Secondo la lettera, quanto dura il periodo di prova e che livello ho?',
  ])('%s', (message) => {
    expect(read(message, { documents: 1 }).intent).toBe('document_question');
  });
  it('without an upload it is not a document question', () => {
    expect(read('In base alla lettera: quanto dura la prova di un 4° livello commercio?').intent).not.toBe(
      'document_question',
    );
  });
});
