import { describe, expect, it } from 'vitest';
import { testKb as kb } from '../testing/agents.js';
import { readQuestion } from './read.js';

const TODAY = '2026-11-25';
const read = (message: string, history: string[] = []) =>
  readQuestion({ kb, message, history, categories: [], today: TODAY, agent: 'calcolo', documents: 1 });

describe('realdocs7: a start month in an earlier year is the hire, not the day asked', () => {
  it('"lavoro qui da marzo 2023" beside a 13th asked: hire in March 2023, today’s year asked', () => {
    const req = read('e la tredicesima di dicembre quanto sarà? lavoro qui da marzo 2023');
    expect(req.slots.hireDate).toBe('2023-03-01');
    expect(req.slots.date).toBeUndefined();
    expect(req.slots.taxYear).toBeUndefined();
  });
  it('a month said for the current year keeps its reading', () => {
    const req = read('quanta tredicesima mi spetta? sono assunta da marzo 2026');
    expect(req.slots.hireDate).toBe('2026-03-01');
  });
});

describe('realdocs7: a short contract’s months are the months holidays accrue over', () => {
  it('"con un contratto di 5 mesi quante ferie maturo?" reads 5 months worked', () => {
    const req = read('nel commercio con un contratto di 5 mesi quante ferie maturo?');
    expect(req.intent).toBe('holidays');
    expect(req.slots.monthsWorked).toBe(5);
  });
  it('the yearly holidays asked without an accrual keep no months', () => {
    const req = read('nel commercio quante ferie ho in un anno con un contratto di 5 mesi?');
    expect(req.slots.monthsWorked).toBeUndefined();
  });
});
