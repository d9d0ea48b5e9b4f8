import { describe, expect, it } from 'vitest';
import { askAgent, openingLines, TEST_TODAY, testKb } from '../testing/agents.js';
import { readQuestion } from './read.js';

const text = (answer: unknown) => (answer as { text: string }).text;

describe('holiday hours within the normal schedule after an overtime turn', () => {
  const history = [
    "Operaio 2° livello CCNL Multiservizi (pulizie), tempo pieno. Valore di un'ora di straordinario diurno feriale a dicembre 2026?",
  ];
  const message = 'e se lavora il giorno di natale (festivo, nel suo orario normale) quanto vale l ora?';

  it('reads holiday work, not holiday overtime', () => {
    const read = readQuestion({ kb: testKb, message, history, categories: [], today: TEST_TODAY });
    expect(read.slots.overtimeKind).toBe('festivo');
  });

  it("opens with the holiday work's 50% (1.403,17 / 173 × 1,50 = 12,17 €)", () => {
    const opening = openingLines(text(askAgent('calcolo', message, { history })));
    expect(opening).toContain('12,17');
    expect(opening).not.toMatch(/straordinario festivo/);
  });

  it('holiday overtime still follows an overtime turn when no schedule is said', () => {
    const read = readQuestion({
      kb: testKb,
      message: 'e se le fa a natale?',
      history,
      categories: [],
      today: TEST_TODAY,
    });
    expect(read.slots.overtimeKind).toBe('straordinario_festivo');
  });
});
