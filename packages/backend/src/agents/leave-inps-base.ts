import { euro, percent } from '../kb/format.js';
import { cents } from '../payroll/index.js';
import type { AgentAnswer, Citation } from './answer.js';
import { bold, compose } from './compose.js';
import type { PayBase } from './pay-base.js';

/**
 * The INPS base of a maternity or parental leave allowance (D.Lgs. 151/2001, art. 23, recalled by art. 34 c. 6):
 * the average daily pay (RMGG) of the month before the leave, with the share of the payments made more than once
 * a month (the 13th and the 14th: monthly × (payments − 12)/12), divided by 30 for a monthly-paid worker.
 * The share is added when the question tells the payments or the extra months ("14 mensilità", "con la
 * tredicesima"); a bare monthly pay keeps the plain estimate, said as such.
 */

/** The 13th/14th told as part of the pay ("14 mensilità", "con la tredicesima", "ratei"). */
const EXTRA_MONTHS = /\b1[34] mensilit|\b(?:tredicesim|quattordicesim|mensilita aggiuntiv|ratei?\b)/;

/** The shares left out by name ("senza considerare integrazioni né ratei"). */
const NO_EXTRA =
  /\b(?:senza|escludendo|esclus\w*|tranne|non consider\w*)\b[^.?!]{0,60}\b(?:ratei?\b|tredicesim|quattordicesim|mensilita aggiuntiv)/;

export const INPS_WITH_EXTRA =
  'L’INPS calcola l’indennità sulla retribuzione media giornaliera del mese prima del congedo, con i ratei delle mensilità aggiuntive, divisa per 30 (D.Lgs. 151/2001, art. 23); eventuali integrazioni del contratto sono a parte.';

export interface InpsBase {
  /** The month's pay with the extra months' share: the base of a month of leave (30 days). */
  monthly: number;
  daily: number;
  /** The extra months' share added, 0 when not counted. */
  extra: number;
  extraLabel: string;
  steps: string[];
}

export function inpsBase(base: PayBase, texts: readonly string[]): InpsBase {
  const told = texts.some((t) => EXTRA_MONTHS.test(t)) && !texts.some((t) => NO_EXTRA.test(t));
  const added = told ? base.payments - 12 : 0;
  const extra = added > 0 ? cents((base.monthly * added) / 12) : 0;
  const monthly = cents(base.monthly + extra);
  const extraLabel = added === 2 ? 'i ratei di 13ª e 14ª' : 'il rateo di 13ª';
  const steps = extra
    ? [
        `Ratei delle mensilità aggiuntive: ${euro(base.monthly)} × ${added}/12 = ${euro(extra)}; base del mese ${euro(base.monthly)} + ${euro(extra)} = ${euro(monthly)}.`,
      ]
    : [];
  return { monthly, daily: monthly / 30, extra, extraLabel, steps };
}

/** A day's allowance asked: the average daily pay (base / 30) and the rate of it the INPS pays. */
export function inpsDailyAnswer(input: {
  lead: string;
  what: string;
  inps: InpsBase;
  rate: number;
  lawText: string;
  citations: Citation[];
}): AgentAnswer {
  const { lead, what, inps, rate, lawText, citations } = input;
  const daily = cents(inps.daily);
  const perDay = cents((inps.daily * rate) / 100);
  return compose({
    answer: `${lead}L’indennità giornaliera INPS di ${what} è di ${bold(`${euro(perDay)} lordi al giorno`)}: il ${percent(rate)} della retribuzione media giornaliera di ${euro(daily)}.`,
    steps: [
      ...inps.steps,
      `Retribuzione media giornaliera: ${euro(inps.monthly)} / 30 = ${euro(daily)}.`,
      `${euro(daily)} × ${percent(rate)} = ${euro(perDay)} al giorno; per un mese di 30 giorni ${euro(cents(perDay * 30))}.`,
      `La regola: ${lawText.charAt(0).toUpperCase()}${lawText.slice(1)}`,
    ],
    assumptions: [
      inps.extra
        ? INPS_WITH_EXTRA
        : 'L’INPS calcola l’indennità sulla retribuzione media giornaliera del mese prima del congedo (ratei compresi, divisore 30): la stima usa la retribuzione mensile indicata, senza ratei né integrazioni del contratto.',
    ],
    citations,
    related: [],
  });
}
