import { describe, expect, it } from 'vitest';
import { askAgent, openingLine } from '../testing/agents.js';

describe('a minimum asked in calcolo opens with the table minimum and its parts, not only the net', () => {
  it('a story that also says "niente scatti" still opens with the minimum of the level', async () => {
    const answer = await askAgent(
      'calcolo',
      "Faccio il magazziniere in un biscottificio, non ho scatti di anzianità. Quant'è il minimo del livello 4 alimentari industria?",
    );
    const opening = openingLine(answer.text);
    expect(opening).toMatch(/il minimo mensile lordo del 4° livello (?:del CCNL Alimentari industria )?/i);
    expect(opening).toMatch(/\(minimo \(TEM\) [\d.]+,\d\d €, contingenza [\d.]+,\d\d €/);
  });

  it('a superminimo given is not part of the minimum: the month’s gross follows it', async () => {
    const answer = await askAgent(
      'calcolo',
      'ho 150 euro di superminimo e 2 scatti, qual è il mio minimo al 4° livello del commercio?',
    );
    const opening = openingLine(answer.text);
    const [minimum, gross] = [...opening.matchAll(/\*\*([\d.]+,\d\d) €\*\*/g)].map((m) => m[1]);
    expect(opening).toMatch(/^Il minimo mensile lordo/);
    expect(gross).toBeDefined();
    const value = (s: string) => Number(s.replace(/\./g, '').replace(',', '.'));
    expect(value(gross ?? '0') - value(minimum ?? '0')).toBeGreaterThan(150);
  });
});
