import { describe, expect, it } from 'vitest';
import { askAgent, openingLines } from '../testing/agents.js';

// Session 49 (fixs49e): a clause answer opens with the rule asked, and a gap is not dressed with a nearby figure.

// Since session 63 the ordinary Sunday shift is Commercio's rest-day work (art. 144, +30%, PMI.it): its own rate,
// opened with, never the overtime rate.
describe('Sunday work inside the normal schedule', () => {
  it('gives the rest-day rate, not the overtime rate', () => {
    const text = askAgent(
      'main-agent',
      'commercio: se la cassiera fa la domenica come turno normale, dentro le 40 ore, le spetta una maggiorazione?',
    ).text;
    const opening = openingLines(text);
    expect(opening).toContain('30%');
    expect(opening).not.toMatch(/straordinario festivo/);
  });

  it('opens with the rate even when the schedule is named first', () => {
    const text = askAgent(
      'main-agent',
      'ccnl terziario confcommercio, lavoro la domenica nel mio orario normale, non sono ore in più: quanto mi pagano in più?',
    ).text;
    expect(openingLines(text)).toContain('30%');
    expect(openingLines(text)).not.toContain('40 ore');
  });

  it('still gives the Sunday overtime rate when overtime is asked', () => {
    const text = askAgent('main-agent', 'ccnl commercio, lo straordinario la domenica quanto è pagato?').text;
    expect(openingLines(text)).toContain('30%');
  });
});

describe('how many holidays a domestic worker is paid, with a day asked as counted', () => {
  it('opens with the count when the patron saint is asked in a second question', () => {
    const text = askAgent(
      'main-agent',
      'la nostra badante quante festività retribuite ha? rientra anche il patrono di Bologna?',
    ).text;
    const opening = openingLines(text);
    expect(opening).toContain('12 festività retribuite');
    expect(opening).toContain('santo patrono');
  });
});
