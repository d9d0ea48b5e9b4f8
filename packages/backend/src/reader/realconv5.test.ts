import { describe, expect, it } from 'vitest';
import { testKb as kb, TEST_TODAY } from '../testing/agents.js';
import { readQuestion } from './read.js';

type Agent = 'calcolo' | 'main-agent' | 'confronta' | 'inquadra';
const read = (history: string[], message: string, agent: Agent = 'main-agent') =>
  readQuestion({ kb, message, history, categories: [], today: TEST_TODAY, agent });

describe('hours beyond a part-time week said with the week’s number are not a time of day', () => {
  it('"un paio d’ore oltre le 30" after a 30-hour part-time is supplementary work, not night overtime', () => {
    const r = read(
      ['Da quest’anno sono passata da full time a part-time a 30 ore settimanali, contratto del commercio.'],
      'Se il capo mi fa restare un paio d’ore in più oltre le 30, me le paga di più? Quanto in percentuale?',
    );
    expect(r.intent).toBe('part_time');
    expect(r.slots.overtimeKind).not.toBe('straordinario_notturno');
  });
  it('"dopo le 22" still reads the night', () => {
    const r = read([], 'Nel commercio le ore di straordinario fatte dopo le 22 come si pagano?');
    expect(r.slots.overtimeKind).toBe('straordinario_notturno');
  });
});

describe('the supplementary hour asked, with a minimum named as its base', () => {
  it('"quanto vale un’ora supplementare? usa il minimo di marzo" asks the hour, not the minimum', () => {
    const r = read(
      ['lavoro 20 ore a settimana in un negozio, terziario confcommercio, quinto livello'],
      'quanto vale lorda un ora supplementare? usa il minimo di marzo 2026',
      'calcolo',
    );
    expect(r.intent).toBe('part_time');
    expect(r.slots.date).toBe('2026-03-01');
  });
  it('the minimum asked outright stays the minimum', () => {
    const r = read(
      ['lavoro 20 ore a settimana in un negozio, terziario confcommercio, quinto livello'],
      'qual è il minimo di marzo 2026?',
      'calcolo',
    );
    expect(r.intent).toBe('minimum_pay');
  });
});

describe('the pay of an hour asked beside the divisor', () => {
  it('"e l’ora quanto mi viene? dividono per 168 mi sembra" asks the hourly pay, not the working week', () => {
    const r = read(
      ['commesso 5° livello commercio, minimo lordo mensile adesso?'],
      'e l’ora quanto mi viene? dividono per 168 mi sembra',
      'calcolo',
    );
    expect(r.intent).toBe('hourly_rate');
  });
  it('"quante ore settimanali e che divisore?" still asks the hours', () => {
    const r = read(
      [],
      'nel contratto studi professionali quante ore settimanali si fanno e che divisore si usa?',
    );
    expect(r.intent).toBe('working_hours');
  });
});

describe('a hire told by its month alone', () => {
  it.each([
    ['abbiamo assunto una babysitter dai primi di ottobre 2026, 600 euro al mese', '2026-10-01'],
    ['la signora è in servizio da inizio settembre 2026 come colf, 900 euro lordi', '2026-09-01'],
  ])('%s', (story, hire) => {
    const r = read([story], 'quanto le spetta di tredicesima a dicembre?', 'calcolo');
    expect(r.slots.hireDate).toBe(hire);
    expect(r.intent).toBe('thirteenth_pro_rata');
  });
});

describe('a hire told as the family "took" the worker from a month', () => {
  it('"l’abbiamo presa dai primi di luglio 2026" is the hire', () => {
    const r = read(
      ['colf a ore 650 euro al mese, l’abbiamo presa dai primi di luglio 2026'],
      'tredicesima di dicembre?',
      'calcolo',
    );
    expect(r.slots.hireDate).toBe('2026-07-01');
  });
  it('"ho preso ferie da agosto" is no hire', () => {
    const r = read([], 'sono commessa, ho preso le ferie da agosto 2026: quanti giorni mi restano?');
    expect(r.slots.hireDate).toBeUndefined();
  });
});
