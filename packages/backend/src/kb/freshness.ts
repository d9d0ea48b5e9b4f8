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
  /** The sentence for any answer using the agreement's data once it has expired. */
  expiredWarning: string | undefined;
  /** The sentence for an answer stating pay figures when a tranche already due is in no table. */
  trancheWarning: string | undefined;
  /** One line naming the next tranche's date (and whether its amounts are known), for pay answers. */
  nextTrancheNote: string | undefined;
  /** The warnings, in Italian (expiry first); empty when the figures are current. */
  warnings: string[];
}

/**
 * Whether `ccnl` is expired on `date` (AAAA-MM-GG) and whether its latest pay table in force then is older
 * than a tranche that already applies, so that an answer can say its figures may be out of date.
 */
export function freshness(ccnl: Ccnl, date: string): Freshness {
  const name = ccnl.short_name;
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
  const expiredWarning =
    expired && expiresOn
      ? `Il ${name} è scaduto il ${italianDate(expiresOn)}: importi e regole sono quelli dell'ultimo accordo firmato; verifica se un rinnovo li ha cambiati.`
      : undefined;
  const trancheWarning = missingTranche
    ? `Il ${name} prevede una tranche di aumento dal ${italianDate(missingTranche)} che la base di conoscenza non registra ancora: ${
        tableFrom
          ? `gli importi indicati (tabella dal ${italianDate(tableFrom)}) possono essere inferiori a quelli dovuti.`
          : 'gli importi dovuti possono essere più alti.'
      }`
    : undefined;
  const nextTabled =
    nextTranche !== undefined && ccnl.pay_tables.some((t) => t.effective_from === nextTranche);
  const nextTrancheNote =
    nextTranche && hasPayTables(ccnl)
      ? `Prossima tranche di aumento del ${name}: dal ${italianDate(nextTranche)}${nextTabled ? '' : ' (importi non ancora nella base di conoscenza)'}.`
      : undefined;
  const warnings = [expiredWarning, trancheWarning].filter((w): w is string => w !== undefined);
  return {
    expired,
    expiresOn,
    tableFrom,
    missingTranche,
    nextTranche,
    stale: warnings.length > 0,
    expiredWarning,
    trancheWarning,
    nextTrancheNote,
    warnings,
  };
}
