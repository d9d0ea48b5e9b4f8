import { describe, expect, it } from 'vitest';
import { askAgent, TEST_TODAY, testKb } from '../testing/agents.js';
import { readQuestion } from './read.js';

const read = (message: string) => readQuestion({ kb: testKb, today: TEST_TODAY, message });

describe('a level the worker claims asks whether the one held is right', () => {
  it('reads "dovrei stare al 3°?" beside the payslip as a classification, not a payslip check', () => {
    expect(
      read(
        "Sono magazziniere in un ingrosso di bevande, carico i furgoni e tengo l'inventario. Nel cedolino c'è scritto 5° livello commercio: è corretto o dovrei stare al 4°?",
      ).intent,
    ).toBe('classification');
  });

  it('reads "mi spetterebbe il C2?" and "non dovrei essere D2?" as classifications', () => {
    expect(
      read('risulto C1 in busta ma lavoro alla pressa da solo da 6 anni, mi spetterebbe il c2?').intent,
    ).toBe('classification');
    expect(
      read(
        'in busta paga ho il livello C1 delle cooperative sociali ma sono infermiera, non dovrei essere D2?',
      ).intent,
    ).toBe('classification');
  });

  it('keeps a share or a count that is due as what it is', () => {
    expect(read('in malattia mi spetta il 50% dello stipendio?').intent).not.toBe('classification');
    expect(read('dovrei essere al 5° livello, quanto prendo di netto al mese?').intent).not.toBe(
      'classification',
    );
  });

  it('answers the claim with the level the tasks call for', () => {
    const text = askAgent(
      'inquadra',
      'faccio la cassiera in un supermercato e tengo la cassa da sola, in busta paga sono al 6° del commercio: dovrei stare al 4°?',
    ).text;
    expect(text).toMatch(/\*\*4° livello\*\*/);
  });
});

describe('the two levels weighed read with their articles', () => {
  it('writes "la Categoria …" for a cooperative\'s levels, not "il Categoria …"', () => {
    const text = askAgent(
      'inquadra',
      "in busta ho il livello C1 delle cooperative sociali ma faccio l'operatrice socio sanitaria in una RSA, non dovrei essere C2?",
    ).text;
    expect(text).not.toMatch(/\b(?:il|al) Categoria/);
    expect(text).toMatch(/\b(?:la|alla) \*{0,2}Categoria/);
  });
});
