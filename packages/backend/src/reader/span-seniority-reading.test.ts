import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.js';
import { loadKnowledgeBase } from '../kb/knowledge-base.js';
import { readQuestion } from './read.js';

const kb = loadKnowledgeBase(loadConfig({}).kbDir);
const read = (message: string, history: string[] = []) =>
  readQuestion({ kb, message, today: '2026-11-30', history }).slots;

describe('a TFR across the new year of a year or less', () => {
  it('counts the whole span, not the leaving year only', () => {
    const slots = read(
      'la dipendente è entrata il 1° dicembre 2025 con 28.000 euro lordi annui e va via il 30 novembre 2026, quanto tfr le spetta?',
    );
    expect(slots.monthsWorked).toBeUndefined(); // a whole year: 12 months
    expect(
      read('assunto il 10 ottobre 2025, ral 26.000, si licenzia il 31 marzo 2026: tfr maturato?')
        .monthsWorked,
    ).toBe(6);
  });
  it('keeps the leaving year when the job is longer than a year', () => {
    expect(
      read('assunto il 1 marzo 2024, ral 30.000, esce il 31 maggio 2026: quanto tfr matura nel 2026?')
        .monthsWorked,
    ).toBe(5);
  });
});

describe('service said as a start year with its years counted', () => {
  it('reads the years in a follow-up about another colleague', () => {
    const first = 'CCNL Chimico-farmaceutico: un operaio con 6 anni di anzianità quante ferie ha?';
    expect(
      read('e il collega del magazzino, con noi dal 2011, cioè 15 anni, quante ne fa?', [first])
        .seniorityYears,
    ).toBe(15);
  });
});
