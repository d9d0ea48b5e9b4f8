import { describe, expect, it } from 'vitest';
import { TEST_TODAY, testKb } from '../testing/agents.js';
import { askOf, asksOffTopic } from './off-topic-ask.js';
import { ownClauses } from './own-agreement.js';
import { type ReaderInput, readQuestion } from './read.js';
import { serviceYears } from './service-length.js';
import { readable } from './text.js';

const COMMERCIO = 1;
const METALMECCANICI = 2;
const FIPE = 3;
const MULTISERVIZI = 4;
const DOMESTICO = 7;
const TURISMO = 9;
const EDILIZIA = 10;
const AIOP_RSA = 12;
const LOGISTICA = 6;

const read = (message: string, extra: Partial<ReaderInput> = {}) =>
  readQuestion({ kb: testKb, message, today: TEST_TODAY, ...extra });

describe('the ask decides whether a question is ours, not the labour words of its story', () => {
  it.each([
    "Sono commessa al 4° livello del CCNL Commercio e devo rinnovare la carta d'identità scaduta: serve l'appuntamento in comune?",
    "faccio l'operaio metalmeccanico 5 livello, ho ereditato una casa: quanto pago di imu sulla seconda casa?",
    'sono colf a ore da una famiglia, devo compilare la domanda dell assegno unico per i miei 2 figli, come si fa?',
    'Un mio dipendente al 3° livello del CCNL Turismo mi compra lo scooter: quali documenti servono per il passaggio di proprietà?',
    'Impiegata, CCNL studi professionali 3° livello. Dove metto le spese mediche nel 730 precompilato?',
    'Sono autista con il CCNL Logistica livello 3S e vendo la mia vecchia macchina a un collega: quanto costa il passaggio al PRA?',
  ])('out of scope: %s', (message) => {
    const request = read(message);
    expect(request.intent).toBe('out_of_scope');
    // Nothing else is answered beside it: no renewal, no employer cost from "quanto costa".
    expect(request.alsoAsked).toEqual([]);
  });

  it.each([
    [
      'ho fatto il rogito della prima casa e a giugno mi sposo: quanti giorni di congedo matrimoniale ho?',
      'leave',
    ],
    [
      'ho il mutuo da pagare e sono al 4 livello commercio, quanto mi resta in tasca al mese?',
      'gross_to_net',
    ],
    ['Sono al 4° livello del CCNL Commercio: quando scade il contratto?', 'renewal'],
    ['vendo auto usate in una concessionaria col CCNL Commercio, quante ferie ho?', 'holidays'],
  ])('still ours when the ask is about work: %s', (message, intent) => {
    expect(read(message).intent).toBe(intent);
  });

  it('reads the ask from the last clause that asks, or the sentences ending in a question mark', () => {
    expect(askOf(readable('Sono al 3° livello. Vendo la macchina. Che documenti servono?'))).toBe(
      'che documenti servono?',
    );
    expect(askOf(readable('sono colf, devo compilare la domanda, come si fa?'))).toBe('come si fa?');
    expect(asksOffTopic(readable('Quanti giorni di ferie ho nel CCNL Commercio?'))).toBe(false);
  });
});

describe("an agreement named as someone else's, or as a contrast, is not the one asked about", () => {
  it.each([
    [
      'Sono OSS in una RSA, la struttura applica il contratto AIOP per le RSA (anche se le colleghe delle pulizie hanno un altro contratto con una cooperativa): quante ferie ho?',
      [AIOP_RSA],
    ],
    [
      "i miei colleghi dell'ufficio hanno il Commercio ma io in cucina ho il contratto dei pubblici esercizi FIPE: quanti giorni di ferie ho?",
      [FIPE],
    ],
    [
      'Mia moglie lavora in un albergo con il CCNL Turismo; io sono operaio edile con il CCNL Edilizia. Quanto dura la mia prova?',
      [EDILIZIA],
    ],
    [
      'la mia ditta aplica il ccnl edilizia e non il metalmeccanico come pensavo, quanto dura la prova?',
      [EDILIZIA],
    ],
    [
      "fino all'anno scorso avevo il CCNL Commercio, ora l'impresa di pulizie applica il CCNL Multiservizi: quante ore di permesso ho?",
      [MULTISERVIZI],
    ],
    [
      'Sono OSS con il contratto AIOP RSA; le colleghe della mensa invece hanno il contratto del turismo. Come mi pagano la malattia?',
      [AIOP_RSA],
    ],
  ])('%s', (message, agreements) => {
    expect(read(message).slots.agreements).toEqual(agreements);
  });

  it('keeps every agreement of a question that compares them', () => {
    const { slots } = read(
      'io ho il CCNL Commercio e mia moglie il CCNL Turismo: chi ha più giorni di ferie?',
    );
    expect(slots.agreements).toEqual(expect.arrayContaining([COMMERCIO, TURISMO]));
  });

  it("keeps the only agreement named when the writer's own clauses name none", () => {
    expect(read('mia madre fa la badante convivente: quante ferie le spettano?').slots.agreements).toEqual([
      DOMESTICO,
    ]);
    expect(read('Un mio collega ha il CCNL Logistica: quanto dura il preavviso?').slots.agreements).toEqual([
      LOGISTICA,
    ]);
  });

  it('drops only the clauses about someone else or a contrast', () => {
    expect(ownClauses(readable('Ho il CCNL Commercio, mio marito ha il metalmeccanico.'))).toBe(
      'ho il ccnl commercio',
    );
    expect(ownClauses(readable('Ho il CCNL Commercio: quante ferie?'))).toBeUndefined();
    expect(
      read('Ho il CCNL Metalmeccanici, mio marito il Commercio: quanto dura il preavviso?').slots.agreements,
    ).toEqual([METALMECCANICI]);
  });
});

