import { describe, expect, it } from 'vitest';
import { testKb as kb, TEST_TODAY } from '../testing/agents.js';
import { monthNamed, switchedTopic } from './follow-up-changes.js';
import { readQuestion } from './read.js';

const read = (history: string[], message: string) =>
  readQuestion({ kb, message, history, categories: [], today: TEST_TODAY });

describe('what a later turn of a conversation changes', () => {
  it('a living cost told in a follow-up is not the pay the conversation set', () => {
    const r = read(
      ['RAL 31.000 su 13 mensilità, netto al mese nel 2026?'],
      'tieni conto che pago un affitto di 700 euro e le bollette: quanto mi arriva netto ogni mese?',
    );
    expect(r.slots.amounts.map((a) => a.value)).not.toContain(700);
    expect(r.slots.amounts.map((a) => a.value)).toContain(31000);
  });

  it('a figure wanted beside a cost is still read ("con il mutuo mi servono 1.900 netti")', () => {
    const r = read(
      ['RAL 28.000, netto?'],
      'con il mutuo da pagare mi servirebbero 1.900 netti: che RAL chiedo?',
    );
    expect(r.slots.amounts.map((a) => a.value)).toContain(1900);
  });

  it.each([
    ['e il preavviso?', 'holidays', 'notice'],
    ['e la quattordicesima quando arriva?', 'probation', 'monthly_payments'],
    ['e la tredicesima quanto sarà?', 'notice', 'thirteenth_pro_rata'],
    ['e le ferie invece?', 'sickness_injury', 'holidays'],
  ] as const)('"%s" after %s asks %s', (text, previous, asked) => {
    expect(switchedTopic(text, previous)).toBe(asked);
  });

  it('a turn naming the same subject, or two, or after a calculation, switches nothing', () => {
    expect(switchedTopic('e il preavviso con 12 anni?', 'notice')).toBeUndefined();
    expect(switchedTopic('e ferie e preavviso?', 'holidays')).toBeUndefined();
    expect(switchedTopic('e la tredicesima?', 'minimum_pay')).toBeUndefined();
  });

  it('a holidays conversation moves to when the 13th month is paid', () => {
    const r = read(['colf convivente, quante ferie all’anno?'], 'e la tredicesima quando va pagata?');
    expect(r.intent).toBe('monthly_payments');
  });

  it.each([
    ['e da gennaio quanto diventa?', '2027-01-01'],
    ['e a dicembre cambia?', '2026-12-01'],
    ['e a febbraio quanto era?', '2026-02-01'],
    ['e nel mese di maggio scorso?', undefined],
  ])('"%s" is the table of %s', (text, date) => {
    expect(monthNamed(text, '2026-11-23')).toBe(date);
  });

  it('a minimum asked again "da giugno" reads the next June’s table', () => {
    const r = read(['minimo del B2 metalmeccanici industria?'], 'e da giugno?');
    expect(r.intent).toBe('minimum_pay');
    expect(r.slots.date?.slice(5)).toBe('06-01');
  });

  it.each(['e se gli anni fossero 11 invece di 4?', 'e se fossero 11 anziché 4?'])(
    '"%s": the years of service become 11',
    (text) => {
      const r = read(
        ['Turismo Federalberghi, 2° livello, 4 anni di servizio: preavviso di dimissioni?'],
        text,
      );
      expect(r.slots.seniorityYears).toBe(11);
    },
  );

  it('a new subject asked after an agreement not held stays about that agreement', () => {
    const r = read(
      ['lavoro in banca, contratto ABI, quante ferie ho?'],
      'e quanto dura la prova per un neoassunto?',
    );
    expect(r.intent).toBe('agreement_not_covered');
    expect(r.slots.unknownAgreements.length).toBeGreaterThan(0);
  });

  it('someone else’s agreement told with "guadagna più di me" in the story is not the one asked', () => {
    const r = read(
      [],
      'Faccio la commessa col contratto Confesercenti. Una mia amica al supermercato ha il Confcommercio e guadagna più di me. Quante ferie ho io?',
    );
    expect(r.slots.agreements).toEqual([15]);
  });
});

describe('an ordinal month is not the 13th month’s pay', () => {
  it('"dal tredicesimo al ventiquattresimo mese" after an apprenticeship stays on the apprenticeship', () => {
    expect(switchedTopic('e dal tredicesimo al ventiquattresimo mese?', 'apprenticeship')).toBeUndefined();
    expect(switchedTopic('e la tredicesima?', 'apprenticeship')).toBe('monthly_payments');
  });
});

describe('a night job’s title is the job, not night hours', () => {
  it.each([
    'mio cugino fa il portiere notturno in albergo, 44 ore settimanali, 4° livello turismo: paga oraria minima?',
    'la guardia di notte del residence, turismo 5° livello: quanto è la paga oraria contrattuale?',
  ])('%s', (message) => {
    const r = read([], message);
    expect(r.intent).toBe('hourly_rate');
    expect(r.slots.overtimeKind).toBeUndefined();
  });

  it('night hours asked of a night porter are still night hours', () => {
    const r = read(
      [],
      'faccio il portiere di notte, turismo 5° livello: quanto vale un’ora di lavoro notturno?',
    );
    expect(r.slots.overtimeKind).toBe('notturno');
  });
});
