import { describe, expect, it } from 'vitest';
import { askAgent, openingLine } from '../testing/agents.js';
import { houseworkLevel } from './housework-level.js';
import { fold } from './text.js';

describe("a housekeeper named by level B's title", () => {
  it('"colf generica" is level B; without experience nothing is read', () => {
    expect(houseworkLevel(fold('vorrei metterla in regola come colf generica'))).toBe('B');
    expect(houseworkLevel(fold('una collaboratrice familiare generica per le pulizie'))).toBe('B');
    expect(houseworkLevel(fold('colf generica senza esperienza, primo lavoro'))).toBeUndefined();
    expect(houseworkLevel(fold('una colf per le pulizie'))).toBeUndefined();
  });
  it('gives the weekly minimum of a colf generica at 20 hours', () => {
    const text = askAgent(
      'calcolo',
      'Sono un pensionato e da qualche settimana ho in casa una signora che viene a fare le pulizie, stira e mi prepara il pranzo: non dorme da me, viene tutte le mattine dal lunedì al venerdì per 4 ore, quindi 20 ore a settimana. Vorrei metterla in regola con il contratto del lavoro domestico come colf generica. Oggi, quanto devo darle come minimo lordo a settimana?',
      { today: '2026-12-01' },
    ).text;
    expect(openingLine(text)).toMatch(/7,01 €/);
    expect(text).toMatch(/140,20 €/);
  });
});
