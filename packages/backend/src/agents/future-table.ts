import { euro, italianDate } from '../kb/format.js';
import { type LevelPay, levelPayAt } from '../kb/pay.js';
import type { Ccnl } from '../kb/schema.js';
import { readable } from '../reader/text.js';
import { levelAfterOf } from './shared/levels.js';

/**
 * A date that picks a pay table is not a tax year: when the net of a year without tax rules is asked, the
 * table in force at the date still answers the gross, and the net is the part said to be missing.
 */
export function grossAtDateLines(
  ccnl: Ccnl,
  level: string,
  date: string,
  pay: LevelPay,
  year: number,
  message = '',
): string[] {
  // The table's items beside the total ("minimo (TEM) 1.603,17 €, contingenza 522,32 €"), as the minimum's own
  // answer gives them: a payslip shows the items, and "il minimo" often means the first alone.
  const items =
    pay.row.components.length > 1
      ? `; ${pay.row.components.map((c) => `${c.label} ${euro(c.amount)}`).join(', ')}`
      : '';
  return [
    `Nel ${ccnl.short_name} il minimo mensile lordo del ${levelAfterOf(ccnl, level)} al ${italianDate(date)} è **${euro(pay.row.amount)}** (tabella in vigore dal ${italianDate(pay.table.effective_from)}${items})${trancheBehind(ccnl, level, pay, message)}.`,
    `Il netto per il ${year} invece non posso calcolarlo: le regole fiscali disponibili sono quelle del 2025 e del 2026, e per il ${year} non sono nella base di conoscenza.`,
  ];
}

const NET_ASKED = /\bnett[oia]\b|\bin tasca\b|\bin mano\b|\bnetto in busta\b/;
const GROSS_ASKED = /\bral\b|\bretribuzione annua\b|\blordo annu[oa]\b|\bannu[oa] lord[oa]\b|\ball'anno lord/;
const PAYMENTS_SAID = /\b(?:su |per )?(12|13|14)\s*(?:mensilita|mensilità)\b/;

/**
 * A gross asked at a date past the tax years ("a gennaio 2027 … quale minimo e quale RAL minima su 14
 * mensilità?"): the table in force then answers both, and no tax rule is needed, so no gap is said. Undefined
 * when the net is asked or the agreement's payments are unknown.
 */
export function grossOnlyAtDate(
  ccnl: Ccnl,
  level: string,
  date: string,
  pay: LevelPay,
  message: string,
): string[] | undefined {
  const text = readable(message);
  if (NET_ASKED.test(text) || !GROSS_ASKED.test(text)) return undefined;
  const payments = Number(PAYMENTS_SAID.exec(text)?.[1] ?? ccnl.monthly_payments.value ?? Number.NaN);
  if (!Number.isFinite(payments)) return undefined;
  const annual = Math.round(pay.row.amount * payments * 100) / 100;
  const [minimum] = grossAtDateLines(ccnl, level, date, pay, Number(date.slice(0, 4)), message);
  return [
    minimum ?? '',
    `La retribuzione annua lorda minima (RAL) su ${payments} mensilità è **${euro(annual)}** (${euro(pay.row.amount)} × ${payments}), sul solo minimo tabellare: scatti e superminimo si aggiungono.`,
  ];
}

// "e da giugno dell'anno prossimo quanto diventa, con l'aumento del rinnovo?": the increase named is the table's
// step over the one before it.
const INCREASE_NAMED = /\baument\w*|\brinnov\w*|\btranche\b/;

function trancheBehind(ccnl: Ccnl, level: string, pay: LevelPay, message: string): string {
  if (!INCREASE_NAMED.test(readable(message))) return '';
  const from = new Date(`${pay.table.effective_from}T00:00:00Z`);
  from.setUTCDate(from.getUTCDate() - 1);
  const before = levelPayAt(ccnl, level, from.toISOString().slice(0, 10), pay.table.section);
  const step = before ? Math.round((pay.row.amount - before.row.amount) * 100) / 100 : 0;
  if (!before || step <= 0) return '';
  // (The step alone: the minimum before it is not the figure asked and reads as the one in force.)
  return `, con l'aumento di **${euro(step)}** della tranche che decorre da quella data`;
}
