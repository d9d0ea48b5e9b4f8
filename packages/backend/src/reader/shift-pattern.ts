import type { Slots, TypedRequest } from './request.js';
import { weeklyHoursSaid } from './weekly-hours.js';

/**
 * Issue 12: a shift pattern told is no part-time week. "lavoriamo a ciclo continuo su 21 turni settimanali… chi fa
 * i turni di 18 e 21 ore": the number names the shifts the plant runs in a week (the Alimentari renewal's "turni
 * di 18 e 21 ore"), not the hours the worker is contracted for, so it is no weekly schedule and no part-time share.
 * A week said in its own words ("part-time a 21 ore settimanali") stays.
 */
const SHIFT_COUNTS = /\bturni (?:di|da) (\d{1,2})(?:\s*(?:e|o|-|\/)\s*(\d{1,2}))? ore\b|\b(\d{1,2}) turni\b/g;

export function withoutShiftPatternHours(read: TypedRequest, text: string): TypedRequest {
  const hours = read.slots.weeklyHours;
  if (hours === undefined) return read;
  const counts = new Set(
    [...text.matchAll(SHIFT_COUNTS)].flatMap((m) => [m[1], m[2], m[3]].filter(Boolean).map(Number)),
  );
  if (!counts.has(hours) || Number(weeklyHoursSaid(text)?.replace(',', '.')) === hours) return read;
  const { weeklyHours: _shifts, partTimePercent: _share, ...slots }: Slots = read.slots;
  return { ...read, slots };
}

/**
 * "A parametro 137, quanto sono aumentati i minimi tra gennaio 2025 e gennaio 2026?" after a turn on the 3A: the
 * parameter named is the renewal's reference (the Alimentari tranches are stated at 137), so the level carried from
 * the turn before is not the one asked. A level the turn names itself stays.
 */
const PARAMETER = /\b(?:a|al|sul|per il|con il|col) parametro (?:medio )?\d{2,3}\b/;

export function atReferenceParameter(read: TypedRequest, text: string, own: Slots): TypedRequest {
  if (own.level !== undefined || read.slots.level === undefined || !PARAMETER.test(text)) return read;
  const { level: _carried, ...slots }: Slots = read.slots;
  return { ...read, slots };
}
