import { euro, italianDate } from '../kb/format.js';
import { increasesOf } from '../kb/increases.js';
import { levelPayAt } from '../kb/pay.js';
import type { Ccnl, Increase, PayTable } from '../kb/schema.js';

type Tranche = NonNullable<Increase['tranches']>[number];

import { levelAfterOf } from './shared/levels.js';

/** Minimums also updated every year by ISTAT (the pay structure says so): a tranche alone is no new minimum. */
export const indexedYearly = (ccnl: Ccnl): boolean => /\bISTAT\b/.test(ccnl.pay_structure);

const MEASURED_CLAUSE = /[^;.]*\bISTAT\b[^;.]*\d+(?:,\d+)?\s?%[^;.]*/;

/** The clause of the renewal's text that states the ISTAT adjustment with its measure ("… dall'80% al 90% …"). */
export const indexationClause = (ccnl: Ccnl): string | undefined =>
  MEASURED_CLAUSE.exec(ccnl.validity.text ?? '')?.[0]?.trim();

/** What an answer stating a future tranche adds for such an agreement (with the adjustment's measure, if stated). */
export function yearlyIndexNote(ccnl: Ccnl): string {
  const measure = indexationClause(ccnl);
  return ` Il minimo esatto di quella data non è ancora noto: si aggiunge l'adeguamento ISTAT annuale${measure ? ` (${measure})` : ''}, non ancora pubblicato.`;
}

/**
 * The row's parts after the tranches ("minimo contrattuale 1.980,37 €, EPA 120,00 €"), when every tranche due is
 * split by the sources into parts the row has; undefined otherwise.
 */
function splitAfter(
  components: readonly { label: string; amount: number }[],
  due: readonly Tranche[],
): string | undefined {
  if (components.length < 2) return undefined;
  const labels = new Set(components.map((c) => c.label));
  if (due.some((t) => !t.components?.length || t.components.some((c) => !labels.has(c.label))))
    return undefined;
  return components
    .map((c) => {
      const added = due.flatMap((t) => t.components ?? []).filter((x) => x.label === c.label);
      return `${c.label} ${euro(Math.round((c.amount + added.reduce((s, x) => s + x.amount, 0)) * 100) / 100)}`;
    })
    .join(', ');
}

/**
 * A level's monthly minimum on a day past the tables, when that level is the one the renewal states its tranches
 * at ("3° livello super del personale non viaggiante", "livello BS conviventi"): the tranches due by then are read
 * on a page for that very level, so the minimum is the table in force plus them, said as derived. Where the
 * minimums are also updated every year by ISTAT (lavoro domestico) the sum is no minimum: the tranche is stated
 * and the adjustment named as still to come. Undefined for another level, another section or a tranche without
 * its amount (the honest gap stands).
 */
export function referenceTrancheLine(
  ccnl: Ccnl,
  level: string,
  date: string,
  prefer?: string,
): { text: string; table: PayTable } | undefined {
  const pay = levelPayAt(ccnl, level, date, prefer);
  if (!pay || (prefer && pay.table.section !== prefer)) return undefined;
  const increase = increasesOf(ccnl).find((i) => i.level === level && i.unit === 'euro');
  const section = pay.table.section;
  if (!increase?.tranches || (section && !increase.reference.includes(section))) return undefined;
  const due = increase.tranches.filter((t) => t.from > pay.table.effective_from && t.from <= date);
  if (!due.length || due.some((t) => t.amount === undefined)) return undefined;
  const rise = Math.round(due.reduce((s, t) => s + (t.amount ?? 0), 0) * 100) / 100;
  const last = due.at(-1)?.from ?? date;
  const name = ccnl.short_name;
  const tranches = due.map((t) => `${euro(t.amount ?? 0)} dal ${italianDate(t.from)}`).join(', ');
  const parts = pay.row.components.map((c) => `${c.label} ${euro(c.amount)}`).join(', ');
  const base = `${euro(pay.row.amount)} della tabella in vigore dal ${italianDate(pay.table.effective_from)} (${parts})`;
  const what = `il ${levelAfterOf(ccnl, level)}`;
  const split = splitAfter(pay.row.components, due);
  const yearly = indexedYearly(ccnl);
  const text = yearly
    ? `Nel ${name} dal ${italianDate(last)} il rinnovo aumenta il minimo mensile del ${levelAfterOf(ccnl, level)} di **${euro(rise)}** (${due.length > 1 ? `${tranches}, ` : ''}${increase.reference}).${yearlyIndexNote(ccnl)} Oggi per ${what} vale ${base}.`
    : `Nel ${name} il minimo mensile del ${levelAfterOf(ccnl, level)} dal ${italianDate(last)} è **${euro(pay.row.amount + rise)}**${split ? ` (${split})` : ''}: ${base} più ${tranches} del rinnovo, ${increase.reference}. Valore derivato, non letto su una pagina: la tabella di quella data non è ancora nella base di conoscenza.`;
  return { text, table: pay.table };
}
