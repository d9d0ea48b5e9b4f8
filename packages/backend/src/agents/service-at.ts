import type { TypedRequest } from '../reader/request.js';

/**
 * The day a length of service is counted to: the date the question asks at when it falls after the hire
 * ("dal 1° dicembre 2024 … e se si riammala a gennaio 2027?" counts to January 2027), otherwise today.
 */
export function serviceAt(slots: TypedRequest['slots'], today: string): string {
  const { date, hireDate } = slots;
  return date && hireDate && date > hireDate ? date : today;
}

/** Whole months of service from `from` to `to` in years, to the hundredth (25 months: 2.08, beyond two years). */
export function serviceYearsTo(from: string, to: string): number {
  const [fy, fm] = from.split('-').map(Number);
  const [ty, tm] = to.split('-').map(Number);
  const months = Math.max(0, ((ty ?? 0) - (fy ?? 0)) * 12 + ((tm ?? 0) - (fm ?? 0)));
  return months % 12 === 0 ? months / 12 : Math.floor((months / 12) * 100) / 100;
}
