import { describe, expect, it } from 'vitest';
import { testKb as kb, TEST_TODAY } from '../testing/agents.js';
import { readQuestion } from './read.js';

// Session 23 (realshort12): very short and dictated asks — a part-time share typed without "%", and two workers
// of two agreements weighed against each other in one dictated sentence.
const read = (message: string, history: string[] = [], agent?: 'calcolo' | 'confronta') =>
  readQuestion({ kb, message, history, categories: [], today: TEST_TODAY, ...(agent ? { agent } : {}) });
const slugs = (r: ReturnType<typeof read>) => r.slots.agreements.map((id) => kb.byCategory(id)?.id);

describe('a part-time share typed without its sign is a percentage', () => {
  const minimum = ['receptionist 4 liv turismo minimo giugno 2026?'];
  it.each([
    ['e part time 50?', 50],
    ['e part-time al 60?', 60],
    ['e pt 75?', 75],
    ['e se fosse part time del 80', 80],
  ])('"%s" sets the share', (message, share) => {
    const r = read(message, minimum, 'calcolo');
    expect(r.slots.partTimePercent).toBe(share);
    expect(r.intent).toBe('minimum_pay');
  });
  it.each(['e part time 30?', 'e part time 20 ore?', 'e part time a 24?'])(
    '"%s" (hours, or a number a week can hold) sets no share',
    (message) => {
      expect(read(message, minimum, 'calcolo').slots.partTimePercent).toBeUndefined();
    },
  );
});

describe('two workers weighed against each other keep both agreements', () => {
  it('a sworn guard and a shop assistant "a chi hanno dato di più"', () => {
    const r = read(
      'mio fratello è guardia giurata al quarto livello e io faccio la commessa al quarto livello del commercio con gli ultimi rinnovi a chi hanno dato di più di aumento',
      [],
      'confronta',
    );
    expect(slugs(r)).toEqual(
      expect.arrayContaining(['vigilanza-privata-servizi-fiduciari', 'terziario-confcommercio']),
    );
  });
  it('a guard posted in a shopping centre is still security only', () => {
    const r = read('faccio la guardia giurata in un centro commerciale, quante ferie ho?');
    expect(slugs(r)).toEqual(['vigilanza-privata-servizi-fiduciari']);
  });
});

describe('a hire month and a pay typed together, with no euro sign', () => {
  it.each([
    ['13a colf 2026 assunta a marzo 1000 al mese', '2026-03-01', 1000],
    ['tredicesima 2026 assunto ad aprile 1800 lordi', '2026-04-01', 1800],
  ])('"%s": the figure after the month is pay, not its year', (message, hire, pay) => {
    const r = read(message, [], 'calcolo');
    expect(r.slots.hireDate).toBe(hire);
    expect(r.slots.amounts.map((a) => a.value)).toContain(pay);
  });
  it.each([
    ['tredicesima se assunto a settembre? prendo 2000', 2000],
    ['tredicesima se assunta a ottobre, le diamo 1950 al mese', 1950],
  ])('"%s": a figure in the years\' range after a pay verb is pay', (message, pay) => {
    const r = read(message, [], 'calcolo');
    expect(r.slots.amounts.map((a) => a.value)).toContain(pay);
    expect(r.slots.taxYear).not.toBe(pay);
  });
  it('"minimo 2026 al mese" is a year\'s minimum, not a pay of 2.026', () => {
    const r = read('badante livello CS che fa le notti, minimo 2026 al mese?', [], 'calcolo');
    expect(r.slots.taxYear).toBe(2026);
    expect(r.slots.amounts).toEqual([]);
  });
  it('"nel 2025" stays a year', () => {
    expect(read('tredicesima nel 2025 assunta a marzo, 1000 al mese', [], 'calcolo').slots.taxYear).toBe(
      2025,
    );
  });
});

describe('a follow-up that is only a share changes the part-time the conversation set', () => {
  const conversation = ['minimo 4 liv comm nov 2026', 'e part time 60'];
  it.each([
    ['e al 50%?', 50],
    ['e al 50?', 50],
    ['e se fosse al 75 per cento?', 75],
  ])('"%s"', (message, share) => {
    expect(read(message, conversation, 'calcolo').slots.partTimePercent).toBe(share);
  });
  it('"e a 30?" (hours, perhaps) keeps the share', () => {
    expect(read('e a 30?', conversation, 'calcolo').slots.partTimePercent).toBe(60);
  });
});
