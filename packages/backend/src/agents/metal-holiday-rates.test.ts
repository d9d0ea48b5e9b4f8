import { describe, expect, it } from 'vitest';
import { askAgent, openingLine } from '../testing/agents.js';

describe('holiday work and holiday overtime compared among the metalworking agreements (session 56)', () => {
  it('gives the three agreements’ holiday surcharges side by side', () => {
    const opening = openingLine(
      askAgent(
        'confronta',
        'Se un operaio lavora a Ferragosto, che maggiorazione prende nel metalmeccanico industria, nel Confapi e nell’artigianato metalmeccanico?',
      ).text,
    );
    expect(opening).toContain('50%');
    expect(opening).toContain('45%');
  });

  it('gives the industry’s holiday overtime beside the retail one', () => {
    const opening = openingLine(
      askAgent(
        'confronta',
        'Straordinario festivo: quanto è la maggiorazione nel commercio e quanto nel metalmeccanico industria?',
      ).text,
    );
    expect(opening).toContain('30%');
    expect(opening).toContain('55%');
  });
});
