import { describe, expect, it } from 'vitest';
import { askAgent, openingLine } from '../testing/agents.js';
import { seasonWorked, spanIn } from './season-net.js';

const SEASON =
  'Lavoro la stagione in un hotel dal 1° aprile al 31 ottobre 2026, 2.300 euro lordi al mese più i ratei di 13ª e 14ª, contratto a termine, residente a Milano. Quanto mi resta netto in tutto per la stagione nel 2026?';

describe('a season told beside a monthly gross', () => {
  it('reads the span in days and whole months, within the year', () => {
    expect(spanIn('dal 1° aprile al 31 ottobre 2026', 2026)).toEqual({
      from: '2026-04-01',
      to: '2026-10-31',
    });
    expect(spanIn('da maggio a settembre', 2026)).toEqual({ from: '2026-05-01', to: '2026-09-30' });
    expect(spanIn('dal 1 gennaio al 31 dicembre', 2026)).toBeUndefined();
    expect(spanIn('da novembre a marzo', 2026)).toBeUndefined();
  });

  it('pays the months worked with their ratei and counts the days', () => {
    const season = seasonWorked(SEASON, [], 2300, 14, 2026);
    expect(season).toMatchObject({ months: 7, days: 214, fixedTerm: true });
    expect(season?.gross).toBeCloseTo(18_783.33, 2);
  });

  it('is not a season when no stretch is told or no net is asked of it', () => {
    expect(seasonWorked('2.300 lordi al mese, quanto netto?', [], 2300, 14, 2026)).toBeUndefined();
    expect(
      seasonWorked("Dal 1° giugno al 30 settembre ho l'aumento: quanto lordo?", [], 2300, 14, 2026),
    ).toBeUndefined();
  });

  it("answers the season's total net, deductions by the days worked (payroll-rules.md §3–§4)", () => {
    const line = openingLine(askAgent('calcolo', SEASON).text);
    expect(line).toContain('15.442,83 € in tutto');
    expect(line).toContain('214 giorni');
  });

  it('keeps the season when a follow-up changes only the town', () => {
    const text = askAgent(
      'calcolo',
      'E se fossi residente a Verona? Il comune ha lo 0,8%, il Veneto l’1,23%.',
      {
        history: [SEASON],
      },
    ).text;
    expect(openingLine(text)).toMatch(/15\.31\d,\d\d € in tutto/);
  });
});
