import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.js';
import { loadKnowledgeBase } from '../kb/knowledge-base.js';
import { readQuestion } from './read.js';

// Session 22 (realshort11): short questions typed on a phone or in a hurry, the reading classes they failed.
const kb = loadKnowledgeBase(loadConfig({}).kbDir);
const read = (message: string, history: string[] = []) =>
  readQuestion({ kb, message, today: '2026-11-24', history });
const id = (name: string) => kb.agreements.find((c) => c.id === name)?.id_categoria;

describe('a level typed glued to "liv"', () => {
  it('reads "2liv", "4liv" and "liv3" as the level, and "lordo al mese" as the minimum asked', () => {
    const pulizie = read('pulizie 2liv lordo al mese quant e adesso');
    expect(pulizie.slots.level).toBe('2');
    expect(pulizie.intent).toBe('minimum_pay');
    expect(read('receptionist 4liv albergo stipendo lordo?').slots.level).toBe('4');
    expect(read('minimo liv3 commercio?').slots.level).toBe('3');
  });
  it('"lordo al mese" beside an apprentice stays the apprenticeship asked', () => {
    expect(
      read(
        "Vorrei prendere un'apprendista segretaria che a fine percorso sarà al quarto livello degli studi professionali. Il primo anno quanto la devo pagare lordo al mese?",
      ).intent,
    ).toBe('apprenticeship');
  });
  it('keeps the shorthand already read: "5° liv.", "liv. 3S"', () => {
    expect(read('5° liv. comm minimo').slots.level).toBe('5');
    expect(read('liv. 3S logistica minimo').slots.level).toBe('3S');
  });
});

describe("a worker's grade names the level whose definition carries it", () => {
  it('"operaio qualificato" is the 2° livello in Edilizia, "operai comuni" the 1°', () => {
    expect(read('operaio qualificato edile paga base 2025?').slots.level).toBe('2');
    expect(read('manovale operaio comune nell edilizia quanto prendeva a maggio 2025?').slots.level).toBe(
      '1',
    );
  });
  it('a grade only in an agricultural area’s name is not read (the provincial pay is asked)', () => {
    expect(
      read('operai agricoli: paga oraria minima di un operaio comune per il 2026?').slots.level,
    ).toBeUndefined();
  });
  it('a grade no level carries, or a denied one, names none', () => {
    expect(read('operaio specializzato metalmeccanico minimo').slots.level).toBeUndefined();
    expect(read('edilizia minimo, non è un operaio qualificato').slots.level).toBeUndefined();
  });
});

describe('two workplaces set side by side: "chi paga di più", "meglio X o Y"', () => {
  it('a bar and a hotel are two agreements compared', () => {
    const r = read('4 liv bar o albergo chi paga di piu adesso?');
    expect(r.intent).toBe('comparison');
    expect([...r.slots.agreements].sort()).toEqual(
      [id('pubblici-esercizi-fipe'), id('turismo-federalberghi')].sort(),
    );
    expect(read('5 liv: meglio ristorante o hotel come paga?').intent).toBe('comparison');
  });
  it('one workplace with "di più" is still its own question', () => {
    expect(read('lavoro in albergo, chi paga di piu di straordinario?').slots.agreements).toEqual([
      id('turismo-federalberghi'),
    ]);
  });
});

describe('hours asked of the holidays', () => {
  it('"ferie … quante ore l\'anno" is the holidays, not the weekly hours, and so is its follow-up', () => {
    expect(read('ferie operaio edile quante ore l anno?').intent).toBe('holidays');
    expect(read('e chi me le paga?', ['ferie operaio edile quante ore l anno?']).intent).toBe('holidays');
    expect(read('orario edile quante ore a settimana?').intent).toBe('working_hours');
  });
});

describe('an agreement not held named without its small words', () => {
  it('"portieri proprietari fabbricati" is the building owners’ agreement, not security’s', () => {
    const r = read('CCNL portieri proprietari fabbricati: minimo A3?');
    expect(r.intent).toBe('agreement_not_covered');
    expect(r.slots.agreements).toEqual([]);
    expect(read('CCNL energia petrolio: ferie annue?').intent).toBe('agreement_not_covered');
  });
  it('a porter employed by a security firm stays Vigilanza', () => {
    expect(read('portiere istituto di vigilanza minimo').slots.agreements).toEqual([
      id('vigilanza-privata-servizi-fiduciari'),
    ]);
  });
});
