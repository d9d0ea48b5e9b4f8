import { describe, expect, it } from 'vitest';
import { TEST_TODAY, testKb } from '../testing/agents.js';
import { readAmounts } from './amounts.js';
import { readExtraHours } from './extra-hours.js';
import { parseDate } from './parse-date.js';
import { type ReaderInput, readQuestion } from './read.js';
import { readable } from './text.js';

const read = (message: string, extra: Partial<ReaderInput> = {}) =>
  readQuestion({ kb: testKb, message, today: TEST_TODAY, ...extra });

describe('pay items a question says are absent do not make its intent', () => {
  it.each([
    ['RAL 27.000, zero straordinari: quanto TFR matura in un anno?', 'tfr'],
    ['non faccio mai notturni, guadagno 30.000 lordi: a quanto ammonta il TFR annuo?', 'tfr'],
    ['senza scatti né superminimo, qual è il minimo del 3° livello commercio?', 'minimum_pay'],
    ['non ho mai fatto straordinari, che TFR mi spetta con 26.000 € di stipendio annuo?', 'tfr'],
  ])('%s', (message, intent) => {
    const request = read(message);
    expect(request.intent).toBe(intent);
    expect(request.slots.overtimeKind).toBeUndefined();
  });

  it('still reads overtime asked outright', () => {
    expect(read("quanto vale un'ora di straordinario al 4° livello commercio?").intent).toBe(
      'overtime_value',
    );
  });
});

describe('follow-ups keep the case after thanks, "same case" words and a relative year', () => {
  it('"grazie! e per il 2025?" after a RAL keeps the RAL and the calculation', () => {
    const request = read('grazie! e per il 2025?', {
      history: ['netto di una RAL di 28.000 € nel 2026, senza familiari a carico'],
      agent: 'calcolo',
    });
    expect(request.intent).toBe('gross_to_net');
    expect(request.slots.taxYear).toBe(2025);
    expect(request.slots.amounts).toContainEqual({ kind: 'ral', value: 28000 });
  });

  it('"stesso lavoratore, stessa RAL" is a follow-up even when long', () => {
    const request = read(
      'Va bene. Ora stesso lavoratore e stessa RAL, ma rifacciamo i conti con le regole 2025',
      {
        history: ['RAL 45.000, residente a Torino: quanto netto nel 2026?'],
        agent: 'calcolo',
      },
    );
    expect(request.slots.amounts).toContainEqual({ kind: 'ral', value: 45000 });
    expect(request.slots.taxYear).toBe(2025);
  });

  it('"l\'anno precedente" is the year before the conversation\'s, "l\'anno scorso" alone the year before today', () => {
    const follow = read("ok, e l'anno precedente?", { history: ['scaglioni irpef 2026?'] });
    expect(follow.intent).toBe('payroll_rules');
    expect(follow.slots.taxYear).toBe(2025);
    expect(read("quali erano gli scaglioni irpef l'anno scorso?").slots.taxYear).toBe(2025);
  });

  it('a new hire date in a follow-up replaces the old one and the date it had set', () => {
    const request = read('e se fosse entrato il 2 giugno?', {
      history: ['operaio C3 metalmeccanici industria assunto il 10/03/26: tredicesima di dicembre 2026?'],
      agent: 'calcolo',
    });
    expect(request.intent).toBe('thirteenth_pro_rata');
    expect(request.slots.hireDate).toBe('2026-06-02');
    expect(request.slots.date).not.toBe('2026-03-10');
  });

  it('"e se ne ha maturati 5?" after a question on increments counts increments', () => {
    const request = read('e se ne ha maturati 5, quanto prende in più?', {
      history: ['quanto vale uno scatto di anzianità al 3° livello del CCNL Commercio?'],
      agent: 'calcolo',
    });
    expect(request.intent).toBe('seniority');
    expect(request.slots.seniorityIncrements).toBe(5);
  });
});

describe('the overtime hours asked about, apart from the schedule', () => {
  it.each([
    ['oltre le 54 ore ha fatto 3 ore di straordinario', 3],
    ['se quelle due ore le fa di domenica?', 2],
    ['ha lavorato quattro ore notturne in più', 4],
    ['straordinario di 5 ore sabato', 5],
    ['40 ore settimanali, quanto vale un ora di straordinario?', undefined],
  ])('%s', (message, hours) => {
    expect(readExtraHours(readable(message))).toBe(hours);
  });

  it('reads "dopo le 22" and "dalle 23" as night overtime', () => {
    expect(read('colf convivente 9 €/h, 2 ore di straordinario dopo le 22').slots.overtimeKind).toBe(
      'straordinario_notturno',
    );
    expect(read('ore di straordinario dalle 23 alle 2, quanto valgono?').slots.overtimeKind).toBe(
      'straordinario_notturno',
    );
  });
});

describe('dates and labels the calculations need', () => {
  it.each([
    ['assunto il 10/03/26', '2026-03-10'],
    ['entrata il primo settembre duemilaventisei', '2026-09-01'],
    ['dal 1° luglio 2025', '2025-07-01'],
  ])('%s', (text, date) => {
    expect(parseDate(text)).toBe(date);
  });

  it('reads a hire date written in words and does not take its year for pay', () => {
    const { slots } = read(
      'operaio C3 metalmeccanico industria, sono entrato il primo aprile duemilaventicinque: quanta tredicesima a dicembre 2025?',
    );
    expect(slots.hireDate).toBe('2025-04-01');
    expect(slots.amounts).toEqual([]);
  });

  it('keeps a label whose first word starts far before the figure, and skips asides in brackets', () => {
    expect(readAmounts(readable('aliquota ordinaria, imponibile previdenziale del mese 2.000,00 €'))).toEqual(
      [{ kind: 'monthly_gross', value: 2000 }],
    );
    expect(
      readAmounts(readable("voce 'contributo IVS a carico dipendente' (il FIS è su un'altra riga) 200,00 €")),
    ).toEqual([{ kind: 'inps', value: 200 }]);
  });

  it('a net doubted alone is a payslip check; a craft shop in the story does not beat the industry named', () => {
    expect(read('in busta ho 1.390 di netto, è regolare?').intent).toBe('payslip_check');
    const metal = read('metalmeccanico industria, prima stavo in una ditta artigiana: minimo del C3?');
    expect(metal.slots.agreements).toEqual([2]);
  });
});
