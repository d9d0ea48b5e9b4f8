import { describe, expect, it } from 'vitest';
import { askAgent, openingLine } from '../testing/agents.js';

// A renewal's tranche asked by a month said relative to today ("a gennaio prossimo"): next January's tranche.
const today = '2026-12-03';
const ask = (message: string, history: string[] = []) =>
  askAgent('main-agent', message, { today, history }).text;

describe('a tranche asked as "next <month>"', () => {
  it('domestic work: next January is the 1 January 2027 tranche of 30 €, not the 2026 table step', () => {
    const text = ask('e quindi a gennaio prossimo quanto le devo aggiungere?', [
      'Di quanto aumenta in tutto il minimo della badante convivente BS con il rinnovo del contratto colf e fino a quando vale?',
    ]);
    expect(openingLine(text)).toContain('1° gennaio 2027');
    expect(openingLine(text)).toContain('30,00 €');
    expect(openingLine(text)).not.toContain('49,40 €');
  });
  it('Terziario: "a febbraio prossimo" asks the 1 February 2027 tranche', () => {
    const text = ask('Commercio 4° livello: a febbraio prossimo di quanto aumenta il minimo?');
    expect(openingLine(text)).toContain('febbraio 2027');
  });
});
