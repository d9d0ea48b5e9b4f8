import { percent } from '../kb/format.js';
import type { Ccnl } from '../kb/schema.js';
import { type Citation, citeSources } from './answer.js';

/**
 * The worker's INPS share of an agreement whose sector pays its own (Operai agricoli: 8,84% instead of the general
 * 9,19%, INPS circ. 46/2025), when the knowledge base holds it with its sources; undefined otherwise, and the
 * engine keeps the general rate. A rate the user states still comes first (stated-inps-rate.ts).
 */
export function agreementInpsRate(ccnl: Ccnl | undefined): { inpsRatePct: number } | undefined {
  const value = ccnl?.worker_inps_rate?.value;
  return value ? { inpsRatePct: value } : undefined;
}

/** The line saying where the sector's rate comes from, and its citations. */
export function agreementInpsNote(ccnl: Ccnl): { assumption: string; citations: Citation[] } | undefined {
  const fact = ccnl.worker_inps_rate;
  if (!fact?.value) return undefined;
  return {
    assumption: `Nel ${ccnl.short_name} la quota INPS a carico del lavoratore è del ${percent(fact.value)}, non il 9,19% generale (${fact.article ?? 'circolare INPS'}).`,
    citations: citeSources(ccnl, fact.text ?? '', fact.article ?? null, fact.sources, 1),
  };
}
