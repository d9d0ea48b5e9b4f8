import { describe, expect, it } from 'vitest';
import { contributionsExcluded } from './contributions-excluded.js';

describe('contributionsExcluded', () => {
  it.each([
    "quanto costa all'azienda un 4° livello, contributi esclusi?",
    'costo del dipendente senza i contributi INPS',
    'costo aziendale al netto degli oneri previdenziali',
    'quanto spendo togliendo i contributi a carico del datore?',
  ])('reads the contributions left out in %s', (q) => {
    expect(contributionsExcluded(q)).toBe(true);
  });

  it.each([
    "quanto costa all'azienda un 4° livello?",
    'costo del dipendente compresi i contributi INPS',
    'quanti contributi paga il datore?',
  ])('keeps them in %s', (q) => {
    expect(contributionsExcluded(q)).toBe(false);
  });
});
