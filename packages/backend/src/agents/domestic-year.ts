import { decimal, euro } from '../kb/format.js';
import { cents } from '../payroll/index.js';
import { readable } from '../reader/text.js';
import { bold } from './compose.js';

/**
 * A domestic worker's contributions asked for a whole year ("in un anno intero (52 settimane)", "contributi
 * annui", "all'anno"): the year's figures open the answer (hours × 52 × the hourly contribution, the family's
 * share and the total), not the quarter people usually pay by. A quarter or a month named wins; "anno 2026"
 * (the year of the tables) is not a year asked.
 */
export function yearOfContributionsAsked(message: string): boolean {
  const text = readable(message);
  if (/\btrimestr|\bal mese\b|\bmensil|\bogni mese\b/.test(text)) return false;
  return /\b(?:in|per) (?:un|l') ?anno(?: intero)?\b(?!\s*\d)|\ball'anno\b|(?<!\bdell')\bl'anno\b(?!\s*(?:\d|scors|prossim|precedent|dopo|prima))|\bannu[iao]\w*|\bannual\w*|\b52 settimane\b|\banno intero\b|\bogni anno\b/.test(
    text,
  );
}

interface YearShares {
  /** Undefined over 24 hours a week, where one contribution applies whatever the pay. */
  hourlyPay?: number;
  weeklyHours: number;
  year: number;
  hourlyTotal: number;
  hourlyWorker: number;
}

/** "Con 12,00 € l'ora per 10 ore a settimana nel 2026, in un anno (52 settimane) i contributi INPS a carico della famiglia sono …". */
export function domesticYearSentence(s: YearShares): string {
  const hours = s.weeklyHours * 52;
  const total = cents(s.hourlyTotal * hours);
  const worker = cents(s.hourlyWorker * hours);
  const employer = cents(total - worker);
  const schedule =
    s.hourlyPay === undefined
      ? `${decimal(s.weeklyHours)} ore a settimana nel ${s.year} (fascia unica oltre 24 ore settimanali)`
      : `${euro(s.hourlyPay)} l'ora per ${decimal(s.weeklyHours)} ore a settimana nel ${s.year}`;
  return `Con ${schedule}, in un anno (52 settimane) i contributi INPS a carico della famiglia sono ${bold(euro(employer))} (${euro(cents(s.hourlyTotal - s.hourlyWorker))} l'ora × ${decimal(s.weeklyHours)} ore × 52); il totale da versare è ${bold(euro(total))} (${euro(cents(s.hourlyTotal))} l'ora × ${decimal(s.weeklyHours)} ore × 52), di cui ${euro(worker)} a carico del lavoratore (${euro(cents(s.hourlyWorker))} l'ora, trattenuti dalla paga); il datore di lavoro domestico non trattiene l'IRPEF.`;
}
