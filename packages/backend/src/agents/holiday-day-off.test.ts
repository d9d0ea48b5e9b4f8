import { describe, expect, it } from 'vitest';
import { dayOffHoliday, dayOffHolidayPay, SIXTH_OF_WEEK } from './holiday-day-off.js';

describe('a holiday on a day off: one sixth of the weekly hours', () => {
  it('gives the hours, and their pay when the hourly pay is known', () => {
    expect(dayOffHoliday(24)).toEqual({ hours: 4, hoursLabel: '4' });
    expect(dayOffHolidayPay(18, 9)).toBe(27);
  });

  it('keeps fractions of an hour in Italian and rounds the pay once, on the exact sixth', () => {
    // 25 ÷ 6 = 4,1666… h: 4,17 h written, the pay 4,1666… × 8,50 = 35,4166… → 35,42 (not 4,17 × 8,50 = 35,45).
    expect(dayOffHoliday(25)).toEqual({ hours: 4.17, hoursLabel: '4,17' });
    expect(dayOffHolidayPay(25, 8.5)).toBe(35.42);
    expect(dayOffHoliday(27).hoursLabel).toBe('4,5');
  });

  it("recognises the agreement's statement of the rule", () => {
    expect(
      SIXTH_OF_WEEK.test("per pagare una festività il lavoratore a ore riceve 1/6 dell'orario settimanale"),
    ).toBe(true);
    expect(SIXTH_OF_WEEK.test('divisore orario 168')).toBe(false);
  });
});
