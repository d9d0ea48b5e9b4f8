import { describe, expect, it } from 'vitest';
import { weeklyHoursSaid } from '../reader/weekly-hours.js';
import { askAgent, openingLine } from '../testing/agents.js';

// Session 57 (fixs57o): a part-time week said after the full-time week it replaces.
const ask = (message: string, history: string[] = []) =>
  askAgent('main-agent', message, { history, today: '2026-11-29' }).text;

describe('the part-time week said after the full week it replaces', () => {
  it('"anziché tempo pieno 40 ore, part-time 20 ore" reads the 20 hours as the week worked', () => {
    expect(weeklyHoursSaid('anziché tempo pieno 40 ore la assumo part-time 20 ore')).toBe('20');
    expect(weeklyHoursSaid('da full time 40 ore passo a part time 30 ore')).toBe('30');
  });
  it('a part-timer moved to full time keeps the full week said last', () => {
    expect(weeklyHoursSaid('da part time 24 ore a full time 40 ore')).toBe('40');
  });
  it('the monthly minimum is the full-time minimum scaled to the part-time hours', () => {
    const text = ask(
      'Terziario Confcommercio, 4° livello: non più full time 40 ore ma part time 20 ore, che minimo lordo mensile le spetta?',
    );
    expect(openingLine(text)).toContain('909,38 €');
    expect(openingLine(text)).not.toContain('**1.818,75 €**');
  });
});
