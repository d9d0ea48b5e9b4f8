import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.js';
import { loadKnowledgeBase } from '../kb/knowledge-base.js';
import { parseNumber, wordsToNumber } from './numbers.js';
import { type ReaderInput, readQuestion } from './read.js';
import type { INTENTS } from './request.js';

const kb = loadKnowledgeBase(loadConfig({}).kbDir);
const TODAY = '2026-11-21';
const COMMERCIO = 1;
const METALMECCANICI = 2;
const DOMESTICO = 7;

const read = (message: string, extra: Partial<ReaderInput> = {}) =>
  readQuestion({ kb, message, today: TODAY, ...extra });

describe('numbers', () => {
  it('reads Italian notation, thousands in k and numbers in words', () => {
    expect(parseNumber('30.000')).toBe(30_000);
    expect(parseNumber('1.783,75')).toBe(1783.75);
    expect(parseNumber('1783.75')).toBe(1783.75);
    expect(parseNumber('30k')).toBe(30_000);
    expect(parseNumber('1,5k')).toBe(1500);
    expect(wordsToNumber('trentamila')).toBe(30_000);
    expect(wordsToNumber('duemilacento')).toBe(2100);
    expect(wordsToNumber('milleottocento')).toBe(1800);
    expect(wordsToNumber('milano')).toBeUndefined();
  });
});

describe('intent', () => {
  const cases: [string, keyof typeof INTENTS][] = [
    ['RAL 30.000 su 14 mensilità, Milano: quanto prendo netto?', 'gross_to_net'],
    ['Con una ral di trentamila euro quanto mi resta in tasca al mese?', 'gross_to_net'],
    ['Quanto devo dare lordo per avere 1.800 netti al mese?', 'net_to_gross'],
    ['Quanto costa all’azienda un 4° livello del CCNL Commercio?', 'employer_cost'],
    ['Quanto TFR matura in un anno con una RAL di 28.000 €?', 'tfr'],
    ['Come si calcola la tredicesima?', 'thirteenth_pro_rata'],
    ['Assunto a marzo, quanto mi spetta di tredicesma con 1.900 lordi al mese?', 'thirteenth_pro_rata'],
    ['Quanto vale un’ora di straordinario per un 4° livello Commercio?', 'overtime_value'],
    ['Quanto viene pagata un’ora di lavoro notturno nel CCNL Turismo?', 'overtime_value'],
    ['Qual è la paga oraria del 5° livello metalmeccanici?', 'hourly_rate'],
    ['quota giornalera 4 livello comercio dicembre 2025', 'hourly_rate'],
    ['Quali sono gli scaglioni IRPEF del 2026?', 'payroll_rules'],
    ['Lordo 2.100, INPS 193, IRPEF 250, netto 1.657: è corretta?', 'payslip_check'],
    ['Qual è il minimo tabellare del livello C3 nei metalmeccanici?', 'minimum_pay'],
    ['Quanti giorni di ferie nel CCNL Commercio?', 'holidays'],
    ['Quante ore di ROL ed ex festività spettano nel CCNL Commercio?', 'rol_ex_festivita'],
    ['Come funziona il comporto per malattia nel commercio?', 'sickness_injury'],
    ['Quanti giorni di congedo matrimoniale nel CCNL Turismo?', 'leave'],
    ['Quanto dura il periodo di prova per il 4° livello nel CCNL Commercio?', 'probation'],
    ['Quanto preavviso devo dare se mi dimetto? CCNL commercio', 'notice'],
    ['Quante ore settimanali prevede il CCNL Metalmeccanici?', 'working_hours'],
    ['Come funziona il lavoro supplementare nel part-time?', 'part_time'],
    ['Quanto dura l’apprendistato nel commercio?', 'apprenticeship'],
    ['Ogni quanto maturano gli scatti di anzianità nel CCNL Commercio?', 'seniority'],
    ['Quando si paga la quattordicesima nel CCNL Commercio?', 'monthly_payments'],
    ['Quando scade il CCNL Commercio?', 'renewal'],
    ['Che livello spetta a una commessa con 2 anni di esperienza nel commercio?', 'classification'],
    ['Differenze tra CCNL Commercio e Turismo sulle ferie', 'comparison'],
    ['Quanti giorni di ferie prevede il CCNL Telecomunicazioni?', 'agreement_not_covered'],
    ['Qual è la ricetta della carbonara?', 'out_of_scope'],
  ];
  for (const [question, intent] of cases)
    it(`${intent}: ${question}`, () => {
      expect(read(question).intent).toBe(intent);
    });

  it('mends typos and colloquial phrasing', () => {
    expect(read('quanto e il perido di prova nel ccnl comercio?').intent).toBe('probation');
    expect(read('quanto vale un ora di strordinario nei metalmecanici').intent).toBe('overtime_value');
    expect(read('quanto vale un ora di strordinario nei metalmecanici').slots.agreements).toEqual([
      METALMECCANICI,
    ]);
  });

  it('lists the further intents a question asks at once', () => {
    const request = read('Ferie e periodo di prova nel CCNL Commercio?');
    expect(request.intent).toBe('holidays');
    expect(request.alsoAsked).toContain('probation');
  });

  it('uses the chosen agent only when the question does not say what it asks', () => {
    expect(read('4° livello CCNL Commercio', { agent: 'calcolo' }).intent).toBe('gross_to_net');
    expect(
      read('addetto alle vendite in un negozio', { agent: 'inquadra', categories: [COMMERCIO] }).intent,
    ).toBe('classification');
    expect(read('Quanti giorni di ferie nel CCNL Commercio?', { agent: 'calcolo' }).intent).toBe('holidays');
  });
});

