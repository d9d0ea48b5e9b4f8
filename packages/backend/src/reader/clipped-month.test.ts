import { describe, expect, it } from 'vitest';
import { testKb } from '../testing/agents.js';
import { readQuestion } from './read.js';

const FIRST =
  'Lavoro in un caseificio industriale, contratto alimentari industria, 4° livello. Da gennaio quanto prendo di minimo (minimo più contingenza)?';
const read = (message: string, history: string[] = []) =>
  readQuestion({ kb: testKb, message, history, today: '2026-12-02', agent: 'calcolo' });

describe('a month said right before what a longer question asks', () => {
  it('is the day asked, and a follow-up changing the level keeps it', () => {
    expect(read(FIRST).slots.date).toBe('2027-01-01');
    expect(read('e un mio collega al 3 livello?', [FIRST]).slots.date).toBe('2027-01-01');
  });
});
