import { describe, expect, it } from 'vitest';
import { readAmounts } from './amounts.js';
import { fold } from './text.js';

const kinds = (text: string) => readAmounts(fold(text)).map((a) => a.kind);

describe('a pay item the payslip shows is a gross, not a net', () => {
  it('reads the items named after the figure ("873,34 di base+contingenza+3°elemento")', () => {
    expect(
      kinds(
        'part time 50% commercio 4 livello, a dicembre 2025 in busta ho 873,34 di base+contingenza+3°elemento. e giusto?',
      ),
    ).toContain('monthly_gross');
  });

  it('keeps a net said as such', () => {
    expect(kinds('in busta prendo 1.450 netti al mese')).toContain('net');
  });
});
