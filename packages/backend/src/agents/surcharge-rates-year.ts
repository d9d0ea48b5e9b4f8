import type { SurchargeTables } from '../payroll/surcharges.js';
import { findCity, findRegion } from '../payroll/surcharges.js';
import type { TypedRequest } from '../reader/request.js';
import { readable } from '../reader/text.js';

/**
 * Session 43 (fixs43d): the year whose surcharge rates a question asks for ("che aliquota dell'addizionale
 * regionale Emilia-Romagna si applica dal 2027?"). The payroll rules hold whole tax years (2025, 2026), and a
 * later year fell back to 2026; but a regional or municipal law may already fix a later year's rates, and the
 * surcharge tables hold them with their law. The year asked (read, or the one year the message names) is kept
 * when the tables hold the place for it; otherwise the tax year the rules answer for.
 */
export function surchargeRatesYear(
  tables: SurchargeTables,
  message: string,
  req: TypedRequest,
  fallback: number,
): number {
  const named = [...new Set([...readable(message).matchAll(/\b(20[2-3]\d)\b/g)].map((m) => Number(m[1])))];
  const asked = req.slots.taxYear ?? (named.length === 1 ? named[0] : undefined);
  if (asked === undefined || asked === fallback) return fallback;
  const held = req.slots.municipality
    ? findCity(tables, req.slots.municipality, asked)
    : req.slots.region
      ? findRegion(tables, req.slots.region, asked)
      : undefined;
  return held ? asked : fallback;
}
