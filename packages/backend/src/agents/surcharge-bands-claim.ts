import { euro, percent } from '../kb/format.js';
import { type LocalTaxes, lookupSource } from '../payroll/local-taxes.js';
import { findCity, type SurchargeTables } from '../payroll/surcharges.js';
import { SURCHARGE_BANDS_CLAIM } from '../reader/phrasings.js';
import { readable } from '../reader/text.js';
import type { Citation } from './answer.js';
import { bold } from './compose.js';
import { sourceCitations } from './worked.js';

/**
 * "Ho letto che Padova ha aliquote per scaglioni, è vero?": whether the comune of residence sets its IRPEF
 * surcharge by income bands, told from the surcharge tables: **Sì** with the bands (or, when a source says the
 * rates go by bands but they were not read, the gap), **No** with the one rate. Nothing when the question
 * makes no such claim or names no comune.
 */
export function surchargeBandsClaim(
  message: string,
  tables: SurchargeTables,
  local: LocalTaxes,
  year: number,
): { sentence: string; citations: Citation[] } | undefined {
  const place = local.place?.municipality;
  if (!place || !SURCHARGE_BANDS_CLAIM.test(readable(message))) return undefined;
  const lookup = findCity(tables, place, year);
  const citations = lookup
    ? sourceCitations([lookupSource(lookup, lookup.appliesFrom ?? `${year}-01-01`)])
    : [];
  if (!lookup || lookup.banded === null || lookup.banded === undefined)
    return {
      sentence: `Se l'addizionale comunale ${year} di ${place} vada per scaglioni non posso dirlo: le sue aliquote non sono nella base di conoscenza.`,
      citations,
    };
  const rule = lookup.rule;
  const threshold = rule?.exemptionThreshold
    ? `, con esenzione fino a ${euro(rule.exemptionThreshold)} di reddito (oltre, si paga su tutto il reddito)`
    : '';
  if (!lookup.banded) {
    const rate = rule?.brackets[0]?.ratePct;
    return {
      sentence: `${bold('No')}: nel ${year} l'addizionale comunale di ${place} ha un'aliquota unica${rate === undefined ? '' : ` dello ${percent(rate)}`}${threshold}, non aliquote per scaglioni.`,
      citations,
    };
  }
  if (!rule)
    return {
      sentence: `${bold('Sì')}: nel ${year} l'addizionale comunale di ${place} va per scaglioni di reddito, ma le aliquote dei singoli scaglioni non sono nella base di conoscenza, quindi non la calcolo.`,
      citations,
    };
  const bands = rule.brackets
    .map((b) =>
      b.to === null
        ? `${percent(b.ratePct)} oltre ${euro(b.from)}`
        : `${percent(b.ratePct)} da ${euro(b.from)} a ${euro(b.to)}`,
    )
    .join(', ');
  return {
    sentence: `${bold('Sì')}: nel ${year} l'addizionale comunale di ${place} va per scaglioni di reddito (${bands})${threshold}.`,
    citations,
  };
}
