import { describe, expect, it } from 'vitest';
import { testKb as kb, TEST_TODAY } from '../testing/agents.js';
import { readQuestion } from './read.js';

// Session 22 (fixs22c): the reader's calculation classes behind the h54–h56 failures, in new words.
const read = (message: string, history: string[] = []) =>
  readQuestion({ kb, message, history, categories: [], today: TEST_TODAY, agent: 'calcolo' });
const pays = (message: string, history: string[] = []) =>
  read(message, history).slots.amounts.map((a) => a.value);

describe("a former job's or a story's pay is not the pay asked", () => {
  it('"nel vecchio lavoro prendevo" beside the new RAL: the new RAL is computed', () => {
    expect(
      pays(
        'Nel vecchio lavoro a Verona prendevo 24.000 lordi, adesso mi assumono con una RAL di 29.500 euro: quanto mi resta netto al mese nel 2026?',
      ),
    ).toEqual([29500]);
  });
  it('"veniva da una cooperativa dove aveva" a colleague’s old pay: the offer is computed', () => {
    expect(
      pays(
        'Il nuovo magazziniere veniva da una cooperativa dove aveva 26.000 lordi; noi gli diamo 30.000 di RAL. Netto annuo 2026?',
      ),
    ).toEqual([30000]);
  });
  it('"dopo un tirocinio da 500 euro" before a hire at a level: the 13ª is on the level’s minimum', () => {
    const r = read(
      'Mia figlia dopo un tirocinio da 500 euro al mese è stata assunta il 1° marzo 2025 come operaia C2 in una fabbrica metalmeccanica: quanto le spetta di tredicesima a dicembre 2025?',
    );
    expect(r.intent).toBe('thirteenth_pro_rata');
    expect(r.slots.level).toBe('C2');
    expect(r.slots.amounts).toEqual([]);
  });
  it('a pay said as today’s stays when it is the only one', () => {
    expect(pays('Prendo 27.000 lordi l’anno a Torino: quanto mi resta netto al mese nel 2026?')).toEqual([
      27000,
    ]);
  });
});

describe('the ordinary hour of a minimum asked in any words', () => {
  it('"paga oraria … sul minimo di novembre 2025" is the hourly rate, not the minimum', () => {
    expect(read('Paga oraria di un 5° livello Commercio sul minimo in vigore da novembre 2025?').intent).toBe(
      'hourly_rate',
    );
  });
  it('"quanto vale un’ora di lavoro" after a story of holidays and a colleague’s hourly pay', () => {
    const r = read(
      'Sono magazziniere al 3° livello del commercio, a Pasqua lavoriamo sempre e un collega part-time prende 10 euro l’ora. A me, lordo, quanto vale un’ora di lavoro?',
    );
    expect(r.intent).toBe('hourly_rate');
    expect(r.slots.overtimeKind).toBeUndefined();
    expect(r.slots.amounts).toEqual([]);
  });
  it('"la paga oraria di quel minimo" keeps the earlier turn’s date, not the superminimum pay', () => {
    const r = read('Ok. E la paga oraria di quel minimo? Si divide per 173?', [
      'Studi professionali, 4° livello: prendo 1.800 con il superminimo ma voglio solo il minimo di marzo 2025.',
    ]);
    expect(r.intent).toBe('hourly_rate');
    expect(r.slots.date?.slice(0, 7)).toBe('2025-03');
    expect(r.slots.amounts).toEqual([]);
  });
});

describe('a pay said to be the full-time one is shared by the part-time', () => {
  it('"i 28.000 sono riferiti al tempo pieno" at 50%: 14.000 computed', () => {
    const r = read(
      'Guarda che sono part-time al 50%: i 28.000 sono riferiti al tempo pieno. Quanto prendo al mese?',
      ['Ho una RAL di 28.000 euro a Bologna, 13 mensilità. Netto mensile 2026?'],
    );
    expect(r.slots.amounts.filter((a) => a.kind === 'ral').map((a) => a.value)).toEqual([14000]);
    expect(r.slots.partTimePercent).toBeUndefined();
  });
  it('"ah, dimenticavo … al mese quanto mi arriva?" stays the net asked, not the part-time rules', () => {
    const r = read(
      'Ah, dimenticavo: lavoro part-time al 50% e i 30.000 sono la RAL a tempo pieno. Allora al mese quanto mi arriva?',
      ['Ho una RAL di 30.000 euro, 13 mensilità. Quanto prendo netto al mese nel 2026?'],
    );
    expect(r.intent).toBe('gross_to_net');
    expect(r.slots.amounts.filter((a) => a.kind === 'ral').map((a) => a.value)).toEqual([15000]);
  });
});

describe('the minimum "dal <date>" dates the table', () => {
  it('"al minimo dal 1.6.2025" sets the date the pay is read at', () => {
    expect(
      read('Contributo NASpI aggiuntivo per un C2 metalmeccanico assunto a termine, al minimo dal 1.6.2025?')
        .slots.date,
    ).toBe('2025-06-01');
  });
});

describe('claims about tax rules and payslips', () => {
  it('a bracket’s bounds in a claim are not the income', () => {
    expect(
      pays('Mia sorella dice che dal 2026 tra 28.000 e 50.000 euro l’aliquota IRPEF è scesa: è vero?'),
    ).toEqual([]);
  });
  it('the 2024 rebate asked as still in the payslip is a rule, not a payslip check', () => {
    const r = read(
      'Guadagno 22.000 euro lordi, un collega dice che in busta paga nel 2025 c’è ancora l’esonero contributivo: è vero?',
    );
    expect(r.intent).toBe('payroll_rules');
    expect(r.slots.amounts.map((a) => a.value)).toEqual([22000]);
  });
});

describe('paid the minimum: the years add no increment', () => {
  it('"mi pagano il minimo" with years of service: no increment', () => {
    const r = read(
      'Commessa al 4° livello del commercio, assunta cinque anni fa, mi pagano il minimo: quanto prendo netto al mese nel 2026?',
    );
    expect(r.slots.seniorityIncrements).toBe(0);
  });
  it('increments named keep their count', () => {
    const r = read(
      'Commessa al 4° livello del commercio con 2 scatti: quanto prendo netto al mese nel 2026?',
    );
    expect(r.slots.seniorityIncrements).toBe(2);
  });
});

describe('a side item of the story is not the pay checked', () => {
  it('"un buono benzina da 30 euro" beside a paga base checked', () => {
    expect(
      pays(
        'Alla nostra colf convivente di livello B diamo anche un buono benzina da 30 euro; in busta la paga base è 1.000 euro al mese. È in regola con il minimo 2025?',
      ),
    ).toEqual([1000]);
  });
});

describe('"a parità di condizioni" is the same case', () => {
  it('not the textile agreement (condizioni is not confezioni)', () => {
    const r = read(
      'A parità di condizioni, quanto verrebbe il contributo orario se fosse a tempo determinato?',
      ['Colf non convivente, 25 ore a settimana, 8,50 euro l’ora: contributi INPS orari 2026?'],
    );
    expect(r.slots.agreements).not.toContain(19);
  });
});

describe('an hour asked beside extra hours stays their value', () => {
  it('"e se le ore in più le faccio di notte? quanto è l’ora" keeps the night overtime', () => {
    const r = read("e se le ore in più le faccio di notte per l'inventario? quanto è l'ora", [
      'Commessa 4° livello commercio, faccio 3 ore di straordinario a settimana: quanto vale un’ora?',
    ]);
    expect(r.slots.overtimeKind).toBe('straordinario_notturno');
  });
});
