import { describe, expect, it } from 'vitest';
import { bandFirst } from '../bands.js';
import { sectionAsked } from './sickness-focus.js';

describe('sectionAsked', () => {
  it('reads the injury that replaces the sickness as the subject asked', () => {
    const q = 'E se invece di una malattia fosse un infortunio mentre lavora da noi, sempre con 3 anni?';
    expect(sectionAsked(q)).toBe('Infortunio');
    expect(sectionAsked("E anziché l'infortunio si ammalasse?")).toBe('Malattia');
    expect(sectionAsked('Malattia e infortunio: cosa cambia?')).toBeUndefined();
  });
});

describe('bandFirst on an injury asked alone', () => {
  it('keeps the injury part first instead of the sickness days of the years told', () => {
    const line =
      'Nel CCNL Lavoro domestico, malattia e infortunio: Infortunio: dal 4° giorno l’INAIL paga il 60%. ' +
      'Malattia: Per anno spettano fino a 8 giorni fino a 6 mesi, 10 da 6 mesi a 2 anni, 15 oltre i 2 anni.';
    const out = bandFirst(line, 3, true, 'E se fosse un infortunio?');
    expect(out).toMatch(/^Nel CCNL Lavoro domestico, malattia e infortunio: Infortunio: dal 4° giorno/);
    expect(out).not.toMatch(/con 3 anni di anzianità spettano/);
  });
});
