/**
 * A public holiday that falls on a day an hourly worker does not work is still paid: one sixth of the weekly
 * hours (the domestic agreement's rule, kept in its file's hourly_divisor text). One place for the rule, used by
 * the holiday-pay topic (the hours) and by the domestic answer (the hours at the hourly pay).
 */

/** The agreement's text states the one-sixth rule. */
export const SIXTH_OF_WEEK = /1\/6 dell'orario settimanale/;

export interface DayOffHoliday {
  /** The hours paid: the weekly hours ÷ 6, to the hundredth. */
  hours: number;
  /** The hours as Italian text: "4", "4,17", "4,5". */
  hoursLabel: string;
}

const hundredths = (value: number) => Math.round(value * 100) / 100;

/** The hours a holiday on a day off is paid. */
export function dayOffHoliday(weekly: number): DayOffHoliday {
  const hours = hundredths(weekly / 6);
  return { hours, hoursLabel: String(hours).replace('.', ',') };
}

/** Those hours at the hourly pay: the exact sixth, rounded once to the cent. */
export const dayOffHolidayPay = (weekly: number, hourly: number): number => hundredths((weekly / 6) * hourly);
