import { describe, expect, it } from 'vitest';
import { askAgent, openingLine } from '../testing/agents.js';

describe('Multiservizi: the holiday of a short week (art. 41)', () => {
  it('a cleaner off on Friday and Saturday who works on Sunday has the Saturday as the holiday', () => {
    const text = openingLine(
      askAgent(
        'main-agent',
        'lavoro nelle pulizie col multiservizi a turni, ho riposo venerdi e sabato e la domenica lavoro. per me quale giorno e considerato festivo?',
      ).text,
    );
    expect(text).toContain('2° giorno di riposo');
    expect(text).toContain('sabato');
  });
});
