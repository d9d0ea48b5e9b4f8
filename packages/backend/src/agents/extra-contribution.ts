import { euro } from '../kb/format.js';
import { cents } from '../payroll/index.js';
import type { NetPay } from '../payroll/net-pay.js';
import { YEAR_RULES } from '../payroll/rules.js';

/**
 * The part of the worker's contributions that is the extra 1% above the first pensionable band, as a clause
 * after the year's contributions (" (di cui 237,76 € di contributo aggiuntivo dell'1% …)"), or '' below the band.
 * A follow-up "e di quei contributi quanto è per l'1% in più?" then finds its figure in the opening.
 */
export function extraContributionClause(detail: NetPay): string {
  if (!(detail.extraContribution > 0)) return '';
  const band = YEAR_RULES[detail.year].firstBand;
  return ` (di cui ${euro(cents(detail.extraContribution))} di contributo aggiuntivo dell'1% sulla parte oltre la prima fascia pensionabile di ${euro(band)})`;
}
