import { describe, expect, it } from 'vitest';
import { testKb as kb, TEST_TODAY } from '../testing/agents.js';
import { expandConsultantShorthand } from './consultant-shorthand.js';
import { readQuestion } from './read.js';
import { expandShorthand } from './shorthand.js';

const read = (message: string, history: string[] = []) =>
  readQuestion({ kb, message, history, categories: [], today: TEST_TODAY, agent: 'calcolo' });

describe("consultants' shorthand (realshort3 classes, new phrasings)", () => {
  it('reads an agreement by its acronym or stub', () => {
    const named = read('minimo del 6° livello nel CCNL Commercio').slots.agreements;
    expect(read('min. tab. 6° liv. CCNL TDS?').slots.agreements).toEqual(named);
    expect(read('ccnl tds, 3 livello: paga base?').slots.agreements).toEqual(named);
    const fipe = read('minimo 3° livello pubblici esercizi').slots.agreements;
    expect(read('pubbl. es. 3° liv minimo?').slots.agreements).toEqual(fipe);
  });

  it('reads payments written as 13m or 14m', () => {
    expect(read('RAL 33k su 13m, netto 2026?').slots.payments).toBe(13);
    expect(read('lordo annuo 29.000 x 14m: netto mensile?').slots.payments).toBe(14);
  });

  it("reads a household worker's level and living arrangement", () => {
    const hourly = read('colf A non conv.: paga oraria minima 2025?');
    expect(hourly.slots.level).toBe('A');
    expect(hourly.slots.cohabiting).toBe(false);
    const live = read('badante CS conv. 2025: mensile?');
    expect(live.slots.level).toBe('CS');
    expect(live.slots.cohabiting).toBe(true);
  });

  it('takes a divisor and a glued level as what they are, not as pay', () => {
    const r = read('quota oraria metalm. D2 oggi, div. 173');
    expect(r.slots.amounts).toEqual([]);
    expect(read('straordinario notturno ccnl tds liv3: valore?').slots.level).toBe('3');
  });

  it('reads a short month with a two-digit year as a date, a day before it stays a day', () => {
    expect(read('minimo 2° liv. CCNL TDS dic 25').slots.date).toBe('2025-12-01');
    expect(read('straord. festivo comm. 5 livello, mag. 26: 1 ora?').slots.date).toBe('2026-05-01');
    expect(expandConsultantShorthand('dal 26 ott in poi')).toBe('dal 26 ott in poi');
  });

  it('reads contract dates and a leaving day with a two-digit year', () => {
    const r = read('13ª: ass. 1/2/26, cess. 10/8/26, lordo mens. 2.000');
    expect(r.intent).toBe('thirteenth_pro_rata');
    expect(r.slots.hireDate).toBe('2026-02-01');
    expect(r.slots.endDate).toBe('2026-08-10');
    expect(r.slots.amounts).toEqual([{ kind: 'monthly_gross', value: 2000 }]);
  });

  it('reads "la 14 maturata" as the 14th month and clipped subject words as words', () => {
    expect(expandShorthand('e la 14 maturata fino ad agosto?')).toContain('la quattordicesima');
    expect(expandShorthand('preavv. licenz. 2° liv, anz. 7 anni')).toBe(
      'preavviso licenziamento 2° livello, anzianità 7 anni',
    );
    expect(expandShorthand('ROL + EF metalm.')).toBe('ROL + ex festività metalmeccanici');
    expect(expandShorthand('riv. TFR su fondo 5.000')).toContain('rivalutazione TFR');
  });

  it('keeps written-out words and other words untouched (idempotent)', () => {
    for (const text of [
      'preavviso di licenziamento, anzianità 3 anni',
      'anzi, il convivente è livello BS',
      'la cessazione è il 3/3/2026',
      'fondo TFR e festività',
    ])
      expect(expandConsultantShorthand(text)).toBe(text);
  });

  it('an hourly follow-up that asks the month asks the monthly pay', () => {
    const r = read('e se fosse una BS convivente, quanto al mese?', ['colf B non conv. paga oraria 2025?']);
    expect(r.intent).toBe('minimum_pay');
    expect(r.slots.level).toBe('BS');
    expect(r.slots.cohabiting).toBe(true);
  });

  it('a contribution rate typed without its sign is a rate, not a payslip figure in euros', () => {
    expect(
      expandConsultantShorthand('lordo 1400 x 13 agricolo quanto pago di inps all anno col 9,19'),
    ).toContain('col 9,19%');
    expect(read('lordo 1400 x 13 quanto pago di inps all anno col 9,19').slots.amounts).not.toContainEqual(
      expect.objectContaining({ value: 9.19 }),
    );
    // (No contributions named, or a figure in euros: untouched.)
    expect(expandConsultantShorthand("paga oraria col 9,19 all'ora")).toBe("paga oraria col 9,19 all'ora");
    expect(expandConsultantShorthand('inps al 9,19 € in busta')).toBe('inps al 9,19 € in busta');
  });

  it('"mm" is the monthly minimum, not the seniority of "no scatti" nor millimetres', () => {
    const d1 = readQuestion({
      kb,
      message: 'D1 coop soc: mm conglobato in vigore a dic 2026? full time, no scatti',
      history: [],
      categories: [],
      today: '2026-12-03',
    });
    expect(d1.intent).toBe('minimum_pay');
    expect(d1.slots.level).toBe('D1');
    expect(expandConsultantShorthand('5° liv. comm. mm dic 2026?')).toContain('minimo mensile');
    // (A figure's millimetres and the Metalmeccanici written "MM" before a code stay as written.)
    expect(expandConsultantShorthand('bastano 2 mm di pioggia?')).toBe('bastano 2 mm di pioggia?');
    expect(expandConsultantShorthand('MM C3 dal 1/6/2026')).toContain('MM C3');
  });
});
