import { decimal, euro } from '../kb/format.js';
import { cents, type domesticContributions } from '../payroll/index.js';
import { askedClause } from '../reader/asking-clause.js';
import { readable } from '../reader/text.js';
import { bold } from './compose.js';
import { statedHourlyShare } from './worker-share-claim.js';

/**
 * Session 25 (fixs25c): a domestic payslip's INPS withholding stated per hour ("mi trattiene 0,43 € per ogni ora
 * di contributi inps, è giusto?") is checked per hour against the worker's share of the band of the effective
 * hourly pay (pay plus the 13ª's share), never against 9,19% of the pay nor as a month's total. The verdict
 * opens the answer: "Sì" when the figure is the share, "No" with the right share and the band otherwise.
 */
/** A verdict asked on it: "è giusto?", "va bene così?", "torna?", "mi toglie troppo/poco?". */
const DOUBT =
  /\b(?:giust[oa]|corrett[oa]|torna(?:no)?|sbagliat\w*|errat\w*|regolare|va bene|ci sta|troppo|poco|in regola)\b/;

/**
 * The share per hour stated and doubted in this turn, however the withholding is worded ("mi tolgono 0,43 euro
 * all'ora di contributi inps: va bene così?"), so that the question is a check even when the reader read no
 * INPS figure in it.
 */
export function doubtedHourlyShare(message: string): number | undefined {
  const stated = statedHourlyShare(message);
  return stated !== undefined && DOUBT.test(askedClause(readable(message))) ? stated : undefined;
}

export function perHourVerdict(
  message: string,
  stated: number,
  result: ReturnType<typeof domesticContributions>['result'],
  context: { year: number; hourly: number; weekly?: number },
): { answer: string; steps: string[] } | undefined {
  const perHour = statedHourlyShare(message);
  if (perHour === undefined || Math.abs(perHour - stated) >= 0.005) return undefined;
  const share = result.hourlyWorker;
  const gap = cents(share - stated);
  const band = `nel ${context.year}, con ${euro(context.hourly)} l'ora, ${result.band} (contributo ${euro(result.hourlyTotal)} l'ora)`;
  const weekly =
    context.weekly === undefined || gap === 0
      ? ''
      : ` Su ${Number.isInteger(context.weekly) ? context.weekly : decimal(context.weekly)} ore a settimana la differenza è di ${euro(cents(Math.abs(gap) * context.weekly))} a settimana.`;
  const answer =
    Math.abs(gap) < 0.005
      ? `${bold('Sì')}: ${euro(stated)} l'ora è la quota INPS a carico del lavoratore: ${band}, non una percentuale del lordo.`
      : `${bold('No')}: la quota INPS a carico del lavoratore è ${bold(`${euro(share)} l'ora`)}, non ${euro(stated)}: ${band}; la trattenuta è ${gap > 0 ? `di ${euro(gap)} l'ora più bassa` : `di ${euro(-gap)} l'ora più alta`} del dovuto.${weekly}`;
  return {
    answer,
    steps: [
      `Quota oraria del lavoratore nella fascia: ${euro(share)}; a carico del datore ${euro(result.hourlyEmployer)}.`,
      "Il datore di lavoro domestico non trattiene l'IRPEF: la famiglia non è sostituto d'imposta.",
    ],
  };
}
