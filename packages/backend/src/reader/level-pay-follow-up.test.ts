import { describe, expect, it } from 'vitest';
import { TEST_TODAY, testKb } from '../testing/agents.js';
import { readQuestion } from './read.js';

// A follow-up that moves to another level asks that level's table: the earlier level's pay does not carry over.
const followUp = (message: string, history: string[]) =>
  readQuestion({ kb: testKb, message, history, categories: [], today: TEST_TODAY });

describe('a follow-up that moves to another level', () => {
  it("keeps a 13ª/14ª pro rata on the new level's table, not the earlier level's figure", () => {
    const read = followUp(
      'Ok. E la magazziniera assunta lo stesso giorno ma al 5° livello? Sempre full time',
      [
        'ho assunto una commessa il 1 aprile 2026 al 3 livello commercio full time. a giugno quanto le devo di quattordicesima??',
        'Con 3 mesi maturati (aprile-giugno) sulla retribuzione in atto al 30 giugno 2026 di 1.983,91 €, la 14ª è circa 495,98 € lordi.',
      ],
    );
    expect(read.slots.level).toBe('5');
    expect(read.slots.amounts.filter((a) => a.kind !== 'hours')).toEqual([]);
  });

  it("keeps a part-time's or a net's hours but not the earlier level's monthly gross", () => {
    const read = followUp('e se la inquadro al 6° livello, sempre 20 ore?', [
      'Commercio 4° livello, part-time 20 ore: quanto prende netto al mese?',
      'Lordo 909,38 € al mese (1.818,75 × 20/40).',
    ]);
    expect(read.slots.level).toBe('6');
    expect(read.slots.amounts.some((a) => a.kind === 'monthly_gross' && a.value === 909.38)).toBe(false);
  });
});
