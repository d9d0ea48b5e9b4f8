import { euro, italianDate } from './format.js';
import type { Ccnl, PayTable } from './schema.js';

/**
 * A pay table only derived, whose figures the knowledge base does not give as a minimum: computed, not read on a
 * page, with the derivation itself rated low (Chimico's tables from July 2025: the superseded July 2024 table
 * plus the renewal's tranches, the split between minimum and IPO not read). A minimum asked at its days is an
 * honest gap. Derived tables the knowledge base rates medium or higher (a published tranche added to a table
 * read, with a level's figure confirming it: Edilizia, Cooperative sociali, Commercio, Turismo) keep their
 * figures, said as derived.
 */
export const onlyDerived = (table: PayTable): boolean => table.derived === true && table.confidence === 'low';

/**
 * The gap of a minimum asked at an only-derived table: the table in force is not in the knowledge base, and what
 * is known is named without amounts (the days of the renewal's tranches, the last table read on a page). `what`
 * names the level asked ("il livello D1 …") or nothing for the whole table; `lead` marks the gap as the answer's;
 * `short` is the reason a table cell or a topic's gap gives after "dato non disponibile".
 */
export function unreadTableGap(
  ccnl: Ccnl,
  what: string,
  date: string,
  table: PayTable,
  lead: (s: string) => string = (s) => s,
  short = false,
): string {
  const tranches = ccnl.validity.tranches.map((d) => italianDate(d));
  const days =
    tranches.length > 1 ? `${tranches.slice(0, -1).join(', ')} e ${tranches.at(-1)}` : (tranches[0] ?? '');
  const lastRead = ccnl.pay_tables
    .filter((t) => t.unit === table.unit && !t.derived && t.effective_from <= date)
    .map((t) => t.effective_from)
    .sort()
    .at(-1);
  const known = [
    days ? `del rinnovo sono noti i giorni delle tranche (${days})` : '',
    lastRead
      ? `l'ultima tabella letta su una pagina è quella in vigore dal ${italianDate(lastRead)}, superata`
      : '',
  ].filter(Boolean);
  const knownText = known.length ? ` ${known.join('; ').replace(/^\p{Ll}/u, (c) => c.toUpperCase())}.` : '';
  if (short)
    return `tabella dei minimi in vigore al ${italianDate(date)} non letta su una pagina, solo ricostruita dalle fonti${days ? `; del rinnovo sono noti i giorni delle tranche (${days})` : ''}`;
  const subject = `La tabella dei minimi in vigore${what ? ` per ${what}` : ''} nel ${ccnl.short_name} al ${italianDate(date)} non è nella base di conoscenza`;
  return (
    `${lead(subject)}: non ho una tabella letta su una pagina, solo una ricostruzione dalle fonti, che non do come minimo.${knownText} ` +
    'Per la cifra in vigore serve la tabella ufficiale delle parti firmatarie (o il cedolino): con il lordo mensile del cedolino calcolo netto, tredicesima, TFR e costo.'
  );
}

/** The words for a minimum the knowledge base only derived, in place of its figure (renewal steps, calculations). */
export const UNREAD_MINIMUM =
  'il nuovo minimo non è nella base di conoscenza (tabella solo ricostruita dalle fonti)';

/**
 * The span of a renewal step's minimum ("da 2.360,26 € a 2.420,26 €"), or the gap's words when the table after
 * the step is only derived: the step's amount is the renewal's tranche, read on a page; its minimums are not.
 */
export function stepSpan(step: {
  before: number;
  after: number;
  table: PayTable;
  published?: number;
}): string {
  if (onlyDerived(step.table)) return UNREAD_MINIMUM;
  // An increase the published table rounds a cent off the minimums' difference (schema.ts `published_increase`).
  const gap = Math.round((step.after - step.before) * 100) / 100;
  const rounded =
    step.published !== undefined && Math.abs(step.published - gap) >= 0.005
      ? ` (la tabella pubblicata indica l'aumento in ${euro(step.published)}; la differenza tra i due minimi è ${euro(gap)})`
      : '';
  return `da ${euro(step.before)} a ${euro(step.after)}${rounded}`;
}
