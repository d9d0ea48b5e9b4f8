import { describe, expect, it } from 'vitest';
import { readQuestion } from '../reader/read.js';
import { askAgent, openingLine, openingLines, TEST_TODAY, testKb } from '../testing/agents.js';

// Session 48 (fixs48d): pay figures whose year or parts were misread — a permanent contract's start is no table
// date, a target net asks the gross with no level, the gross "with minimum, EPA and increments" opens with the
// total, a move to another level after a turn on the first asks their gap, one worker's minimum asks the level.
const read = (message: string, history: string[] = []) =>
  readQuestion({ kb: testKb, message, history, today: TEST_TODAY } as never);

describe('a permanent contract started long ago is not the table asked', () => {
  it('prices the net on the 2026 table', () => {
    const q =
      'magazziniere 5° livello logistica, assunta a tempo indeterminato da marzo 2024, full time: con minimo ed EPA del 2026 su 14 mensilità, senza scatti, quanto prendo netto al mese?';
    expect(read(q).slots.hireDate).toBe('2024-03-01');
    const opening = openingLines(askAgent('calcolo', q).text);
    expect(opening).toContain('1.761,64 €');
    expect(opening).not.toContain('1.726,49 €');
  });
});

describe('the gross needed for a target net', () => {
  it('computes it with no level asked', () => {
    const q =
      'CCNL commercio, vogliamo dare 1.500 € netti al mese su 14 mensilità nel 2026: ci calcola la RAL occorrente?';
    expect(read(q).intent).toBe('net_to_gross');
    const text = askAgent('calcolo', q).text;
    expect(openingLine(text)).toMatch(/serve una RAL di \*\*[\d.]+,\d\d €\*\*/);
    expect(text).not.toMatch(/mi serve il livello/);
  });
});

describe('the gross with minimum, EPA and increments', () => {
  it('opens with the total', () => {
    const q =
      'magazziniere 4° livello logistica, assunto a marzo 2019 nella stessa ditta: quanto prendo lordo al mese col minimo, EPA e scatti?';
    const opening = openingLine(askAgent('calcolo', q).text);
    expect(opening).toContain('**1.919,95 €**');
    expect(opening).toContain('3 scatti');
  });
});

describe('a move to another level after a turn on the first', () => {
  it('gives the monthly and yearly gap', () => {
    const text = askAgent('confronta', 'se mi passano al 5°, quanto ci guadagno al mese? e in un anno?', {
      history: ['minimo 2026 del 6° livello logistica?'],
    }).text;
    const opening = openingLines(text);
    expect(opening).toContain('112,90 €');
    expect(opening).toContain('1.580,60 €');
  });
});

describe("one worker's minimum with no level", () => {
  it.each([
    "il minimo di adesso per un metalmeccanico dell'industria, lordo mensile?",
    'quant e il minimo oggi x un metalmeccanico? per un operaio',
  ])('asks the level first: %s', (q) => {
    expect(openingLine(askAgent('main-agent', q).text)).toMatch(/quale livello/);
  });
});

describe("a tranche's rise asked in euros", () => {
  it('gives the rise, not the new minimum alone', () => {
    const q = 'CCNL commercio: di quanti euro salgono esattamente i minimi del 2° livello a novembre 2026?';
    expect(read(q).intent).toBe('renewal');
    expect(openingLine(askAgent('main-agent', q).text)).toContain('aumenta di **47,35 €**');
  });
});
