import { euro, italianDate, MONTH_NAMES, MONTHS } from '../kb/format.js';
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
  earlier?: string, // the turn before: "e per il 5° livello? stesse date" asks its months again
): string[] {
  // The table's items beside the total ("minimo (TEM) 1.603,17 €, contingenza 522,32 €"), as the minimum's own
  // answer gives them: a payslip shows the items, and "il minimo" often means the first alone.
  const items =
    pay.row.components.length > 1
      ? `; ${pay.row.components.map((c) => `${c.label} ${euro(c.amount)}`).join(', ')}`
      : '';
  return [
    `Nel ${ccnl.short_name} il minimo mensile lordo del ${levelAfterOf(ccnl, level)} al ${italianDate(date)} è **${euro(pay.row.amount)}** (tabella in vigore dal ${italianDate(pay.table.effective_from)}${items})${trancheBehind(ccnl, level, pay, message)}.${laterMonthsSaid(ccnl, level, date, pay, message, earlier)}`,
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
  // ("su base annua, 14 mensilità, quanto fa?": a year's gross said by its payments.)
  const yearly = PAYMENTS_SAID.test(text) && /\bannu[oa]\b|\ball'anno\b|\bin un anno\b/.test(text);
  if (NET_ASKED.test(text) || !(GROSS_ASKED.test(text) || yearly)) return undefined;
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

const MONTH_YEAR = new RegExp(String.raw`\b(${MONTH_NAMES})\s+(?:del\s+|dell'\s*)?(20\d\d)\b`, 'g');

/** The months a text names with their year, as "AAAA-MM". */
function monthsSaid(text: string): string[] {
  return [...readable(text).matchAll(MONTH_YEAR)].map(
    (m) => `${m[2]}-${String(MONTHS.indexOf(m[1] ?? '') + 1).padStart(2, '0')}`,
  );
}

/**
 * The later tables asked beside the first ("dalla tranche di aprile 2027 e poi da quella di novembre 2027", or a
 * follow-up on another level that names no month of its own: the earlier turn's months): each one's minimum and
 * rise, so a second column of a budget is not left out. Empty when no later month with a table is named.
 */
function laterMonthsSaid(
  ccnl: Ccnl,
  level: string,
  date: string,
  pay: LevelPay,
  message: string,
  earlier?: string,
): string {
  const own = monthsSaid(message);
  const months = own.length || !earlier ? own : monthsSaid(earlier);
  let before = pay;
  const lines: string[] = [];
  for (const month of [...new Set(months)].sort()) {
    if (month <= date.slice(0, 7)) continue;
    const table = ccnl.pay_tables.find(
      (t) =>
        t.effective_from.startsWith(month) && (t.section ?? undefined) === (pay.table.section ?? undefined),
    );
    const then = table && levelPayAt(ccnl, level, table.effective_from, pay.table.section ?? undefined);
    if (!then || then.table === before.table) continue;
    const rise = Math.round((then.row.amount - before.row.amount) * 100) / 100;
    lines.push(
      ` Dal ${italianDate(then.table.effective_from)} sale a **${euro(then.row.amount)}**${rise > 0 ? ` (+${euro(rise)})` : ''}.`,
    );
    before = then;
  }
  return lines.join('');
}
