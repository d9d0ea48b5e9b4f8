import { italianDate, MONTH_NAMES, MONTHS } from '../kb/format.js';
import type { Ccnl } from '../kb/schema.js';
import { bold } from './compose.js';

// A month said without a day before it ("con le retribuzioni di luglio 2024"): a payroll month, not a signing day.
const PAY_MONTH = new RegExp(String.raw`(?<!\d°? )\b(${MONTH_NAMES}) (20\d\d)\b`, 'g');

/** The months the una tantum is paid with ("2024-07", "2025-07"): from its instalments and its own text. */
function lumpMonths(ccnl: Ccnl): string[] {
  const fact = ccnl.validity.una_tantum;
  const months = (ccnl.validity.una_tantum_levels ?? []).map((p) => p.paid.slice(0, 7));
  for (const m of (fact.text ?? '').matchAll(PAY_MONTH))
    months.push(`${m[2]}-${String(MONTHS.indexOf(m[1] ?? '') + 1).padStart(2, '0')}`);
  return [...new Set(months)].sort();
}

/**
 * "devo mettere qualche una tantum nel cedolino di dicembre 2026?": a month after the last instalment owes none,
 * the renewal's una tantum was paid already; said first, before what it was.
 */
export function lumpPaidLine(ccnl: Ccnl, date: string | undefined, lead: boolean): string | undefined {
  const months = lumpMonths(ccnl);
  const last = months.at(-1);
  if (!date || !last || date.slice(0, 7) <= last) return undefined;
  const said = months.map((m) => italianDate(m)).join(' e ');
  const none = `nessuna una tantum da pagare a ${italianDate(date.slice(0, 7))}`;
  return `Nel ${ccnl.short_name} ${lead ? bold(none) : none}: l'una tantum del rinnovo è già stata erogata (con le retribuzioni di ${said}).`;
}
