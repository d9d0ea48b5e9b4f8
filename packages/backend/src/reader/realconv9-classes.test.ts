import { describe, expect, it } from 'vitest';
import { testKb as kb, TEST_TODAY } from '../testing/agents.js';
import { kindAskedFirst } from './asked-kinds.js';
import { questionParts } from './parts.js';
import { readQuestion } from './read.js';

const read = (message: string, history: string[] = [], agent: 'main-agent' | 'calcolo' = 'main-agent') =>
  readQuestion({ kb, today: TEST_TODAY, message, categories: [], history, agent });
const id = (name: string) => kb.byId(name)?.id_categoria;

describe('a leaving day said with "finito", "concluso" or without its year after the hire', () => {
  it.each([
    [
      'Assunto il 3 giugno 2026 in un lido, contratto turismo 6° livello, rapporto finito il 15 settembre 2026: quanto mi spetta di tredicesima?',
      '2026-06-03',
      '2026-09-15',
    ],
    [
      'Cameriere in un rifugio, turismo 5 livello, assunto il 1 dicembre 2025 e concluso il 31 marzo 2026: ratei di tredicesima?',
      '2025-12-01',
      '2026-03-31',
    ],
    [
      "La babysitter assunta il 1 febbraio di quest'anno ci lascia il 31 luglio: quante ferie ha maturato?",
      '2026-02-01',
      '2026-07-31',
    ],
  ])('%s', (message, hire, end) => {
    const r = read(message, [], 'calcolo');
    expect(r.slots.hireDate).toBe(hire);
    expect(r.slots.endDate).toBe(end);
  });
});

describe('a job found at a holiday place is work, not a trip', () => {
  it.each([
    ["Mi hanno presa in un campeggio sul lago per l'estate: quanto dura la prova?", 'probation'],
    [
      'Ho appena trovato un posto in un hotel in montagna, contratto turismo. Quante ferie si maturano?',
      'holidays',
    ],
    ['Quanto dura il periodo di prova per gli stagionali in spiaggia?', 'probation'],
  ])('%s', (message, intent) => {
    expect(read(message).intent).toBe(intent);
  });

  it('a holiday asked for stays outside work', () => {
    expect(read('Cerco un albergo al mare per agosto, quanto costa una settimana?').intent).toBe(
      'out_of_scope',
    );
  });
});

describe('"minimi di orario" of a part-time week are hours, not pay', () => {
  it.each([
    'Pizzeria col CCNL pubblici esercizi: un part-time di 8 ore a settimana rispetta i minimi di orario?',
    "Nel contratto turismo qual è il minimo d'orario per un part-time di un cameriere?",
  ])('%s', (message) => {
    expect(read(message).intent).toBe('part_time');
  });
});

describe("a shop selling a trade's goods is retail, not the trade's industry", () => {
  it('a shoe shop assistant is Commercio', () => {
    const r = read('Sono cassiera in un negozietto di calzature, quante ore di permesso ho?');
    expect(r.slots.unknownAgreements).toEqual([]);
    expect(r.slots.agreements).toEqual([id('terziario-confcommercio')]);
  });

  it('a shoe factory is still the footwear agreement the knowledge base lacks', () => {
    expect(read('Lavoro in un calzaturificio, quante ore di permesso ho?').slots.unknownAgreements).toEqual([
      'CCNL Calzature',
    ]);
  });
});

describe('"da <mese> quant\'è" in the present is the month begun', () => {
  it('the June table of this year, not the next', () => {
    const r = read('vorrei sapere il minimo, contratto pubblici esercizi, 4° livello', []);
    expect(r.intent).toBe('minimum_pay');
    const f = read('da giugno qual è?', ['vorrei sapere il minimo, contratto pubblici esercizi, 4° livello']);
    expect(f.slots.date).toBe('2026-06-01');
  });

  it('a change to come keeps the next one', () => {
    const f = read('e da giugno a quanto sale?', [
      'vorrei sapere il minimo, contratto pubblici esercizi, 4° livello',
    ]);
    expect(f.slots.date).toBe('2027-06-01');
  });
});

describe("two kinds of hour asked in turn: the first one asked is the question's", () => {
  it('reads the kind of the first clause, the story and the next ask set aside', () => {
    expect(
      kindAskedFirst(
        'faccio turni di notte e anche i festivi. lo straordinario festivo quanto e pagato? e quello di notte?',
      ),
    ).toMatchObject({ night: false, holiday: true });
    expect(kindAskedFirst('quanto vale lo straordinario la domenica notte?')).toBeUndefined();
  });

  it.each([
    [
      'Magazziniere, contratto logistica, faccio anche notti e domeniche. Lo straordinario festivo di quanto è maggiorato? E di notte quando è orario normale?',
      'straordinario_festivo',
    ],
    [
      "Barista FIPE 5 livello, spesso chiudo dopo l'una. Quanto è maggiorato lo straordinario diurno, e quello dopo mezzanotte?",
      'straordinario',
    ],
  ])('%s', (message, kind) => {
    expect(read(message, [], 'calcolo').slots.overtimeKind).toBe(kind);
  });
});

describe('a yes-or-no question after a comma and "e" is a part of its own', () => {
  it('splits when the 13th is paid from whether the increments are in it', () => {
    expect(
      questionParts('Contratto turismo: la tredicesima quando la pagano, e ci rientrano anche gli scatti?'),
    ).toHaveLength(2);
  });

  it('"quando la devono pagare" asks when an extra month is paid, whatever increments the story tells', () => {
    const r = read(
      'Sono in un ristorante da 12 anni, contratto pubblici esercizi, ho tre scatti di anzianità in busta e il mio collega dice che ne dovrei avere quattro. La tredicesima invece quando me la devono dare?',
    );
    expect(r.intent).toBe('monthly_payments');
  });
});

describe('a second clause pointing back with "quello" is a part of its own', () => {
  it('splits the daytime overtime from the one after midnight', () => {
    expect(
      questionParts('Cuoco turismo 3 livello: quanto vale lo straordinario feriale, e quello di domenica?'),
    ).toHaveLength(2);
  });
});
