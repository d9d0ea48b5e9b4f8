import type { Slots } from './request.js';

/**
 * "e la tredicesima di dicembre quanto sarà? lavoro lì da maggio 2024, quindi l'anno è intero": the month a
 * worker started in an earlier year is the hire, not the day the question asks about. When the day read is the
 * hire's own first day, the day and the tax year it implied are dropped: the question asks about now (its
 * accrual runs this year, whole).
 */
export function dropHireAsDate(slots: Slots, today: string): void {
  const hire = slots.hireDate;
  if (!hire || slots.date !== hire || hire.slice(0, 4) >= today.slice(0, 4)) return;
  delete slots.date;
  if (slots.taxYear === Number(hire.slice(0, 4))) delete slots.taxYear;
}
