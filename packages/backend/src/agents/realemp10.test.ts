import { describe, expect, it } from 'vitest';
import { askAgent, openingLine } from '../testing/agents.js';

// The answering classes of the tenth employers' set (eval/questions/89-re10-real.json), in words that are not its own.
const ask = (agent: string, message: string, history: string[] = []) =>
  askAgent(agent, message, { history }).text;

describe('a minimum asked at one month beside the renewal named by its month answers that month only', () => {
  it('the month asked opens, the renewal’s month is not a second answer', () => {
    const text = ask(
      'calcolo',
      'CCNL Tessile abbigliamento moda: dopo il rinnovo di novembre 2024, a quanto ammonta il minimo del 3° livello dal 1° gennaio 2026?',
    );
    const lines = text.split('\n').filter((l) => /\*\*[\d.]+,\d{2} €\*\*/.test(l));
    expect(openingLine(text)).toContain('**1.853,17 €**');
    expect(lines).toHaveLength(1);
  });

  it('two months asked are still two answers', () => {
    const text = ask(
      'calcolo',
      'gomma plastica, minimo del livello F a dicembre 2025 e dal 1° gennaio 2026?',
    );
    expect(text).toContain('**1.961,12 €**');
    expect(text).toContain('**2.021,12 €**');
  });
});

describe('the pay the increments bring a level to, asked as "quanto arriva in tutto", opens with the total', () => {
  it.each([
    'e con 3 scatti quanto arriva in tutto al mese?',
    'ha già maturato 3 scatti di anzianità, a quanto arriva al mese in tutto?',
  ])('%s', (message) => {
    const text = ask('calcolo', message, [
      'Metalmeccanici PMI Confapi, livello 5: minimo tabellare dal 1° giugno 2026?',
    ]);
    // 2.245,87 + 3 × 29,64 = 2.334,79
    expect(openingLine(text)).toContain('**2.334,79 €**');
  });
});
