import { decimal, euro, italianDate, percent } from '../kb/format.js';
import type { LevelPay } from '../kb/pay.js';
import type { Ccnl } from '../kb/schema.js';
import { cents } from '../payroll/net-pay.js';
import { readable } from '../reader/text.js';
import type { Fields } from './calcolo-parts.js';
import { levelAfterOf } from './shared/levels.js';

const NET_ASKED = /\bnett[oia]\b|\bin tasca\b|\bin mano\b|\bnetto in busta\b/;

/**
 * A part-timer's monthly gross at a table past the tax years ("a gennaio 2027 entra al 2° livello, part-time 25 ore
 * su 40: la retribuzione mensile lorda da tabella, compreso l'EDR?"): the table in force at the date, times the
 * hours' share (D.Lgs. 81/2015 art. 7), with an item paid beside the minimum (the EDR) when the question names it.
 * No tax rule is needed, so the full-time minimum and the net's gap are not the answer. Undefined when the net is
 * asked or the worker is full-time.
 */
export function partTimeGrossAtDate(
  ccnl: Ccnl,
  level: string,
  date: string,
  pay: LevelPay,
  fields: Fields,
  message: string,
): string[] | undefined {
  const text = readable(message);
  if (NET_ASKED.test(text)) return undefined;
  const full = ccnl.weekly_hours.value;
  const hours = fields.ore_settimanali ? Number(fields.ore_settimanali) : undefined;
  const ratio = fields.part_time
    ? Number(fields.part_time) / 100
    : hours !== undefined && full
      ? hours / full
      : 1;
  if (!(ratio > 0 && ratio < 1)) return undefined;
  // Items beside the minimum (paid on their own number of months, as the EDR) when the question names them.
  const named = pay.row.components.filter((c) => {
    if (!c.payments) return false;
    const word = readable(c.label).split(/[\s(]/)[0] ?? '';
    return word.length > 1 && new RegExp(`\\b${word}\\b`).test(text);
  });
  const base = pay.row.amount + named.reduce((sum, c) => sum + c.amount, 0);
  const monthly = cents(base * ratio);
  const share =
    hours !== undefined && full && !fields.part_time
      ? `${decimal(hours)} ore su ${full} (${percent(cents(ratio * 100))})`
      : percent(cents(ratio * 100));
  const baseText = named.length
    ? `(${euro(pay.row.amount)} + ${named.map((c) => `${c.label} ${euro(c.amount)}`).join(' + ')} = ${euro(cents(base))})`
    : euro(pay.row.amount);
  const lines = [
    `Nel ${ccnl.short_name} la retribuzione mensile lorda da tabella del ${levelAfterOf(ccnl, level)} al ${italianDate(date)}, part-time ${share}, è **${euro(monthly)}**: ${baseText} × ${percent(cents(ratio * 100))} (tabella in vigore dal ${italianDate(pay.table.effective_from)}).`,
    `Il minimo a tempo pieno è ${euro(pay.row.amount)}; nel part-time la retribuzione si riproporziona all'orario (D.Lgs. 81/2015, art. 7).`,
  ];
  for (const c of named)
    if (c.payments)
      lines.push(
        `${c.label}: ${euro(c.amount)} a tempo pieno, su ${c.payments} mensilità, riproporzionato all'orario.`,
      );
  return lines;
}
