import { describe, expect, it } from 'vitest';
import { askAgent } from '../testing/agents.js';
import { toldGrossVerdict } from './document-gross-verdict.js';

// fcalc2: the minimum with the increments, weighed against the figure the question tells ("quanto mi manca?").
describe('the minimum and increments against a figure told', () => {
  it('says what is missing a month', () => {
    const line = toldGrossVerdict(
      'mi sembra poco, quanto mi manca?',
      [{ kind: 'other', value: 2090 }],
      2102.71,
    );
    expect(line).toContain('mancano 12,71 €');
  });
  it('a figure far from the one due, or nothing doubted, gives no verdict', () => {
    expect(toldGrossVerdict('quanto mi manca?', [{ kind: 'other', value: 30000 }], 2102.71)).toBe('');
    expect(toldGrossVerdict('quanto prendo?', [{ kind: 'other', value: 2090 }], 2102.71)).toBe('');
  });
  it('the answer gives minimum + 2 increments and the shortfall', () => {
    const { text } = askAgent(
      'calcolo',
      "Sono conduttore di linea in un'azienda che produce film plastici, livello E del contratto gomma plastica industria, assunto nel 2021 quindi ho 2 scatti di anzianità. Nella busta di gennaio 2026 la somma di minimo contrattuale più scatti fa 2.090,00 euro. A me sembra poco visto il rinnovo: quanto dovrebbe essere minimo + 2 scatti e quanto mi manca al mese?",
      { today: '2026-02-10' },
    );
    expect(text).toContain('2.102,71 €');
    expect(text).toContain('12,71 €');
  });
});