describe('slots', () => {
  it('reads amounts with their meaning', () => {
    expect(read('RAL 30.000 su 14 mensilità, Milano').slots.amounts).toEqual([
      { kind: 'ral', value: 30_000 },
    ]);
    expect(read('Lordo 2.100, INPS 193, IRPEF 250, netto 1.657: è corretta?').slots.amounts).toEqual([
      { kind: 'monthly_gross', value: 2100 },
      { kind: 'inps', value: 193 },
      { kind: 'irpef', value: 250 },
      { kind: 'net', value: 1657 },
    ]);
    expect(read('per avere 1.800 netti al mese').slots.amounts).toEqual([{ kind: 'net', value: 1800 }]);
    expect(read('4° livello con superminimo di 150 euro e 3 scatti nel 2025').slots.amounts).toEqual([
      { kind: 'superminimo', value: 150 },
    ]);
    expect(read('con 30k di ral').slots.amounts).toEqual([{ kind: 'ral', value: 30_000 }]);
  });

  it('reads payments, place, part-time, increments, years, dependants', () => {
    const { slots } = read(
      'RAL 30.000 su 14 mensilità a Milano, part-time al 75%, 3 scatti, coniuge a carico e 2 figli, per il 2025',
    );
    expect(slots.payments).toBe(14);
    expect(slots).toMatchObject({ municipality: 'Milano', province: 'MI', region: 'Lombardia' });
    expect(slots.partTimePercent).toBe(75);
    expect(slots.seniorityIncrements).toBe(3);
    expect(slots.taxYear).toBe(2025);
    expect(slots.dependants).toEqual({ spouse: true, children: 2 });
  });

  it('reads the years of service an employer states in words ("con noi da cinque anni")', () => {
    const asked = read(
      'Un operaio, con noi da cinque anni senza interruzioni, si dimette: quanti giorni di preavviso?',
    );
    expect(asked.intent).toBe('notice');
    expect(asked.slots.seniorityYears).toBe(5);
  });

  it('finds any comune written with its capital, and its region; common words are never a place', () => {
    expect(read('RAL 28.000 a Lodi, quanto netto?').slots).toMatchObject({
      municipality: 'Lodi',
      province: 'LO',
      region: 'Lombardia',
    });
    expect(read('sono residente a Sesto San Giovanni, netto con RAL 30.000?').slots).toMatchObject({
      municipality: 'Sesto San Giovanni',
      province: 'MI',
    });
    // A name two comuni share is settled by the province in brackets.
    expect(read('RAL 30.000 a Castro (LE)').slots).toMatchObject({ province: 'LE', region: 'Puglia' });
    const plain = read('netto di un part-time a tempo indeterminato con RAL 20.000').slots;
    expect(plain.municipality).toBeUndefined();
    expect(plain.region).toBeUndefined();
  });

  it('reads dates and hire months', () => {
    expect(read('edlizia 2 livello minimo febraio 2025').slots.date).toBe('2025-02-01');
    expect(read('minimo commercio setembre 2025').slots.date).toBe('2025-09-01');
    expect(read('minimo del 4° livello commercio a marzo 2026').slots.date).toBe('2026-03-01');
    expect(read('netto 2025 per un 4° livello commercio').slots.taxYear).toBe(2025);
    expect(read('assunto a marzo, quanto mi spetta di tredicesima').slots.hireDate).toBe('2026-03-01');
  });

  it('reads the level in the named agreement’s own codes', () => {
    expect(read('quarto livello del CCNL Commercio').slots.level).toBe('4');
    expect(read('livello C3 metalmeccanici').slots.level).toBe('C3');
    expect(read('badante livello BS colf').slots.level).toBe('BS');
    expect(read('quinto livello').slots.level).toBe('5');
  });

  it('names agreements the knowledge base does not hold', () => {
    expect(read('ferie nel CCNL Telecomunicazioni').slots.unknownAgreements).toEqual([
      'CCNL Telecomunicazioni',
    ]);
    expect(read('quanto prende un ormeggiatore?').slots.unknownAgreements).toEqual([
      'CCNL Ormeggiatori e barcaioli',
    ]);
    expect(read('ferie nel CCNL Commercio').slots.unknownAgreements).toEqual([]);
    // A clothes shop is retail, not the textile industry.
    expect(
      read('commessa in un negozio di abbigliamento, che livello?').slots.agreements.map(
        (id) => kb.agreements.find((c) => c.id_categoria === id)?.id,
      ),
    ).toEqual(['terziario-confcommercio']);
    // "non statali" is not the public sector; AGIDAE names its own agreement, not private schools at large.
    expect(read('minimo del 3° livello nel CCNL Scuole non statali AGIDAE').slots.unknownAgreements).toEqual([
      'CCNL Scuole private religiose (AGIDAE)',
    ]);
    expect(
      read('autista di autobus, CCNL Autoferrotranvieri: quanti giorni di preavviso?').slots
        .unknownAgreements,
    ).toContain('CCNL Autoferrotranvieri');
  });

  it('keeps a RAL-to-net question with an unknown agreement a calculation', () => {
    expect(read('RAL 30.000 nel CCNL Telecomunicazioni: quanto netto?').intent).toBe('gross_to_net');
  });

  it('prefers the agreement the question names to the selected one', () => {
    expect(
      read('Quanti giorni di ferie nel CCNL Metalmeccanici?', { categories: [COMMERCIO] }).slots.agreements,
    ).toEqual([METALMECCANICI]);
    expect(read('Quanti giorni di ferie?', { categories: [COMMERCIO] }).slots.agreements).toEqual([
      COMMERCIO,
    ]);
  });
});

