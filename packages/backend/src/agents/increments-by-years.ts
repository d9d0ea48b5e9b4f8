import { euro, figureValue, percent } from '../kb/format.js';
import type { Ccnl } from '../kb/schema.js';
import { bold } from './compose.js';
import { yearsSaid } from './shared/years-said.js';

/** How many increments the years told have brought ("quanti scatti dovrebbe avere maturato?", "quanti ne ha?"). */
// ("quanto dovrei avere in tutto come scatti di anzianità?": the total of the increments is their count too.)
const ASKS_COUNT =
  /\bin tutto\b[^?]{0,40}\bscatt|\bscatt\w*\b[^?]{0,40}\bin tutto\b|\bquant\w* scatt|\bscatt\w*\b[^?]{0,60}\bmatur\w*|\bmatur\w*\b[^?]{0,40}\bscatt|\bquanti ne (?:ha|ho|abbia|avrebbe|dovrebbe|spett)/;

/** Years of service told in the words of a story ("lavora con lei da 5 anni", "7 anni di servizio"). */
const YEARS_TOLD =
  /\bda (\d{1,2}) anni\b|\b(\d{1,2}) anni (?:di (?:servizio|anzianita|lavoro)|con (?:lei|lui|noi|me|loro))/;

/** What they are worth is asked too ("quanto valgono al mese", "per quanto in busta", "l'importo"). */
const ASKS_WORTH =
  /\bval(?:e|gono|ore|ori)\b|\bimport[oi]\b|\bammont|\bal mese\b|\bin busta\b|\bsul cedolino\b|\bquanto (?:fanno|sono|prendo|mi danno|(?:dovrei|devo|dovrebbe|deve) (?:avere|prendere|percepire|trovare))/;

export function yearsTold(folded: string): number | undefined {
  const m = YEARS_TOLD.exec(folded);
  return m ? Number(m[1] ?? m[2]) : undefined;
}

/**
 * The increments the years of service have brought, when the question asks how many: whole periods of the
 * agreement's rule (one every 2 or 3 years), capped at its maximum, with the percentage they add when the rule
 * states one. Undefined when the rule has no period or the question does not ask the count.
 */
export function incrementsByYears(
  ccnl: Ccnl,
  years: number | undefined,
  folded: string,
  level?: string,
): string | undefined {
  const rule = ccnl.seniority_increments;
  if (years === undefined || !rule.period_years || !ASKS_COUNT.test(folded)) return undefined;
  const whole = Math.floor(years / rule.period_years);
  const count = rule.max_count ? Math.min(whole, rule.max_count) : whole;
  const each = rule.percent_of_minimum;
  const plural = count === 1 ? 'scatto' : 'scatti';
  const added =
    each && count > 0
      ? `, ${String(each).replace('.', ',')}% del minimo ciascuno: ${String(each * count).replace('.', ',')}% in tutto`
      : '';
  const cap = rule.max_count ? `; al massimo ${rule.max_count}` : '';
  return `Nel ${ccnl.short_name}, con ${serviceSaid(years)} di servizio presso lo stesso datore di lavoro, gli scatti maturati sono ${bold(`${count} ${plural}`)} (uno ogni ${rule.period_years} anni compiuti${added}${cap})${worth(ccnl, count, folded, level)}.`;
}

/** "7 anni e 8 mesi" for a service read from a hire date (7,66 years); the years told as they were said. */
function serviceSaid(years: number): string {
  if (Math.abs(years * 10 - Math.round(years * 10)) < 1e-9) return `${yearsSaid(years)} anni`;
  const months = Math.round(years * 12);
  const rest = months % 12;
  return `${Math.floor(months / 12)} anni${rest ? ` e ${rest} ${rest === 1 ? 'mese' : 'mesi'}` : ''}`;
}

/**
 * "quanti ne ho maturati e quanto valgono al mese?": the fixed amount of the level times the count, the monthly
 * total the increments add. Empty when the worth is not asked or the level's amount is not known.
 */
function worth(ccnl: Ccnl, count: number, folded: string, level: string | undefined): string {
  const stated = statedMinimumWorth(ccnl, count, folded);
  if (stated) return stated;
  const each = level ? ccnl.seniority_increments.amounts_eur_month?.[level] : undefined;
  if (each === undefined || count === 0 || !ASKS_WORTH.test(folded)) return '';
  const total = Math.round(each * count * 100) / 100;
  return `, che valgono in tutto ${bold(euro(total))} al mese (${count} × ${euro(each)} del livello ${level})`;
}

// "il minimo contrattuale del suo livello è 1.100 € al mese": the minimum the user states.
const STATED_MINIMUM =
  /\b(?:minim\w*|paga base|retribuzione (?:minima|base)|tabellare)\b[^?.;]{0,50}?(\d{1,3}(?:\.\d{3})*(?:,\d{1,2})?)\s*(?:€|euro\b)/;

/**
 * An agreement whose increment is a share of the minimum, the minimum stated by the user: the count times the
 * share of that minimum, each step said. Empty when no minimum is stated or the rule is not a share.
 */
function statedMinimumWorth(ccnl: Ccnl, count: number, folded: string): string {
  const pct = ccnl.seniority_increments.percent_of_minimum;
  const match = STATED_MINIMUM.exec(folded);
  if (!pct || !match?.[1] || count === 0 || !ASKS_WORTH.test(folded)) return '';
  const minimum = figureValue(match[1]);
  const each = Math.round(minimum * pct) / 100;
  const total = Math.round(each * count * 100) / 100;
  return `, che valgono in tutto ${bold(euro(total))} al mese: uno scatto è ${euro(minimum)} × ${percent(pct)} = ${euro(each)}, per ${count} scatti ${count} × ${euro(each)} = ${euro(total)}`;
}
