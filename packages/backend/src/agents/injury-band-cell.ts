import { percent } from '../kb/format.js';
import type { Ccnl } from '../kb/schema.js';
import type { Cell } from './compare-cells.js';
import { bandSpan } from './sick-band-cell.js';

/**
 * Session 33 (fixs33f): an injury comparison ("in caso di infortunio, nei giorni successivi a quello dell'evento
 * il datore integra l'INAIL: fino a che misura nel Multiservizi, e quanto nel Terziario per i primi tre giorni di
 * carenza?") is answered from each agreement's injury bands, never from its sickness ones. The INAIL's waiting
 * days are the three after the day of the injury, so "carenza" and "i giorni successivi" start at day 2.
 */

const INJURY = /\binfortun\w*/;
const SICKNESS = /\bmalatti\w*/;
const AFTER_EVENT = /\bcarenza\b|\bprimi (?:tre|3) giorni\b|\bgiorni successivi\b|\bgiorno dopo\b/;
const DAY_OF_EVENT = /\bgiorno (?:dell'infortunio|dell'evento)\b(?! \w* ?successiv)/;

/** The agreement's injury share for the days asked, or undefined when the question is not about an injury. */
export function injuryBandCell(ccnl: Ccnl, text: string): Cell | undefined {
  if (!INJURY.test(text) || SICKNESS.test(text)) return undefined;
  const day = AFTER_EVENT.test(text) ? 2 : DAY_OF_EVENT.test(text) ? 1 : undefined;
  const injury = ccnl.sick_pay.injury;
  const band = injury.bands?.find(
    (b) => day !== undefined && b.from_day <= day && (b.to_day === null || day <= b.to_day),
  );
  if (!band || band.total_pct === null) return undefined;
  const shares =
    band.inps_pct !== null && band.employer_pct !== null
      ? ` (${percent(band.inps_pct)} INAIL e ${percent(band.employer_pct)} datore)`
      : band.note
        ? ` (${band.note})`
        : '';
  return {
    figure: `${percent(band.total_pct)} ${bandSpan(band)}${shares}`,
    value: band.total_pct,
    note: '',
    statement: injury.text ?? '',
    article: injury.article ?? null,
    sources: injury.sources,
  };
}
