import { describe, expect, it } from 'vitest';
import { TEST_TODAY, testKb } from '../testing/agents.js';
import { type ReaderInput, readQuestion } from './read.js';

const COMMERCIO = 1;
const METALMECCANICI = 2;
const DOMESTICO = 7;
const TURISMO = 9;

const read = (message: string, extra: Partial<ReaderInput> = {}) =>
  readQuestion({ kb: testKb, message, today: TEST_TODAY, agent: 'main-agent', ...extra });

describe('an apprenticeship asked with a job or a pay word around it', () => {
  it.each([
    'Mi assumono in apprendistato come cuoco capopartita in albergo, CCNL Turismo: per quanti anni resterò apprendista?',
    'Apprendista elettricista in una ditta metalmeccanica: quanto dura il contratto prima di essere qualificato?',
    'Nel commercio, un apprendista commesso che percentuale della paga del livello finale prende il primo anno?',
  ])('%s', (message) => expect(read(message).intent).toBe('apprenticeship'));

  it('a follow-up on the next year of an apprenticeship keeps the subject and names no level', () => {
    const request = read('e dal terzo anno in poi?', {
      history: ['Apprendista in uno studio professionale: in percentuale quanto prende nel primo anno?'],
    });
    expect(request.intent).toBe('apprenticeship');
    expect(request.slots.level).toBeUndefined();
  });

  it('the level of an apprentice’s job, with no length asked, stays a classification', () => {
    expect(read('Apprendista magazziniere nella logistica: a che livello va inquadrato?').intent).toBe(
      'classification',
    );
  });
});

describe('who pays a 13th or 14th month, whether it is due, when it comes', () => {
  it.each([
    ['Sono muratore in un’impresa edile: chi me la paga la gratifica natalizia?', 'monthly_payments'],
    ['Faccio la cameriera in albergo, la quattordicesima mi spetta? quando arriva?', 'monthly_payments'],
    ['metalmeccanico: quante mensilità all’anno prevede il contratto?', 'monthly_payments'],
  ])('%s', (message, intent) => expect(read(message).intent).toBe(intent));

  it('a follow-up that names the 14th month is asked about it, not about the previous subject', () => {
    const request = read('e la quattordicesima ce l’hanno anche loro?', {
      history: ['Quante ore settimanali prevede il CCNL Turismo per i dipendenti d’albergo?'],
    });
    expect(request.intent).toBe('monthly_payments');
    expect(request.slots.agreements).toEqual([TURISMO]);
  });

  it('an amount of the 13th month asked stays a calculation', () => {
    expect(read('Quanta tredicesima prendo se mi dimetto a settembre?').intent).not.toBe('monthly_payments');
  });
});

describe('the agreement of the person asked about, not the writer’s past sector', () => {
  it('"ho sempre lavorato nel commercio" is a contrast when the daughter’s contract is named', () => {
    const request = read(
      'Mia figlia fa l’impiegata in una fonderia col contratto metalmeccanici industria; io ho sempre lavorato nel commercio e avevo 14 mensilità. Lei quante ne ha?',
    );
    expect(request.slots.agreements).toEqual([METALMECCANICI]);
  });
});

describe('the service length said as a hire some time ago, kept in the conversation', () => {
  it('"assunto due anni fa" is two years of service', () => {
    expect(
      read('La nostra colf è stata assunta due anni fa col contratto domestico: quanti giorni di ferie?')
        .slots.seniorityYears,
    ).toBe(2);
  });

  it('a new question in the same conversation keeps the years said before', () => {
    const request = read('quanti giorni di malattia retribuiti le spettano in un anno?', {
      history: [
        'Abbiamo assunto una badante convivente 8 mesi fa, contratto lavoro domestico: quante ferie ha?',
      ],
    });
    expect(request.intent).toBe('sickness_injury');
    expect(request.slots.agreements).toEqual([DOMESTICO]);
    expect(request.slots.seniorityYears).toBeCloseTo(8 / 12);
  });
});

describe('leave of the law said in everyday words', () => {
  it.each([
    'mia moglie partorisce a marzo: esiste un congedo pagato per i papà? lavoro in un supermercato',
    'tra poco nasce la nostra bambina, che permessi ho io come padre? contratto commercio',
  ])('%s', (message) => {
    const request = read(message);
    expect(request.intent).toBe('leave');
    expect(request.slots.agreements).toContain(COMMERCIO);
  });
});

describe('hours of permits on a full-time worker', () => {
  it('"a tempo pieno" states the worker, not a question on the working week', () => {
    const request = read(
      'Impiegata a tempo pieno, CCNL Commercio oltre 15 dipendenti: quante ore annue di ROL ho?',
    );
    expect(request.intent).toBe('rol_ex_festivita');
    expect(request.alsoAsked).not.toContain('working_hours');
  });
});

describe('the workplace and the story around a contract question', () => {
  const EDILIZIA = 10;
  const STUDI = 5;
  const ALIMENTARI = 8;
  it.each([
    ['mio figlio fa il manovale per un’impresa di costruzioni: quante ferie ha?', EDILIZIA],
    ['il capocantiere dice che devo dare un mese di preavviso, è vero? sono operaio da 2 anni', EDILIZIA],
    ['lavoro come segretaria da un comercialista, quanti giorni di permesso per matrimonio?', STUDI],
    ['sono addetto alla salatura in un caseificio: quanti giorni di ferie ho?', ALIMENTARI],
  ])('%s', (message, agreement) => expect(read(message).slots.agreements).toEqual([agreement]));

  it('the TFR named in the story does not take over a notice question', () => {
    const request = read(
      'Faccio il magazziniere nel commercio da 3 anni, non voglio perdere soldi del TFR: quanti giorni di preavviso devo dare per dimettermi?',
    );
    expect(request.intent).toBe('notice');
  });

  it('a workplace that serves disabled people is not a question on law-104 permits', () => {
    const request = read(
      'sono educatore in una cooperativa sociale che gestisce una comunità per disabili, qual è il minimo del livello D1?',
    );
    expect(request.intent).not.toBe('leave');
  });

  it('a disabled relative the worker assists still asks law-104 permits', () => {
    expect(
      read('devo assistere mio fratello disabile, che permessi mi spettano? lavoro nel commercio').intent,
    ).toBe('leave');
  });
});
