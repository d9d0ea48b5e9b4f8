import { describe, expect, it } from 'vitest';
import { askAgent, openingLine } from '../testing/agents.js';
import { asksRevaluation, tfrYears } from './tfr-years.js';

describe('the TFR of several years of work', () => {
  it('sums the yearly quotas and names the revaluation as the part left out', () => {
    // payroll-rules.md §7: 25.000 / 13,5 = 1.851,85; − 0,50% (125,00) = 1.726,85 a year; × 4 = 6.907,40.
    const text = askAgent(
      'main-agent',
      'lavoro lì da 4 anni, la ral è 25.000: quanto tfr ho messo da parte?',
    ).text;
    expect(openingLine(text)).toContain('**6.907,40 €**');
    expect(text).toContain('Non posso rispondere a:');
    expect(text).toContain('rivalutazione del fondo');
    // Years in words, in calcolo: 30.000 / 13,5 = 2.222,22; − 150,00 = 2.072,22; × 10 = 20.722,20.
    expect(
      openingLine(askAgent('calcolo', 'dopo dieci anni con trentamila di RAL quanto tfr avrò?').text),
    ).toContain('**20.722,20 €**');
  });

  it('keeps one year when no length of work is said, and an age is not one', () => {
    expect(tfrYears('ho 35 anni e una RAL di 30.000, quanto TFR matura in un anno?')).toBeUndefined();
    expect(tfrYears('tfr dopo 5 anni di servizio')).toBe(5);
    expect(tfrYears('ho lavorato un anno')).toBeUndefined();
    expect(
      openingLine(
        askAgent('main-agent', 'ho 35 anni e una RAL di 30.000, quanto TFR matura in un anno?').text,
      ),
    ).toContain('**2.072,22 €**');
  });

  it('reads a revaluation set aside as not asked', () => {
    expect(asksRevaluation('quote di TFR esclusa la rivalutazione')).toBe(false);
    expect(asksRevaluation('senza rivalutazione quanto ho di tfr?')).toBe(false);
    expect(asksRevaluation('quanto è la rivalutazione del tfr 2025?')).toBe(true);
  });
});
