import { euro, percent } from '../kb/format.js';
import { cents } from '../payroll/net-pay.js';
import { isTaxYear, YEAR_RULES } from '../payroll/rules.js';
import { readable } from '../reader/text.js';
import { bold } from './compose.js';
import { conversationInpsRate } from './stated-inps-rate.js';

// "quanto gli trattengo di contributi INPS su quella cifra?", "e i contributi del lavoratore sulla tredicesima?".
const CONTRIBUTIONS_ASKED = /\b(?:contribut\w*|trattenut\w* (?:inps|previdenzial\w*))\b|\binps\b/;

/**
 * The employee's INPS contribution asked beside the 13th or 14th: the extra month's gross times the year's rate
 * (9,19%, payroll rules §1), or the rate the user states. The 1% above the first pensionable band runs on the
 * year's pay, so it is said as a condition, not guessed. Domestic work has no rate at all: its contribution is a
 * fixed sum per hour paid, whose band already holds the 13th's share. Undefined when no contribution is asked.
 */
export function contributionsOnExtraMonth(
  message: string,
  history: readonly string[] | undefined,
  year: number,
  amount: number,
  name: string,
  domestic = false,
): string | undefined {
  if (!CONTRIBUTIONS_ASKED.test(readable(message)) || !isTaxYear(year) || amount <= 0) return undefined;
  if (domestic)
    return ` Nel lavoro domestico sulla ${name} non si applica una percentuale: i contributi INPS sono ${bold('un importo fisso per ogni ora retribuita')}, nella fascia scelta sulla paga oraria comprensiva della quota di ${name}.`;
  const rate = conversationInpsRate(message, history)?.inpsRatePct ?? YEAR_RULES[year].inpsRatePct;
  const due = cents((amount * rate) / 100);
  return ` I contributi INPS a carico del lavoratore sulla ${name} sono ${bold(euro(due))} (${euro(amount)} × ${percent(rate)}; l'1% in più spetta solo sulla parte della retribuzione annua oltre ${euro(YEAR_RULES[year].firstBand)}).`;
}
