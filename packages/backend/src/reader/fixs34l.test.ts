import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.js';
import { loadKnowledgeBase } from '../kb/knowledge-base.js';
import { readQuestion } from './read.js';

const kb = loadKnowledgeBase(loadConfig({}).kbDir);
const read = (message: string, history?: string[]) =>
  readQuestion({ kb, message, history, today: '2026-11-26', agent: 'calcolo' });

const FOOD =
  'Applichiamo il CCNL Industria Alimentare. A gennaio abbiamo assunto un 3° livello con prova di 3 mesi; ora inseriamo in linea un addetto inquadrato al 5° livello. Quanto dura la prova e qual è il minimo?';
const HOTEL =
  'Hotel con CCNL Turismo Federalberghi: il banqueting aveva già chiuso il conto a 14.000 euro. Il portiere, 4° livello, ha fatto 2 ore di straordinario dalle 2 alle 4 di notte: quanto gli spetta?';

describe('the case asked in an employer story (fixs34l)', () => {
  it('reads the level of the hire at hand, not the earlier hire named first', () => {
    const r = read(FOOD);
    expect(r.slots.level).toBe('5');
    // "inseriamo" is not the Cooperative sociali's "inserimento lavorativo".
    expect(r.slots.agreements).toEqual([kb.byId('alimentari-industria')?.id_categoria]);
  });

  it('moves a follow-up to the level a classing verb names: "e se lo inquadriamo al 6 invece? prova e minimo"', () => {
    expect(read('e se lo inquadriamo al 6 invece? prova e minimo', [FOOD]).slots.level).toBe('6');
  });

  it("does not take a client's bill for the worker's pay", () => {
    const r = read(HOTEL);
    expect(r.slots.amounts.filter((a) => a.kind !== 'hours')).toEqual([]);
    expect(r.slots.overtimeKind).toBe('straordinario_notturno');
  });

  it('moves overtime to the day when a follow-up says "di pomeriggio invece che di notte"', () => {
    const r = read('E se le 2 ore le avesse fatte di pomeriggio invece che di notte? Stesso livello.', [
      HOTEL,
    ]);
    expect(r.slots.overtimeKind).toBe('straordinario');
    expect(r.slots.amounts.filter((a) => a.kind !== 'hours')).toEqual([]);
  });

  it('reads "il totale minimo più scatti" as the seniority increments added to the minimum', () => {
    const first =
      'CCNL Metalmeccanici industria, operaio C3 assunto il 1° marzo 2019: quanto valgono i suoi scatti a novembre 2026?';
    const r = read(
      "Aspetta, l'abbiamo promosso a B1. Come cambiano gli scatti e il totale minimo più scatti?",
      [first],
    );
    expect(r.intent).toBe('seniority');
    expect(r.slots.level).toBe('B1');
  });
});
