import type { TypedRequest } from './request.js';

/**
 * "il Bruno è qui da 12 anni … i due ragazzi che entrano a gennaio partono da zero": a hire still to come (or said
 * by its month alone, "?-01-01", this year's or the next) cannot be the hire of a worker with years of seniority
 * told; it is someone else's in the story (the newcomers compared), and the worker's holidays or pay are those of
 * the years told, not a year's accrual from that hire. A past hire is kept: seniority carried over (a change of
 * contractor) may reach back before it.
 */
export function seniorityOverHire(req: TypedRequest, today: string | undefined): TypedRequest {
  const { seniorityYears: years, hireDate } = req.slots;
  if (years === undefined || years < 2 || !hireDate || !today) return req;
  if (!hireDate.startsWith('?') && hireDate <= today) return req;
  const { hireDate: _other, ...slots } = req.slots;
  return { ...req, slots };
}
