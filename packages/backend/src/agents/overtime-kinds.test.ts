import { describe, expect, it } from 'vitest';
import { askAgent, openingLine } from '../testing/agents.js';
import { otherCasesNamed } from './overtime-kinds.js';

describe('a weekday overtime gap names the other cases without their percentages', () => {
  it('lists the cases held, each once, with no figure', () => {
    const lines = otherCasesNamed([
      { kind: 'festivo', percent: 55, condition: null },
      { kind: 'festivo', percent: 60, condition: 'domenica' },
    ] as never);
    expect(lines.join(' ')).toContain('(lavoro festivo)');
    expect(lines.join(' ')).not.toMatch(/%/);
    expect(otherCasesNamed([])).toEqual([]);
  });

  it('an evening overtime hour under Confapi is the gap alone, the holiday rate not quoted', async () => {
    const answer = await askAgent(
      'calcolo',
      'officina metalmeccanica con ccnl confapi: se i ragazzi restano 2 ore in più la sera per finire una commessa, che maggiorazione di straordinario gli spetta?',
    );
    expect(openingLine(answer.text)).toContain('straordinario feriale non è nella base di conoscenza');
    expect(answer.text).not.toMatch(/\d+\s?%/);
    expect(answer.text).toContain('lavoro festivo');
  });
});
