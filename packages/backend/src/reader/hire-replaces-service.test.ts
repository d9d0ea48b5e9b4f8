import { describe, expect, it } from 'vitest';
import { askAgent, testKb as kb, openingLine, TEST_TODAY } from '../testing/agents.js';
import { readQuestion } from './read.js';

const read = (history: string[], message: string) =>
  readQuestion({ kb, message, history, categories: [], today: TEST_TODAY });

const FIRST = 'Quante ferie ha diritto la mia colf in un anno? Lavora da noi da 4 anni.';

describe('a hire date told in a follow-up dates the service', () => {
  it('replaces the years of service carried from the earlier case', () => {
    const r = read(
      [FIRST],
      'e una ragazza assunta il 1 marzo di quest anno quante ne matura fino a fine dicembre?',
    );
    expect(r.slots.seniorityYears).toBeUndefined();
    expect(r.slots.hireDate).toBe('2026-03-01');
    expect(r.slots.endDate).toBe('2026-12-31');
  });

  it('counts the holidays of the months from the hire, not a whole year', () => {
    const text = askAgent(
      'main-agent',
      'e una ragazza assunta il 1 marzo di quest anno quante ne matura fino a fine dicembre?',
      {
        history: [FIRST],
      },
    ).text;
    expect(openingLine(text)).toContain('21,67 giorni');
  });

  it('keeps the years when the turn tells no hire', () => {
    expect(read([FIRST], 'e se fossero 6 anni?').slots.seniorityYears).toBe(6);
  });
});