describe('follow-ups', () => {
  it('keeps the intent and changes only the agreement', () => {
    const request = read('E nel CCNL Metalmeccanici?', {
      history: ['Quanti giorni di ferie nel CCNL Commercio?'],
    });
    expect(request.intent).toBe('holidays');
    expect(request.slots.agreements).toEqual([METALMECCANICI]);
  });

  it('adds increments to the previous calculation', () => {
    const request = read('e con 3 scatti?', {
      history: ['Quanto guadagna netto un 4° livello del CCNL Commercio?'],
    });
    expect(request.intent).toBe('gross_to_net');
    expect(request.slots).toMatchObject({ agreements: [COMMERCIO], level: '4', seniorityIncrements: 3 });
  });

  it('changes the year only', () => {
    const request = read('per il 2025?', { history: ['RAL 30.000 a Milano, quanto netto?'] });
    expect(request.intent).toBe('gross_to_net');
    expect(request.slots.taxYear).toBe(2025);
    expect(request.slots.amounts).toEqual([{ kind: 'ral', value: 30_000 }]);
  });

  it('follows two turns back', () => {
    const request = read('e nel turismo?', {
      history: ['Quanti giorni di ferie nel CCNL Commercio?', 'E nel CCNL Metalmeccanici?'],
    });
    expect(request.intent).toBe('holidays');
  });

  it('answers a new full question as asked, not as a follow-up', () => {
    const request = read('Quanto dura il periodo di prova nel CCNL Commercio per il 4° livello?', {
      history: ['Quanti giorni di ferie nel CCNL Metalmeccanici?'],
    });
    expect(request.intent).toBe('probation');
    expect(request.slots.agreements).toEqual([COMMERCIO]);
  });
});

