import { describe, expect, it } from 'vitest';
import { askAgent, openingLine } from '../testing/agents.js';
import { repeatedShifts } from './extra-asked.js';

// The surcharge alone asked for hours repeated over several evenings, nights or shifts.

describe('repeatedShifts', () => {
  it('reads the evenings, nights or shifts the hours repeat over', () => {
    expect(repeatedShifts('fa 3 ore dalle 21 alle 24 per 15 sere al mese')).toEqual({
      count: 15,
      noun: 'sere',
    });
    expect(repeatedShifts('e se nel mese faccio 10 notti cosi?')).toEqual({ count: 10, noun: 'notti' });
    expect(repeatedShifts('un turno notturno di 8 ore')).toBeUndefined();
  });
});

describe('the night surcharge of repeated shifts', () => {
  it('"importo della maggiorazione" asks the surcharge alone of one shift', () => {
    const line = openingLine(
      askAgent(
        'calcolo',
        'AIOP RSA, paga oraria 10,00 €, turno di notte di 6 ore tutto tra le 22 e le 6: importo della maggiorazione notturna?',
      ).text,
    );
    expect(line).toMatch(/^La sola maggiorazione per 6 ore di lavoro notturno è \*\*9,00 €\*\*/);
  });
  it('the surcharge of the hours times the evenings told', () => {
    const line = openingLine(
      askAgent(
        'calcolo',
        'colf non convivente a 9,00 € l’ora, lavora 3 ore dopo le 22 per 10 sere al mese: quanto le spetta di maggiorazione notturna?',
      ).text,
    );
    // 9,00 × 20% = 1,80 l'ora; × 3 ore = 5,40 a sera; × 10 sere = 54,00.
    expect(line).toContain('**5,40 €**');
    expect(line).toContain('per 10 sere fa **54,00 €**');
  });
  it('a follow-up naming the nights multiplies the surcharge asked before', () => {
    const first =
      'AIOP RSA, paga oraria 10,00 €, turno di notte di 6 ore tutto tra le 22 e le 6: importo della maggiorazione notturna?';
    const line = openingLine(
      askAgent('calcolo', 'e se nel mese ne faccio 10 notti così?', { history: [first] }).text,
    );
    expect(line).toContain('per 10 notti fa **90,00 €**');
  });
  it('hours already counted over the nights are not multiplied again', () => {
    const line = openingLine(
      askAgent(
        'calcolo',
        'AIOP RSA, paga oraria 10,00 €, ho fatto 5 notti da 6 ore: quanto mi spetta di maggiorazione notturna?',
      ).text,
    );
    expect(line).not.toContain('per 5 notti fa');
  });
});
