import { describe, expect, it } from 'vitest';
import { testKb as kb, TEST_TODAY } from '../testing/agents.js';
import { readQuestion } from './read.js';

// Session 17 (fixt): follow-ups that change one slot of a calculation and inherit the rest; slots a story
// states that the reader dropped.
const read = (message: string, history: string[] = [], agent?: 'calcolo' | 'main-agent') =>
  readQuestion({ kb, message, history, categories: [], today: TEST_TODAY, ...(agent ? { agent } : {}) });
const values = (r: ReturnType<typeof read>) => r.slots.amounts.map((a) => a.value);
const slugOf = (r: ReturnType<typeof read>) => r.slots.agreements.map((id) => kb.byCategory(id)?.id);

describe('a part-time share said in a follow-up scales the pay the conversation gave', () => {
  it('"N ore su M" read late still scales a RAL (TFR)', () => {
    const r = read('e se fossi stato a 30 ore su 40 in part time?', ['TFR di un anno con RAL di 33.000?']);
    expect(r.intent).toBe('tfr');
    expect(values(r)).toContain(24750);
  });
  it('a correction ("ah no, part-time 20 ore su 40") scales the cost case, rates kept', () => {
    const r = read('ah no, sarà part-time: 20 ore su 40, stesse aliquote. Quanto mi costa?', [
      'Costo annuo di un addetto con RAL 30.000, contributi a nostro carico 30%, INAIL 1%, TFR RAL/13,5?',
    ]);
    expect(r.intent).toBe('employer_cost');
    expect(values(r)).toContain(15000);
  });
  it('a monthly gross stated beside a level is the case, scaled too', () => {
    const r = read('e con un part-time di 20 ore su 40? netto mensile?', [
      'Studi professionali, 3° livello a 1.900 lordi al mese su 14 mensilità: netto mensile 2026 a Torino?',
    ]);
    expect(r.intent).toBe('gross_to_net');
    expect(values(r)).toContain(950);
  });
  it('"stessa RAL" keeps the pay as it was', () => {
    const r = read('e se facesse part-time al 50% con la stessa RAL?', ['RAL 26.000, netto mensile 2026?']);
    expect(values(r)).toContain(26000);
  });
});

describe('a follow-up that changes the weekly hours of a part-time, or says "stessa cosa"', () => {
  it('20 → 30 hours: the RAL given moves with the hours, the share too', () => {
    const r = read('e se passasse a 30 ore settimanali?', [
      'Cameriera FIPE 5° livello, part-time 20 ore settimanali, RAL 10.400: netto mensile 2026?',
    ]);
    expect(values(r)).toContain(15600);
    expect(r.slots.partTimePercent).toBe(75);
  });
  it("a level's part-time share moves with the hours (no pay given)", () => {
    const r = read('e con 32 ore settimanali invece?', [
      'Operaio edile part-time 16 ore settimanali, 2° livello: quanto costa all’azienda in un anno?',
    ]);
    expect(r.slots.partTimePercent).toBe(80);
  });
  it('"stessa cosa ma part time all\'80%" keeps the net and scales the RAL', () => {
    const r = read("stessa cosa ma part time all'80%", [
      'RAL 35.000 su 13 mensilità, netto mensile 2026 a Padova?',
    ]);
    expect(r.intent).toBe('gross_to_net');
    expect(values(r)).toContain(28000);
  });
});

describe('"stessa paga oraria" describes the part-time case, it does not ask the hourly rate', () => {
  it.each([
    ['ok, ma sarebbe a 25 ore su 40, con la stessa retribuzione oraria: costo annuo?', 'employer_cost'],
    ['e al 50%, a parità di paga oraria? netto al mese?', 'gross_to_net'],
  ] as const)('"%s" asks %s', (q, intent) => {
    const r = read(q, ['RAL 30.000, contributi azienda 30%: costo annuo e netto mensile 2026?']);
    expect(r.intent === intent || r.alsoAsked.includes(intent)).toBe(true);
    expect(r.intent).not.toBe('hourly_rate');
  });
  it('asked outright it is still the hourly rate', () => {
    expect(read('un part-time ha la stessa paga oraria di un tempo pieno nel commercio?').intent).toBe(
      'hourly_rate',
    );
  });
});

describe('a Sunday said with a typo in an overtime follow-up', () => {
  it.each(['e se le stesse ore le fa di domenca?', 'e fatte la domneica invece?'])(
    '"%s" is a holiday hour',
    (q) => {
      const r = read(q, ['Logistica 4° livello, 3 ore di straordinario in settimana quanto valgono?']);
      expect(r.intent).toBe('overtime_value');
      expect(r.slots.overtimeKind).toBe('straordinario_festivo');
    },
  );
});

describe('a gross asked for the net it must give', () => {
  it.each([
    'Mi serve una RAL che garantisca 28.000 euro netti annui nel 2026, addizionali escluse',
    'quale lordo annuo tale da lasciargli 21.000 netti? 2026, niente addizionali',
    'cerco una retribuzione lorda che dia 1.700 netti al mese',
  ])('"%s" is net to gross', (q) => {
    expect(read(q, [], 'calcolo').intent).toBe('net_to_gross');
  });
});

describe('a length of service said before its noun', () => {
  it.each([
    ['colf con circa un anno di anzianità, malata: quanti giorni pagati?', 1],
    ['badante con quasi due anni e mezzo di servizio, si è ammalata', 2.5],
    ['ha 8 mesi di anzianità ed è in malattia', 8 / 12],
  ])('"%s"', (q, years) => {
    expect(read(q, [], 'main-agent').slots.seniorityYears).toBeCloseTo(years);
  });
});

describe("a payslip's taxable pay written without the thousands dot", () => {
  it('"imponibile fiscale 3000," is pay, not the year 3000 or 2000', () => {
    const r = read(
      'cedolino di marzo 2026: imponibile fiscale 2000, irpef lorda 460, giusto?',
      [],
      'calcolo',
    );
    expect(values(r)).toContain(2000);
    expect(r.slots.taxYear).toBe(2026);
  });
});

describe('an installation or metal trade in a craft firm is the Area Meccanica craft agreement', () => {
  it.each([
    'sono idraulico in una piccola ditta artigiana: quante ore settimanali faccio?',
    'elettricista dipendente di un artigiano, quante ferie ho?',
    'lavoro come fabbro in una bottega artigiana, preavviso per dimettermi?',
  ])('"%s"', (q) => {
    const r = read(q, [], 'main-agent');
    expect(slugOf(r)).toEqual(['metalmeccanica-artigianato-area-meccanica']);
    expect(r.slots.unknownAgreements).toEqual([]);
  });
  it('"idraulico-forestale" is not a plumber', () => {
    expect(
      slugOf(read('operaio idraulico-forestale in una ditta artigiana, ferie?', [], 'main-agent')),
    ).not.toContain('metalmeccanica-artigianato-area-meccanica');
  });
});
