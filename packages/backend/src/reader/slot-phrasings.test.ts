import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.js';
import { loadKnowledgeBase } from '../kb/knowledge-base.js';
import { type ReaderInput, readQuestion } from './read.js';

// Slots as clients state them (classes found on eval/reader's corpus of real questions), pinned with new
// phrasings.
const kb = loadKnowledgeBase(loadConfig({}).kbDir);
const read = (message: string, extra: Partial<ReaderInput> = {}) =>
  readQuestion({ kb, message, today: '2026-11-22', agent: 'main-agent', ...extra });

describe('a schedule said in hours is the weekly hours, not hours worked', () => {
  it.each([
    ['commessa part time 25 ore, netto al mese?', 25],
    ['educatore assunto a 30 ore in cooperativa sociale, quanto costa?', 30],
    ['ho un contratto da 18 ore nelle pulizie, la tredicesima come si calcola?', 18],
  ])('%s', (message, hours) => {
    const { slots } = read(message);
    expect(slots.weeklyHours).toBe(hours);
    expect(slots.amounts.filter((a) => a.kind === 'hours')).toEqual([]);
  });

  it('reads the contract hours of a live-in or hired worker', () => {
    const { slots } = read('badante fissa 54 ore livello CS, costo mensile?');
    expect(slots.weeklyHours).toBe(54);
    expect(slots.amounts).toEqual([]);
  });

  it('keeps hours worked as an amount', () => {
    const { slots } = read('ho fatto 8 ore di straordinario, sono un 4 livello commercio');
    expect(slots.amounts).toEqual([{ kind: 'hours', value: 8 }]);
  });
});

describe('years of service', () => {
  it('reads "dopo N anni" when nothing else states them', () => {
    expect(read('dopo 7 anni mi licenzio, quanto preavviso devo dare? commercio').slots.seniorityYears).toBe(
      7,
    );
  });
  it("prefers the worker's own years to a threshold quoted", () => {
    const { slots } = read('lavoro qui da 15 anni; ho letto che dopo 10 anni cambia il preavviso, è vero?');
    expect(slots.seniorityYears).toBe(15);
  });
  it('takes the years a follow-up states over the conversation', () => {
    const { slots } = read('e se ne ho 4 di servizio?', {
      history: ['preavviso dimissioni turismo 4 livello con 12 anni'],
    });
    expect(slots.seniorityYears).toBe(4);
  });
});

describe('the last day and the employer size', () => {
  it('reads "cessato il …" as the last day', () => {
    expect(read('rapporto cessato il 15 maggio 2026, ratei di tredicesima?').slots.endDate).toBe(
      '2026-05-15',
    );
  });
  it('reads a headcount in the plural', () => {
    expect(read("costo di un impiegato per un'azienda con 8 dipendenti").slots.employees).toBe(8);
  });
});

describe("a domestic carer's level from the person assisted", () => {
  it.each([
    ['badante per mio padre non autosufficiente, quanto mi costa al mese?', 'CS'],
    ['badante con diploma per una signora che non è più autosufficiente, costo?', 'DS'],
    ['badante per un anziano autosufficiente, paga oraria?', 'BS'],
  ])('%s → %s', (message, level) => expect(read(message).slots.level).toBe(level));

  it('leaves the level to the classification when the level is asked', () => {
    expect(read('badante per una persona non autosufficiente, che livello?').slots.level).toBeUndefined();
  });
});

describe('levels said the old way, and levels offered to choose from', () => {
  it.each([
    ['minimo di un 3° livello metalmeccanici industria', 'D2'],
    ['quinta categoria metalmeccanica, minimo tabellare?', 'C3'],
    ['operaio agricolo area 1, paga?', 'Area 1'],
    ['minimo di un 4 livello commercio', '4'],
  ])('%s → %s', (message, level) => expect(read(message).slots.level).toBe(level));

  it("reads a former number only with its agreement, not another agreement's level in a follow-up", () => {
    const request = read('e nel Metalmeccanici?', {
      history: ['quanto prende netto un 4° livello del Commercio?'],
    });
    expect(request.slots.agreements).toEqual([2]);
    expect(request.slots.level).toBeUndefined();
  });

  it('reads no level from alternatives in a classification question', () => {
    expect(read('cassiera al supermercato: quarto o quinto livello?').slots.level).toBeUndefined();
  });

  it('reads a bare number in a follow-up as the level, and a year as the year', () => {
    const history = ['periodo di prova commercio 4 livello'];
    expect(read('e il 6?', { history }).slots.level).toBe('6');
    const year = read('e per il 2025?', { history });
    expect(year.slots.level).toBe('4');
    expect(year.slots.taxYear).toBe(2025);
  });
});

describe('amounts', () => {
  it('reads money "puliti" or "in mano" as a net', () => {
    expect(read('gli do 1.400 euro puliti, che lordo è?').slots.amounts).toEqual([
      { kind: 'net', value: 1400 },
    ]);
    expect(read('voglio 1.250 in mano al mese').slots.amounts).toEqual([{ kind: 'net', value: 1250 }]);
  });
  it('reads an hourly pay said before its figure, not a level number', () => {
    expect(read('contributi colf con paga oraria di 8,75 euro').slots.amounts).toEqual([
      { kind: 'other', value: 8.75, perHour: true },
    ]);
    expect(read('paga oraria 2 livello multiservizi?').slots.amounts).toEqual([]);
  });
  it('leaves out laws named by number and divisors', () => {
    expect(read('ho la legge 104 per mio figlio, quanti permessi al mese?').slots.amounts).toEqual([]);
    expect(read('divisore 173, paga oraria con 2.000 lordi al mese?').slots.amounts).toEqual([
      { kind: 'monthly_gross', value: 2000 },
    ]);
  });
  it('reads "netto 40k" as the net of a RAL', () => {
    expect(read('netto 40k, 14 mensilità').slots.amounts).toEqual([{ kind: 'ral', value: 40_000 }]);
  });
});

describe('places and agreements in shorthand and sector words', () => {
  it('reads a large city province code in capitals, not PT for part-time', () => {
    expect(read('RAL 40k RM 2026').slots.municipality).toBe('Roma');
    expect(read('4 liv. comm. PT 50% netto').slots.municipality).toBeUndefined();
  });
  it('reads Confapi as its own agreement, and both metalworking agreements when both are named', () => {
    expect(read('metalmeccanico Confapi livello 6, minimo?').slots.agreements).toEqual([16]);
    expect(
      new Set(read('confronto metalmeccanici industria e artigianato sul preavviso').slots.agreements),
    ).toEqual(new Set([2, 17]));
  });
  it('leaves out an agreement the question sets aside', () => {
    const request = read('applichiamo il CCNL Turismo, non quello dei pubblici esercizi: quante ferie?');
    expect(request.slots.agreements).toEqual([9]);
    expect(read('CCNL Commercio o Turismo, quante ferie?').slots.agreements.length).toBe(2);
  });
  it.each([
    ['carrozziere in una carrozzeria, che livello?', [17]],
    ['operaia in un calzificio, minimo?', [19]],
  ])('%s', (message, agreements) => expect(read(message).slots.agreements).toEqual(agreements));
  it('names a hairdresser or beautician agreement as not covered', () => {
    const request = read('estetista in un centro estetico, quante ferie?');
    expect(request.intent).toBe('agreement_not_covered');
    expect(request.slots.unknownAgreements).toEqual(['CCNL Acconciatura ed estetica']);
  });
});
