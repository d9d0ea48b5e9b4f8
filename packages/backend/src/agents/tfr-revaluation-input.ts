import type { TypedRequest } from '../reader/request.js';

/**
 * What a TFR revaluation question gives besides a month's coefficient: an inflation rate of its own ("con
 * un'inflazione del 2%", "FOI +1,8%") and, when it speaks of the year's quota ("quella quota", "la quota di
 * quest'anno") after a pay and names no amount itself, the quota that pay accrues net of the 0,50% to the INPS guarantee fund (payroll
 * rules §7), rather than the pay itself.
 */
export function inflationGiven(text: string): number | undefined {
  const found =
    /inflazion\w*[^%?]{0,40}?(\d+(?:[.,]\d+)?)\s*%/.exec(text) ??
    /(\d+(?:[.,]\d+)?)\s*%\s*(?:di\s+)?inflazion/.exec(text) ??
    /\bfoi\b[^%?]{0,30}?(\d+(?:[.,]\d+)?)\s*%/.exec(text);
  const value = found?.[1] ? Number(found[1].replace(',', '.')) : undefined;
  return value !== undefined && value >= 0 && value < 30 ? value : undefined;
}

const TFR_DIVISOR = 13.5;
const GUARANTEE_FUND_PCT = 0.5;

/** The year's net TFR quota of the pay given, when the question revalues "the quota", else undefined. */
export function quotaOfPay(req: TypedRequest, text: string): number | undefined {
  if (!/\bquot[ae]\b/.test(text) || req.slots.amounts.some((a) => a.kind === 'other')) return undefined;
  // Only a follow-up that names no amount of its own ("e quella quota?"): a fund stated is revalued itself.
  const figures = text.replace(/\d+(?:[.,]\d+)?\s*%/g, ' ').replace(/\b20\d\d\b/g, ' ');
  if (/\d{3}/.test(figures)) return undefined;
  const ral = req.slots.amounts.find((a) => a.kind === 'ral')?.value;
  if (ral === undefined) return undefined;
  return Math.round((ral / TFR_DIVISOR - (ral * GUARANTEE_FUND_PCT) / 100) * 100) / 100;
}
