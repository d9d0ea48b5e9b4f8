import { euro } from '../kb/format.js';
import { levelPayAt, seniorityAmount } from '../kb/pay.js';
import type { Ccnl } from '../kb/schema.js';
import { cents } from '../payroll/net-pay.js';
import type { Cell } from './compare-cells.js';

/**
 * "io ho 4 anni al 4° livello del commercio, lui 4 anni al C3 dei metalmeccanici: quanti scatti ha ciascuno e
 * quanto valgono?": with the years of service told, each agreement's cell is the increments those years have
 * matured (one every N years, at most M) and their monthly total, not one increment's value alone.
 */
function countedIncrementsCell(ccnl: Ccnl, amount: number, years: number | undefined): Cell | undefined {
  const rule = ccnl.seniority_increments;
  if (years === undefined || !rule.period_years || rule.text === null) return undefined;
  const matured = Math.floor(years / rule.period_years);
  const count = rule.max_count ? Math.min(matured, rule.max_count) : matured;
  const total = cents(count * amount);
  const each = `uno ogni ${rule.period_years} anni${rule.max_count ? `, al massimo ${rule.max_count}` : ''}`;
  const figure =
    count === 0
      ? `nessuno scatto maturato con ${years} anni (${each}; ${euro(amount)} al mese per scatto)`
      : `${count === 1 ? '1 scatto' : `${count} scatti`} × ${euro(amount)} = ${euro(total)} al mese (${each})`;
  return {
    figure,
    value: total,
    note: '',
    statement: rule.text,
    article: rule.article ?? null,
    sources: rule.sources,
  };
}

/**
 * The seniority increment of a level compared: its monthly amount and the rule (every N years, at most M), or
 * the increments the years told have matured and their total.
 */
export function seniorityCell(ccnl: Ccnl, level: string, date: string, years?: number): Cell | undefined {
  const rule = ccnl.seniority_increments;
  const pay = levelPayAt(ccnl, level, date);
  const amount = seniorityAmount(ccnl, level, pay?.row ?? 0);
  if (amount === undefined || rule.text === null || (!pay && !rule.amounts_eur_month)) return undefined;
  const counted = countedIncrementsCell(ccnl, amount, years);
  if (counted) return counted;
  const every = rule.period_years ? ` ogni ${rule.period_years} anni` : '';
  const most = rule.max_count ? `, al massimo ${rule.max_count}` : '';
  return {
    figure: `${euro(amount)} al mese per scatto${every}${most}`,
    value: amount,
    note: '',
    statement: rule.text,
    article: rule.article ?? null,
    sources: rule.sources,
  };
}
