import { describe, expect, it } from 'vitest';
import { testKb as kb, TEST_TODAY } from '../testing/agents.js';
import { readQuestion } from './read.js';

// The classes of the eighth blind set, in phrasings that are not its words.
const read = (message: string, agent?: 'calcolo' | 'main-agent', history?: string[]) =>
  readQuestion({
    kb,
    message,
    categories: [],
    today: TEST_TODAY,
    ...(agent ? { agent } : {}),
    ...(history ? { history } : {}),
  });

const ALIMENTARI = 8;
const CHIMICO = 13;
const EDILIZIA = 10;
const METALMECCANICI = 2;
const TURISMO = 9;
const TESSILE = 19;

describe('"disabili" as whom a workplace serves is not the law-104 leave', () => {
  it.each([
    [
      'faccio la OSS in un centro diurno per disabili di una cooperativa sociale, sono C1: minimo mensile?',
      'minimum_pay',
    ],
    [
      'educatore in una comunità per ragazzi disabili (coop sociale): se sto in malattia due mesi la cooperativa integra?',
      'sickness_injury',
    ],
  ])('%s', (message, intent) => {
    expect(read(message).intent).toBe(intent);
  });

  it.each([
    'ho una figlia disabile, quanti giorni di permesso mi spettano al mese?',
    'lavoro in cooperativa sociale e assisto mia madre disabile: come funzionano i permessi?',
    'permessi legge 104 nel CCNL Commercio',
  ])('a disabled relative or the law named is still leave: %s', (message) => {
    expect(read(message).intent).toBe('leave');
  });
});

describe('an extra contribution on a fixed-term hire, asked by situation', () => {
  it.each([
    "assumo una barista a termine per 4 mesi e poi magari rinnovo: c'è un contributo in più rispetto all'indeterminato?",
    'un tempo determinato mi costa di più in contributi? quanto?',
    'Se prendo un magazziniere a tempo determinato pago più contributi?',
    'Maggiorazione contributiva a carico azienda per un contratto a termine rispetto a uno a tempo indeterminato?',
  ])('%s', (message) => {
    expect(read(message, 'calcolo').intent).toBe('employer_cost');
  });

  it('a renewal of the agreement is still a renewal', () => {
    expect(read('quando scade il rinnovo del CCNL Commercio?').intent).toBe('renewal');
  });
});

describe('the clause that asks decides the subject', () => {
  it.each([
    'Lavoro da 4 anni in un negozio, CCNL Commercio 5° livello. Voglio dimettermi senza perdere niente del TFR: quanti giorni di preavviso devo dare?',
    'ccnl metalmeccanici, 6 anni di anzianità. per non farmi trattenere niente dalla liquidazione quanto preavviso devo dare se mi dimetto?',
  ])('a notice asked beside the TFR: %s', (message) => {
    expect(read(message).intent).toBe('notice');
  });

  it('a TFR asked beside a notice stays the TFR', () => {
    expect(
      read('Ho dato le dimissioni con il preavviso: quanto TFR mi spetta con una RAL di 30.000?').intent,
    ).toBe('tfr');
  });
});

describe('words read in their own trade, and workplaces that name the agreement', () => {
  it.each([
    [
      'addetta alla linea di confezionamento in un pastificio, 4 livello: quanto dura la prova?',
      [ALIMENTARI],
    ],
    ['lavoro in un caseificio industriale, che ferie ho?', [ALIMENTARI]],
    ['sono in uno stabilimento farmaceutico, quante ferie ho?', [CHIMICO]],
    ['il capocantiere mi dice che devo dare un mese di preavviso', [EDILIZIA]],
    ["lavoro in un'impresa di costruzioni come manovale: quante ferie?", [EDILIZIA]],
    ['operaio in una fonderia, quanto dura la prova al livello C3?', [METALMECCANICI]],
    ['faccio il portiere di notte in un hotel, minimo del 4° livello?', [TURISMO]],
    ["portiere d'albergo: quante ferie ho?", [TURISMO]],
    ['confezioni di abbigliamento in serie, operaia: quante ferie?', [TESSILE]],
  ])('%s', (message, agreements) => {
    expect(read(message).slots.agreements).toEqual(agreements);
  });

  it('a packaging line with no agreement named names none', () => {
    expect(read('addetto alla confezionatrice, 6° livello: quanto dura la prova?').slots.agreements).toEqual(
      [],
    );
  });

  it('a porter of a building, not a hotel, is employed by its owners: their agreement, not in the knowledge base', () => {
    const { slots } = read('faccio il portiere in un condominio, quante ferie ho?');
    expect(slots.agreements).toEqual([]);
    expect(slots.unknownAgreements).toEqual(['CCNL Proprietari di fabbricati']);
  });

  it('an artisan workshop stays with the craft agreement', () => {
    expect(read('saldatore in una officina artigiana, quante ferie?').slots.agreements).not.toContain(
      METALMECCANICI,
    );
  });

  it('"contratto quando" names no agreement', () => {
    expect(
      read('azienda farmaceutica, D1: il prossimo aumento del contratto quando arriva?').slots
        .unknownAgreements,
    ).toEqual([]);
  });
});

describe('follow-ups and stated levels', () => {
  it.each([
    'Stesse 2 ore ma di notte: quanto in tutto?',
    'le stesse tre ore fatte di domenica quanto valgono?',
  ])('the same hours at another time keep the rate given before: %s', (message) => {
    const request = read(message, 'calcolo', [
      'CCNL Multiservizi, paga oraria 9,50 euro, 3 ore di straordinario feriale: quanto valgono?',
    ]);
    expect(request.intent).toBe('overtime_value');
    expect(request.slots.amounts).toContainEqual({ kind: 'other', value: 9.5, perHour: true });
  });

  it("an apprentice's share without a level asks the agreement's percentages", () => {
    expect(
      read('apprendista da 18 mesi in uno studio di commercialisti, che percentuale del minimo prendo?')
        .intent,
    ).toBe('apprenticeship');
  });

  it('"inquadrata C1" states a level: the minimum is asked', () => {
    expect(read('cooperativa sociale, sono inquadrata C1: qual è il minimo?').intent).toBe('minimum_pay');
  });
});

describe('a hire "a tempo indeterminato" is not a leaving', () => {
  it.each([
    'assunta a tempo indeterminato dal 3 marzo 2026 al 4° livello commercio: quanto matura di tredicesima a dicembre?',
    'contratto a tempo indeterminato, decorrenza 1 settembre 2026: la tredicesima di quest’anno quanto sarà?',
  ])('%s', (message) => {
    expect(read(message, 'calcolo').slots.endDate).toBeUndefined();
  });
});