describe('hours in a question on ROL or leave are their unit, not the working week', () => {
  it.each([
    'sono operaio agricolo, ho diritto ai permessi rol e ex festivita? quante ore l anno?',
    'CCNL Multiservizi: i permessi retribuiti quante ore sono all’anno?',
    'lavoro in una rsa aiop, ho i rol? quante ore all anno?',
  ])('%s', (message) => {
    const request = read(message);
    expect(request.intent).toBe('rol_ex_festivita');
    expect(request.alsoAsked).not.toContain('working_hours');
  });

  it('still answers the working week when the question names it', () => {
    const request = read('CCNL Commercio: quante ore di ROL ho e qual è l’orario settimanale?');
    expect([request.intent, ...request.alsoAsked]).toContain('working_hours');
  });
});

describe('the length of service, in every form', () => {
  it.each([
    ['mia madre fa la badante convivente da 1 anno e mezzo dalla stessa signora', 1.5],
    ['la colf lavora da noi da due anni e tre mesi', 2.25],
    ['fa la badante da 8 mesi presso la stessa famiglia', 8 / 12],
    ["se invece l'anzianità presso la stessa famiglia fosse di tre anni", 3],
    ["e se avesse un'anzianità di un anno e mezzo?", 1.5],
    ['anzianità di servizio pari a 18 mesi', 1.5],
    ['sono metalmeccanico da dodici anni e mezzo nella stessa azienda', 12.5],
  ])('%s → %d years', (message, years) => {
    expect(read(message).slots.seniorityYears).toBeCloseTo(years, 5);
  });

  it.each([
    'mio figlio ha un anno e mezzo: quanti giorni di congedo parentale ho?',
    'sono in malattia da 2 mesi: quando scade il comporto?',
    'ho un periodo di prova da 6 mesi, è legale?',
    'ho 30 anni di età e cerco lavoro',
  ])('not a length of service: %s', (message) => {
    expect(serviceYears(readable(message))).toBeUndefined();
  });
});

describe('a third party of the story does not name the agreement', () => {
  it('the bank that asks for the payslips is not the Credito agreement', () => {
    const { intent, slots } = read(
      'Scrivo per mio cugino: fa l’operaio, in busta c’è scritto C3. Vuole comprare casa e la banca gli chiede le buste paga. Quant’è il minimo lordo col contratto dei metalmeccanici?',
    );
    expect(intent).toBe('minimum_pay');
    expect(slots.agreements).toEqual([METALMECCANICI]);
    expect(slots.unknownAgreements).toEqual([]);
  });

  it('a bank clerk is still under the Credito agreement', () => {
    expect(read('Sono impiegato di banca: quante ferie ho?').slots.unknownAgreements).toEqual([
      'CCNL Credito (ABI)',
    ]);
  });
});

describe('the minimum asked outright in calcolo', () => {
  it('stays a minimum when a level is named, and a net question stays a net', () => {
    const calc = (message: string) => read(message, { agent: 'calcolo' }).intent;
    expect(calc('Qual è il minimo tabellare mensile del 4° livello del CCNL Commercio?')).toBe('minimum_pay');
    expect(calc("Quant'è il minimo lordo mensile di un C3 metalmeccanico?")).toBe('minimum_pay');
    expect(calc('4° livello Commercio: quanto prende netto al mese?')).toBe('gross_to_net');
  });

  it("reads the person the question is about when the bank is only the story's", () => {
    const { slots } = read(
      'mio fratello fa l operaio metalmecanico C3, la banca gli chiede le buste paga per il mutuo: qual e il minimo lordo?',
    );
    expect(slots.agreements).toEqual([METALMECCANICI]);
    expect(slots.unknownAgreements).toEqual([]);
  });
});
