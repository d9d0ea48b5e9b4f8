import { describe, expect, it } from 'vitest';
import { testKb as kb, TEST_TODAY } from '../testing/agents.js';
import { readQuestion } from './read.js';

type Agent = 'calcolo' | 'main-agent' | 'confronta' | 'inquadra';
const read = (history: string[], message: string, agent: Agent = 'main-agent') =>
  readQuestion({ kb, message, history, categories: [], today: TEST_TODAY, agent });

describe('a calculation asked after a turn that only stated the pay is computed on that pay', () => {
  it('a RAL offered, then the net asked with the city and year', () => {
    const r = read(
      ['Mi propongono un contratto a 42.000 euro lordi annui.'],
      'Quanto netto ogni mese su 14 mensilità a Torino nel 2026?',
      'calcolo',
    );
    expect(r.intent).toBe('gross_to_net');
    expect(r.slots.amounts).toContainEqual({ kind: 'ral', value: 42000 });
  });
  it('a monthly gross and its payments, then the year’s TFR "con questa paga"', () => {
    const r = read(
      ['Il mio stipendio lordo è di 1.650 euro al mese per 13 mensilità, contratto commercio.'],
      'Quanto mi spetta di TFR annuo con questa paga?',
      'calcolo',
    );
    expect(r.intent).toBe('tfr');
    expect(r.slots.amounts).toContainEqual({ kind: 'monthly_gross', value: 1650 });
    expect(r.slots.payments).toBe(13);
  });
  it('a level stated keeps the level: the pay is the table’s, not an earlier figure', () => {
    const r = read(
      ['Prendo 1.900 euro lordi al mese.'],
      'Quanto TFR matura in un anno un 3° livello del commercio?',
      'calcolo',
    );
    expect(r.slots.amounts.some((a) => a.kind === 'monthly_gross')).toBe(false);
  });
});

describe('a follow-up changes only what it says', () => {
  it('"se quel contratto l’avessi firmato l’anno scorso" names no agreement', () => {
    const r = read(
      ['RAL 30.000, netto mensile su 13 a Roma per il 2026?'],
      "se quel contratto l'avessi firmato l'anno scorso cosa cambiava nel netto?",
      'calcolo',
    );
    expect(r.slots.unknownAgreements).toEqual([]);
    expect(r.intent).toBe('gross_to_net');
    // The same case: the pay and the city of the turn before.
    expect(r.slots.amounts).toContainEqual({ kind: 'ral', value: 30000 });
    expect(r.slots.municipality).toBe('Roma');
  });
  it('"invece di 2 anni ne avessi 12" replaces the years of service', () => {
    const r = read(
      ['Metalmeccanico D2 con 2 anni di anzianità: preavviso se mi licenziano?'],
      'e se invece di 2 anni ne avessi 12?',
    );
    expect(r.intent).toBe('notice');
    expect(r.slots.seniorityYears).toBe(12);
  });
  it('a colleague with another job stays in the agreement the conversation named', () => {
    const r = read(
      [
        'Lavoro in un albergo con il CCNL turismo Federalberghi, 4° livello: quanto dura il periodo di prova?',
      ],
      'e per una mia collega che fa la barista nello stesso albergo, stesso livello?',
    );
    expect(r.slots.agreements).toEqual([9]);
  });
});

describe('figures and dates as stories tell them', () => {
  it('"8,20 euro netti l’ora" is an hourly pay, not a month’s', () => {
    const r = read([], 'Faccio la colf, prendo 8,20 euro netti l’ora per 25 ore a settimana: è giusto?');
    expect(r.slots.amounts).toContainEqual({ kind: 'other', value: 8.2, perHour: true });
    expect(r.slots.amounts.some((a) => a.kind === 'monthly_gross')).toBe(false);
  });
  it('a hire year and a leaving day in the next sentence: the day is no hire date', () => {
    const r = read(
      [],
      'Sono stata assunta nel 2021 come commessa, 4° livello commercio. Mi sono dimessa e l’ultimo giorno sarà il 15 marzo 2026: quanta tredicesima mi spetta?',
      'calcolo',
    );
    expect(r.slots.hireDate).not.toBe('2026-03-15');
    expect(r.slots.endDate).toBe('2026-03-15');
  });
});

describe('an hourly pay beside the extra hours of one day', () => {
  it('the extra hours are the overtime asked, not a part-time schedule', () => {
    const r = read(
      [],
      "Faccio il cameriere, contratto FIPE, mi pagano 9 euro lordi l'ora. Ieri sono rimasto 3 ore in più dopo la chiusura: quanto mi devono per quelle ore?",
      'calcolo',
    );
    expect(r.intent).toBe('overtime_value');
    expect(r.slots.amounts).toContainEqual({ kind: 'other', value: 9, perHour: true });
  });
});

describe('a turn that asks how the answer was reached, with more words after it', () => {
  it('keeps the calculation and its pay', () => {
    const r = read(
      ['Mi propongono una RAL di 33.000 euro.', 'Quanto netto al mese su 14 mensilità a Torino nel 2026?'],
      "come l'hai calcolato? fammi vedere quanto pago di contributi e di IRPEF",
      'calcolo',
    );
    expect(r.intent).toBe('gross_to_net');
    expect(r.slots.amounts).toContainEqual({ kind: 'ral', value: 33000 });
  });
});

describe('a part-timer’s schedule beside the hour more asked', () => {
  it('the schedule stays the schedule', () => {
    const r = read(
      [],
      "la colf viene 18 ore a settimana: se un giorno si ferma un'ora in più devo pagarla maggiorata?",
    );
    expect(r.intent).toBe('part_time');
  });
});
