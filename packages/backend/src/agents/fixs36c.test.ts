import { describe, expect, it } from 'vitest';
import { testKb as kb } from '../testing/agents.js';
import { ratesForCondition } from './rate-condition.js';

const turismo = kb.byId('turismo-federalberghi');
const rates = turismo?.rates.rates ?? [];

describe('the night qualification’s rate (fixs36c)', () => {
  it('is not the rate of someone covering the night porter', () => {
    const { chosen } = ratesForCondition(
      rates,
      'ho fatto 6 ore di notte per coprire il portiere di notte in malattia',
    );
    expect(chosen.map((r) => r.percent)).not.toContain(12);
  });
  it('is not an overtime rate, even for a night porter', () => {
    const { chosen } = ratesForCondition(
      rates,
      'sono portiere di notte: 3 ore di straordinario notturno',
      true,
    );
    expect(chosen.map((r) => r.percent)).not.toContain(12);
  });
  it('is still the night porter’s ordinary night rate', () => {
    const { chosen } = ratesForCondition(
      rates,
      'sono assunto come portiere di notte: la maggiorazione notturna?',
    );
    expect(chosen.map((r) => r.percent)).toEqual([12]);
  });
});
