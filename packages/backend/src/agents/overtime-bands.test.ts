import { describe, expect, it } from 'vitest';
import { bandAsked, overtimeTiers } from './overtime-bands.js';
import { tieredOvertime } from './tiered-overtime.js';

const rate = (kind: 'straordinario' | 'notturno', percent: number, condition: string) => ({
  kind,
  percent,
  condition,
});

describe('overtime banded by the hour', () => {
  it('reads tiers by rank: the first n hours, then the hours after them', () => {
    const metal = [rate('straordinario', 25, 'prime 2 ore'), rate('straordinario', 30, 'ore successive')];
    expect(overtimeTiers(metal, 'straordinario')).toMatchObject({
      covered: 2,
      first: { percent: 25 },
      next: { percent: 30 },
    });
    const rubber = [
      rate('straordinario', 25, 'feriale diurno, prima ora'),
      rate('straordinario', 35, 'feriale diurno, ore successive alla prima'),
    ];
    expect(overtimeTiers(rubber, 'straordinario')).toMatchObject({ covered: 1, next: { percent: 35 } });
    expect(
      overtimeTiers(
        [rate('straordinario', 20, 'prime tre ore'), rate('straordinario', 40, 'ore successive')],
        'straordinario',
      ),
    ).toMatchObject({ covered: 3, next: { percent: 40 } });
  });

  it("does not take bands of the week's hours, or another kind's rate, for tiers", () => {
    const week = [
      rate('straordinario', 15, 'fino alla 48ª ora settimanale'),
      rate('straordinario', 20, 'oltre la 48ª ora settimanale'),
    ];
    expect(overtimeTiers(week, 'straordinario')).toBeUndefined();
    expect(
      overtimeTiers(
        [rate('straordinario', 25, 'prime 2 ore'), rate('notturno', 30, 'ore successive')],
        'straordinario',
      ),
    ).toBeUndefined();
  });

  it('splits the hours between the tiers and says how', () => {
    const metal = [rate('straordinario', 25, 'prime 2 ore'), rate('straordinario', 30, 'ore successive')];
    // 2 × 12,50 + 3 × 13,00 = 64,00 on a 10,00 € hour.
    expect(tieredOvertime(metal, 'straordinario', 10, 5)?.total).toBe(64);
    expect(tieredOvertime(metal, 'straordinario', 10, 2)).toBeUndefined();
  });

  it('answers with the band that holds the hour asked', () => {
    const week = [
      rate('straordinario', 15, 'fino alla 48ª ora settimanale'),
      rate('straordinario', 20, 'oltre la 48ª ora settimanale'),
    ];
    expect(bandAsked(week, 'quanto vale la 49ª ora?').shown[0]?.percent).toBe(20);
    expect(bandAsked(week, 'quanto vale lo straordinario?').banded).toEqual([]);
  });
});
