import { decimal, percent } from '../kb/format.js';

/**
 * What every payroll function returns besides its result: the steps (so the composer can show the working),
 * what it assumed, the figures it could not source (gaps) and the sources of the rules it used.
 */

export interface Step {
  /** Italian, e.g. "Contributi INPS a carico del lavoratore". */
  label: string;
  /** Italian, with the figures used, e.g. "30.000,00 × 9,19%". */
  formula: string;
  /** Unrounded; round with `cents` to show. */
  amount: number;
  /** What `amount` is: euros unless said (a rate in percent, a count of months). */
  unit?: 'percent' | 'count';
}

export interface SourceRef {
  /** Italian label of the source, e.g. "INPS, circolare n. 9 del 3 febbraio 2026". */
  label: string;
  url: string;
  /** The page's publication date (ISO), or null: shown as "data non indicata". */
  published: string | null;
  /** The date the figure applies from (ISO). */
  appliesFrom: string | null;
}

export interface Worked<T> {
  result: T;
  steps: Step[];
  assumptions: string[];
  gaps: string[];
  sources: SourceRef[];
}

export const step = (label: string, formula: string, amount: number, unit?: Step['unit']): Step =>
  unit ? { label, formula, amount, unit } : { label, formula, amount };

/** "1.234,56" for formulas (no sign: the label says it is euros). */
export const num = (value: number): string => decimal(value);
export const pct = (value: number): string => percent(value);

/** Half-up rounding to the cent, immune to binary noise (2.675 → 2.68). */
export function cents(value: number): number {
  return Math.round(Number((value * 100).toFixed(6))) / 100;
}

/** The same source listed once. */
export function uniqueSources(list: SourceRef[]): SourceRef[] {
  const seen = new Set<string>();
  return list.filter((s) => {
    const key = `${s.url}|${s.label}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** Thrown on input the engine cannot compute from (negative pay, unknown year…); the message is Italian. */
export class PayrollInputError extends Error {
  readonly code = 'PAYROLL_INPUT';
  constructor(message: string) {
    super(message);
    this.name = 'PayrollInputError';
  }
}

export function requireAmount(value: number, what: string, { allowZero = false } = {}): number {
  if (!Number.isFinite(value) || value < 0 || (!allowZero && value === 0))
    throw new PayrollInputError(`Importo non valido per ${what}: ${value}.`);
  return value;
}
