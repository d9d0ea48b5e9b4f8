import { italianDate } from '../../kb/format.js';
import type { Ccnl } from '../../kb/schema.js';

/**
 * An amount or a rate written in a text: "140 euro", "301 €", "€ 1.200", "4,7%", "3 per cento". A context
 * line that carries one states a figure nobody asked for.
 */
export const AMOUNT =
  /\d[\d.,]*\s*(?:€|euro\b|eur\b|%|per ?cento\b)|€\s*\d|\b(?:euro|eur)\s*\d|\d\s*(?:mila|milioni)\s*(?:€|euro)/i;

/** Whether a text states an amount or a rate. */
export function carriesAmount(text: string): boolean {
  return AMOUNT.test(text);
}

/**
 * The period an agreement is valid for, with no amount in it. The validity text often goes on with the
 * renewal's increases ("aumento a regime di 140 euro…", "Aumento del 4,7% in tre tranche"): a line that only
 * names the agreement must not carry them. Its first clause when that is free of amounts, else the dates of
 * the structured record, else nothing.
 */
export function validityPeriod(ccnl: Ccnl): string | undefined {
  const first = ccnl.validity.text.split(/;\s/)[0]?.trim().replace(/\.$/, '');
  if (first && !carriesAmount(first)) return first;
  const { from, to } = ccnl.validity;
  if (from && to) return `dal ${italianDate(from)} al ${italianDate(to)}`;
  if (to) return `fino al ${italianDate(to)}`;
  return undefined;
}

/** "Contratto di riferimento: <official name> (codice CNEL …); validità: <period>." with no amount in it. */
export function referenceLine(ccnl: Ccnl): string {
  const code = ccnl.cnel_code.value ? ` (codice CNEL ${ccnl.cnel_code.value})` : '';
  const period = validityPeriod(ccnl);
  return `Contratto di riferimento: ${ccnl.official_name}${code}${period ? `; validità: ${period}` : ''}.`;
}