describe('negation and household work', () => {
  it('keeps "non autosufficiente" in the job and the domestic agreement', () => {
    const request = read(
      'Che livello per una badante convivente che assiste una persona non autosufficiente?',
    );
    expect(request.intent).toBe('classification');
    expect(request.slots.agreements).toEqual([DOMESTICO]);
    expect(request.slots.cohabiting).toBe(true);
  });
});

describe('amounts in everyday writing', () => {
  it('reads "40mila", "35 mila" and a round figure before "netti"', () => {
    expect(read('ral 40mila milano netto 2026??').slots.amounts).toEqual([{ kind: 'ral', value: 40_000 }]);
    expect(read('uno che prende una ral di 35 mila').slots.amounts).toEqual([{ kind: 'ral', value: 35_000 }]);
    expect(read('da netto a lordo: 2000 neti x 14 a milano nel 2026').slots).toMatchObject({
      amounts: [{ kind: 'net', value: 2000 }],
      payments: 14,
      taxYear: 2026,
    });
  });

  it('gives a figure the meaning of the nearest word, and a payslip word to the figure it introduces', () => {
    expect(read('Netto annuo con RAL 40.000 € a Milano').slots.amounts).toEqual([
      { kind: 'ral', value: 40_000 },
    ]);
    expect(read('Per un netto annuo di 21.000 € quale RAL serve?').slots.amounts).toEqual([
      { kind: 'net', value: 21_000 },
    ]);
    expect(read('bustapaga lordo 1800 inps 180 irpef 150 netto 1470 e giusta?').slots.amounts).toEqual([
      { kind: 'monthly_gross', value: 1800 },
      { kind: 'inps', value: 180 },
      { kind: 'irpef', value: 150 },
      { kind: 'net', value: 1470 },
    ]);
  });

  it('does not take a level code or a stated divisor for pay', () => {
    expect(read('Stipendio di un livello C3 al 1° luglio 2026').slots.amounts).toEqual([]);
    expect(read('quota oraria del C3 metalmeccanici con divisore 173').slots.amounts).toEqual([]);
  });
});

describe('agreements named outright', () => {
  it('an agreement the knowledge base lacks is not replaced by one that shares a sector word', () => {
    const request = read('Inquadramento di un pilota di linea nel CCNL Trasporto aereo');
    expect(request.intent).toBe('agreement_not_covered');
    expect(request.slots.unknownAgreements).toEqual(['CCNL Trasporto aereo']);
  });

  it('a follow-up with a bare ordinal changes the level', () => {
    const request = read('e il 6° a febbraio 2026?', {
      history: ['Minimo del 4° livello nel CCNL Commercio a dicembre 2025'],
    });
    expect(request.intent).toBe('minimum_pay');
    expect(request.slots).toMatchObject({ level: '6', date: '2026-02-01' });
  });

  it('off-topic questions stay out of scope whatever payroll words they share', () => {
    expect(read('Quanto costa il bollo auto per una vettura di 110 kW in Lombardia?').intent).toBe(
      'out_of_scope',
    );
    expect(read('conviene investire in BTP visto che i tassi scendono?').intent).toBe('out_of_scope');
  });

  it('an hour beyond a part-time schedule is supplementary, beyond a full week it is overtime', () => {
    expect(read("la colf fa 20 ore, se un giorno resta un'ora in più la pago maggiorata?").intent).toBe(
      'part_time',
    );
    expect(read('lavoro 40 ore, se faccio un ora in piu come viene pagata nel ccnl commercio?').intent).toBe(
      'overtime_value',
    );
  });

  it('the gratifica natalizia is the tredicesima: asked with holidays, both subjects are answered', () => {
    const request = read(
      'Come vengono pagate ferie e gratifica natalizia agli operai nel CCNL Edilizia industria?',
    );
    expect(request.intent).toBe('holidays');
    expect(request.alsoAsked).toContain('monthly_payments');
  });
});
