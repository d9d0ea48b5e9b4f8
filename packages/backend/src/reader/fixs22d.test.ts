import { describe, expect, it } from 'vitest';
import { testKb as kb, TEST_TODAY } from '../testing/agents.js';
import { readQuestion } from './read.js';

// Session 22 (fixs22d): the ways of asking behind the rules failures of the blind sets h54–h56, in new words.
const read = (message: string, history: string[] = []) =>
  readQuestion({ kb, message, history, categories: [], today: TEST_TODAY, agent: 'main-agent' });

describe("a part-timer's hours beyond the schedule asked as pay are supplementary work", () => {
  it('"mi fanno fermare oltre il mio orario: vanno pagate maggiorate?" is the part-time topic', () => {
    const r = read(
      'Sono part-time 24 ore in un supermercato, contratto commercio, e spesso mi fanno fermare oltre il mio orario. Quelle ore vanno pagate maggiorate o normali?',
    );
    expect(r.intent).toBe('part_time');
  });
  it('a full-timer kept beyond the schedule is not a part-timer', () => {
    const r = read(
      'Lavoro a tempo pieno, 40 ore, contratto commercio, e spesso mi fanno fermare oltre il mio orario. Quelle ore vanno pagate maggiorate?',
    );
    expect(r.intent).not.toBe('part_time');
  });
});

describe('the 13th month asked by who pays it and when, beside a story of overtime', () => {
  it('"la gratifica non la paga lei: chi me la dà e quando?" asks the extra month, not overtime', () => {
    const r = read(
      'Faccio il carpentiere con il CCNL edilizia, quest’anno ho fatto 50 ore di straordinario. La ditta dice che la gratifica natalizia non la paga lei. Chi me la dà e quando?',
    );
    expect(r.intent).toBe('monthly_payments');
    expect(r.slots.overtimeKind).toBeUndefined();
  });
  it('a bare doubt after the 13th told ("è normale?") asks it too', () => {
    const r = read(
      'Sono operaio edile, contratto edilizia, con 30 ore di straordinario. Il capo dice che la tredicesima non me la dà lui. È normale?',
    );
    expect(r.intent).toBe('monthly_payments');
  });
});

describe('the workplace a worker leaves for is not the agreement she leaves', () => {
  it('"ha trovato lavoro in un ristorante" after a turn on the carer keeps the domestic agreement', () => {
    const r = read(
      'Invece è lei che si licenzia perché ha trovato lavoro in un ristorante del paese: quanti giorni di preavviso ci deve dare?',
      [
        'La nostra badante lavora da noi 28 ore a settimana da 3 anni: se la licenziamo quanto preavviso le dobbiamo?',
      ],
    );
    expect(r.intent).toBe('notice');
    expect(r.slots.agreements).toEqual([7]);
  });
});

describe('a follow-up that changes the years of service, whatever surrounds the number', () => {
  const before = [
    'Mio fratello fa il manovale in un’impresa edile industriale da 1 anno: se si dimette quanti giorni di preavviso deve dare?',
  ];
  it('"e con oltre 3 anni?" is past the band’s edge', () => {
    const r = read('e se ne avesse oltre 3 anni li?', before);
    expect(r.slots.seniorityYears).toBeGreaterThan(3);
    expect(r.slots.seniorityYears).toBeLessThan(4);
  });
  it('"da solo un anno" is one year', () => {
    const r = read('e se invece fosse da noi da solo un anno?', [
      'la colf è in malattia, lavora da noi da 4 anni: quanti giorni le paghiamo?',
    ]);
    expect(r.slots.seniorityYears).toBe(1);
  });
  it('the years replaced ("invece di 1 anno fossero 6") are not the ones asked', () => {
    const r = read('e se invece di 1 anno fossero 6?', before);
    expect(r.slots.seniorityYears).toBe(6);
  });
  it('"in un anno" is a period, not the service', () => {
    const r = read('Quanti giorni di malattia le paghiamo in un anno?', [
      'La colf è con noi da tre anni: quante ferie le spettano?',
    ]);
    expect(r.slots.seniorityYears).toBe(3);
  });
  it('an age in the follow-up is not the service', () => {
    const r = read('e se avesse 60 anni di età?', before);
    expect(r.slots.seniorityYears).toBe(1);
  });
});
