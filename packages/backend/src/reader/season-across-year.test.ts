import { describe, expect, it } from 'vitest';
import { testKb as kb } from '../testing/agents.js';
import { readQuestion } from './read.js';

const read = (message: string) => readQuestion({ kb, message, today: '2026-12-02' });

describe('a winter season told without years runs across the new year', () => {
  it('hired on 10 December, leaving on 20 March: the March of the year after', () => {
    const { slots } = read(
      'lavoro al bar del rifugio, assunta il 10 dicembre e finisco il 20 marzo. quanti ratei di 14esima mi spettano?',
    );
    expect(slots.hireDate).toBe('2026-12-10');
    expect(slots.endDate).toBe('2027-03-20');
  });

  it('a leaving day after the hire day stays in the hire year', () => {
    const { slots } = read('assunta il 10 marzo e finisco il 20 settembre: quanti ratei di tredicesima?');
    expect(slots.endDate?.slice(0, 4)).toBe(slots.hireDate?.slice(0, 4));
  });
});
