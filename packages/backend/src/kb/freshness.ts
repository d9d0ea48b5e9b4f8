import { italianDate } from './format.js';
import { hasPayTables } from './pay-gap.js';
import type { Ccnl } from './schema.js';

/** How current the knowledge base's figures of an agreement are on a date. */
export interface Freshness {
  /** The agreement's expiry has passed on the date. */
  expired: boolean;
  expiresOn: string | null;
  /** Start of the latest pay table in force on the date (any section); undefined when none is or none exists. */
  tableFrom: string | undefined;
  /** A signed tranche due by the date that no table carries yet; undefined for an agreement without tables. */
  missingTranche: string | undefined;
  /** The next signed tranche after the date, if the agreement records one. */
  nextTranche: string | undefined;
  /** True when the answer must warn: expired, or its table older than a tranche already due. */
  stale: boolean;
  /** The sentences an answer adds, in Italian; empty when the figures are current. */
  warnings: string[];
}

/**
 * Whether `ccnl` is expired on `date` (AAAA-MM-GG) and whether its latest pay table in force then is older
 * than a tranche that already applies, so that an answer can say its figures may be out of date.
 */
export function freshness(ccnl: Ccnl, date: string): Freshness {
  const expiresOn = ccnl.validity.to;
  const expired = expiresOn !== null && expiresOn < date;
  const tableFrom = ccnl.pay_tables
    .map((t) => t.effective_from)
    .filter((from) => from <= date)
    .sort()
    .at(-1);
  // An agreement with no pay table at all has no figure to be out of date: its answers state the gap instead.
  const due = hasPayTables(ccnl)
    ? ccnl.validity.tranches.filter((t) => t <= date && (tableFrom === undefined || t > tableFrom))
    : [];
  const missingTranche = due.at(-1);
  const nextTranche = ccnl.validity.tranches.find((t) => t > date);
  const warnings: string[] = [];
  if (expired)
    warnings.push(
      `Il ${ccnl.short_name} è scaduto il ${italianDate(expiresOn)}: i dati sono quelli dell'ultimo testo firmato e un rinnovo potrebbe averli cambiati.`,
    );
  if (missingTranche)
    warnings.push(
      tableFrom
        ? `La tabella dei minimi più recente nella base di conoscenza decorre dal ${italianDate(tableFrom)}, ma dal ${italianDate(missingTranche)} si applica una tranche di aumento non ancora registrata: gli importi dovuti possono essere più alti.`
        : `Dal ${italianDate(missingTranche)} si applica una tranche di aumento che la base di conoscenza non registra ancora.`,
    );
  return {
    expired,
    expiresOn,
    tableFrom,
    missingTranche,
    nextTranche,
    stale: warnings.length > 0,
    warnings,
  };
}
