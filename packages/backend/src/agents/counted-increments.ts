import { euro, italianDate } from '../kb/format.js';
import { levelPayAt, seniorityAmount } from '../kb/pay.js';
import type { Ccnl } from '../kb/schema.js';
import { cents } from '../payroll/net-pay.js';
import { readHire } from '../reader/hire-said.js';
import { readable } from '../reader/text.js';
import type { Cell } from './compare-cells.js';
import { incrementsBetween } from './increments-since.js';

/**
 * "io ho 4 anni al 4° livello del commercio, lui 4 anni al C3 dei metalmeccanici: quanti scatti ha ciascuno e
 * quanto valgono?": with the years of service told, each agreement's cell is the increments those years have
 * matured (one every N years, at most M) and their monthly total, not one increment's value alone.
 */
function countedIncrementsCell(
  ccnl: Ccnl,
  amount: number,
  years: number | undefined,
  since?: { hire: string; at: string },
): Cell | undefined {
  const rule = ccnl.seniority_increments;
  if (!rule.period_years || rule.text === null) return undefined;
  // "assunti a giugno 2016: quanti scatti abbiamo oggi?": each increment owed from its own month since the hire.
  const fromHire = years === undefined && since ? incrementsBetween(rule, since.hire, since.at) : undefined;
  if (years === undefined && !fromHire) return undefined;
  const matured = fromHire ? fromHire.count : Math.floor((years ?? 0) / rule.period_years);
  const count = rule.max_count ? Math.min(matured, rule.max_count) : matured;
  const service = fromHire ? `dall'assunzione del ${italianDate(since?.hire ?? '')}` : `con ${years} anni`;
  const total = cents(count * amount);
  const each = `uno ogni ${rule.period_years} anni${rule.max_count ? `, al massimo ${rule.max_count}` : ''}`;
  const figure =
    count === 0
      ? `nessuno scatto maturato ${service} (${each}; ${euro(amount)} al mese per scatto)`
      : `${count === 1 ? '1 scatto' : `${count} scatti`} × ${euro(amount)} = ${euro(total)} al mese (${each}${fromHire ? `; maturati ${service}` : ''})`;
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
 * The day a comparison of increments is read at: not the hire month the question tells ("assunti a giugno 2016:
 * quanti scatti oggi?"), which counts them; undefined then, for today.
 */
export function dayNotHire(date: string | undefined, message: string): string | undefined {
  const text = readable(message);
  return date !== undefined && /\bscatt/.test(text) && date === readHire(text) ? undefined : date;
}

/**
 * The seniority increment of a level compared: its monthly amount and the rule (every N years, at most M), or
 * the increments the years told have matured and their total.
 */
export function seniorityCell(
  ccnl: Ccnl,
  level: string,
  date: string,
  years?: number,
  hire?: string,
): Cell | undefined {
  const rule = ccnl.seniority_increments;
  const pay = levelPayAt(ccnl, level, date);
  const amount = seniorityAmount(ccnl, level, pay?.row ?? 0);
  if (amount === undefined || rule.text === null || (!pay && !rule.amounts_eur_month)) return undefined;
  const counted = countedIncrementsCell(ccnl, amount, years, hire ? { hire, at: date } : undefined);
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
