import { describe, expect, it } from 'vitest';
import { serviceLengthSaid, yearsSaid } from './years-said.js';

describe('a length of service said back to the user', () => {
  it('says a month of service as a month, never as a long decimal of a year', () => {
    expect(serviceLengthSaid(1 / 12)).toBe('1 mese');
    expect(serviceLengthSaid(0.5)).toBe('6 mesi');
    expect(serviceLengthSaid(1)).toBe('1 anno');
    expect(serviceLengthSaid(4)).toBe('4 anni');
    expect(serviceLengthSaid(5.9)).toBe('quasi 6 anni');
  });

  it('says any other fraction with two decimals at most', () => {
    expect(yearsSaid(1 / 3)).toBe('0,33');
    expect(yearsSaid(2.5)).toBe('2,5');
    expect(yearsSaid(3.1)).toBe('più di 3');
  });
});
