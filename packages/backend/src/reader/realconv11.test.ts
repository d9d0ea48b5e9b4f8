import { describe, expect, it } from 'vitest';
import { testKb as kb, TEST_TODAY } from '../testing/agents.js';
import { readQuestion } from './read.js';

type Agent = 'main-agent' | 'calcolo' | 'inquadra' | 'confronta';
const read = (message: string, history: string[] = [], agent: Agent = 'main-agent') =>
  readQuestion({ kb, today: TEST_TODAY, message, categories: [], history, agent });
const id = (name: string) => kb.byId(name)?.id_categoria;

describe('"livello a <mese>" is the date of the level, not level A', () => {
  it.each([
    [
      'e con questo livello a marzo 2026 quanto mi spettava lordo?',
      ['Faccio il magazziniere nel commercio: che livello mi spetta?'],
    ],
    [
      'con quel livello a gennaio quanto dovevo prendere lordo?',
      ['Sono commessa, contratto commercio, che livello?'],
    ],
  ])('%s', (message, history) => {
    const r = read(message, history, 'calcolo');
    expect(r.slots.level).not.toBe('A');
    expect(r.intent).toBe('minimum_pay');
  });

  it('a domestic level A said outright stays A', () => {
    expect(read('colf livello A convivente: minimo 2026?', [], 'calcolo').slots.level).toBe('A');
  });
});

describe('a part-time said as a correction rescales the figure just asked', () => {
  it('after a minimum, with the hours told', () => {
    const r = read(
      'Ah scusa, non ti ho detto che è part-time a 24 ore su 40: quanto fa allora?',
      ['Minimo lordo del 5° livello FIPE a settembre 2026?'],
      'calcolo',
    );
    expect(r.intent).toBe('minimum_pay');
    expect(r.slots.partTimePercent).toBe(60);
    expect(r.slots.level).toBe('5');
  });

  it('the part-time rules asked stay the part-time subject', () => {
    const r = read('scusa, sono part-time a 20 ore: posso fare ore supplementari?', [
      'Minimo del 4° livello commercio?',
    ]);
    expect(r.intent).toBe('part_time');
  });
});

describe('an amount corrected in a follow-up keeps its meaning', () => {
  it('"è 1.800 non 1.700" replaces the gross told before', () => {
    const r = read(
      'pardon, il lordo era 1.800 non 1.700',
      ['lordo 1.700 e INPS trattenuta 156,23: giusto?'],
      'calcolo',
    );
    const gross = r.slots.amounts.filter((a) => a.kind === 'monthly_gross');
    expect(gross.map((a) => a.value)).toEqual([1800]);
    expect(r.slots.amounts.some((a) => a.kind === 'inps' && a.value === 156.23)).toBe(true);
  });
});

describe("a rule's thresholds quoted in the question are not the income told before", () => {
  it('the band and the side of it are dropped, the income of the earlier turn stays', () => {
    const r = read(
      "Ho letto che l'ulteriore detrazione spetta tra 20 e 40 mila, ma mia sorella dice che sopra i 32 mila cala: quanto prendo?",
      ['Il mio reddito di lavoro dipendente nel 2026 è 34.000 euro.'],
      'calcolo',
    );
    expect(r.slots.amounts.map((a) => a.value)).toEqual([34000]);
  });
});

describe('contributions paid to INPS are work, not a place', () => {
  it('"versare all\'INPS per ogni ora" after a domestic hourly pay', () => {
    const r = read(
      "Devo pagare il bollettino: quanto si versa all'INPS per ogni ora e quanto le tolgo dalla paga?",
      ['La badante la pago 9 euro l’ora, tempo indeterminato.'],
      'calcolo',
    );
    expect(r.intent).not.toBe('out_of_scope');
    expect(r.slots.agreements).toContain(id('lavoro-domestico'));
  });
});

describe("a relative's carer told by the relative's condition is domestic work", () => {
  it.each([
    'Cerco una donna per mio padre che è in carrozzina: che livello le do?',
    'Vorrei prendere una signora per mia suocera che non riesce più a camminare, come la inquadro?',
  ])('%s', (message) => {
    expect(read(message, [], 'inquadra').slots.agreements).toContain(id('lavoro-domestico'));
  });
});

describe("a hire's tasks told after the agreement was named stay in that agreement", () => {
  it('a cleaning task does not move the hire to the cleaning agreement', () => {
    const r = read(
      'Si occuperà di pulire le macchine e spazzare il capannone, niente altro: in che livello lo metto?',
      ['Ho una carpenteria metallica, applico il CCNL metalmeccanici industria, assumo un apprendista.'],
      'inquadra',
    );
    expect(r.slots.agreements).toEqual([id('metalmeccanica-industria-federmeccanica')]);
  });
});

describe('two agreements set side by side across a conversation', () => {
  it("a relative's job and 'chi di noi due' compare the two agreements", () => {
    const r = read(
      'Mia sorella fa la cameriera in un albergo: chi di noi due ha più ferie?',
      ['Sono impiegata in uno studio di commercialisti, contratto studi professionali.'],
      'confronta',
    );
    expect(r.intent).toBe('comparison');
    expect(r.slots.agreements).toEqual(
      expect.arrayContaining([id('studi-professionali-confprofessioni'), id('turismo-federalberghi')]),
    );
  });

  it('a comparison follow-up keeps the subject of the turn before', () => {
    const r = read(
      'e rispetto al turismo chi la paga meglio?',
      ['maggiorazione dello straordinario notturno nella logistica?'],
      'confronta',
    );
    expect(r.intent).toBe('comparison');
    expect(r.alsoAsked).toContain('overtime_value');
  });
});
