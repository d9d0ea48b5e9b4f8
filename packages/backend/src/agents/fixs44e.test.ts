import { describe, expect, it } from 'vitest';
import { readQuestion } from '../reader/read.js';
import { askAgent, openingLine, openingLines, TEST_TODAY, testKb, withUpload } from '../testing/agents.js';

const read = (message: string, agent = 'calcolo') =>
  readQuestion({ kb: testKb, message, history: [], today: TEST_TODAY, agent } as never);

describe('fixs44e: a special parameter named with its number', () => {
  it('is no pay: "parametro speciale 115" gives no amount of 115 €', () => {
    const req = read(
      'Multiservizi, ausiliaria al 2° livello con parametro speciale 115: che minimo ha?',
      'main-agent',
    );
    expect(req.slots.amounts.some((a) => a.value === 115)).toBe(false);
  });
  it('asks a minimum the table leaves out: the gap, with no € figure', () => {
    const text = askAgent(
      'main-agent',
      'Pulizie, CCNL Multiservizi: una ausiliaria scolastica al 2° livello parametro 115, quanto prende di minimo al mese?',
    ).text;
    const opening = openingLine(text);
    expect(opening).toContain('parametro 115 non è nella base di conoscenza');
    expect(opening).not.toMatch(/\d+,\d{2} €/);
  });
});

describe('fixs44e: who asks is not what is asked', () => {
  it('a representative introducing themselves in dialect asks the overtime, not the union leave', () => {
    const text = askAgent(
      'calcolo',
      "Songo delegata RSA, CCNL Multiservizi: 'e colleghe del 3° livello fanno 4 ore di straordinario festivo a Pasqua, quanto ci spetta?",
    ).text;
    expect(openingLine(text)).toContain('straordinario festivo');
    expect(text).not.toContain('Statuto dei lavoratori');
  });
});

describe('fixs44e: shifts counted with their hours', () => {
  it('"6 notti da 8 ore" values 48 hours of night work', () => {
    const req = read(
      'Multiservizi 2° livello, questo mese faccio 6 notti da 8 ore in turno: quanto prendo di maggiorazione notturna?',
    );
    expect(req.intent).toBe('overtime_value');
    expect(req.slots.extraHours).toBe(48);
    expect(req.slots.weeklyHours).toBeUndefined();
  });
});

describe('fixs44e: the end of a job said before its verb', () => {
  it('"il 30 giugno 2026 ci scade l\'appalto e dal 1° luglio 2026 passano alla nuova ditta" ends on 30 June', () => {
    const req = read(
      "Multiservizi 2° livello, assunta il 1° febbraio 2026: il 30 giugno 2026 ci scade l'appalto e dal 1° luglio 2026 passa alla nuova ditta. Quanto le spetta di tredicesima da noi?",
    );
    expect(req.slots.endDate).toBe('2026-06-30');
  });
});

describe("fixs44e: a newcomer's hire beside a worker's seniority", () => {
  it("holidays of 11 years of seniority, not a year from the newcomers' hire", () => {
    const text = askAgent(
      'main-agent',
      "Metalmeccanici industria: la Carla è in azienda da 11 anni, mentre le due ragazze che entrano a marzo partono da zero. Quante ferie all'anno ha la Carla con 11 anni di anzianità?",
    ).text;
    expect(openingLines(text)).toContain('1 giorno');
  });
});

describe('fixs44e: the part-time asked beside a change of contractor told as background', () => {
  it('a hire at 10 hours a week is weighed against the part-time minimum', () => {
    const text = askAgent(
      'main-agent',
      "Da noi a marzo c'è il cambio appalto, ma questa è una nuova assunta. Col CCNL Multiservizi si può assumere a 10 ore a settimana?",
      withUpload(
        'lettera.txt',
        'Lettera di assunzione. CCNL Multiservizi, 2° livello, part-time 10 ore settimanali.',
      ),
    ).text;
    expect(openingLines(text)).toContain('15 ore');
  });
});

describe("fixs44e: two levels' gap over a calendar year", () => {
  it('follows the June tranche month by month', () => {
    const text = askAgent(
      'main-agent',
      "Metalmeccanici industria: se da gennaio 2027 passo un operaio dal D2 al C1, quanto mi costa in più di minimi nell'intero 2027?",
    ).text;
    expect(text).toMatch(/Sull'intero 2027/);
    expect(text).toMatch(/gennaio-maggio .* × 5 \+ giugno-dicembre e la tredicesima .* × 8/);
  });
});
