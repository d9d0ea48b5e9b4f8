import { euro, italianDate, percent } from '../kb/format.js';
import { increasesOf, unshownStepTable } from '../kb/increases.js';
import { levelPayAt } from '../kb/pay.js';
import type { Ccnl, Increase } from '../kb/schema.js';
import { indexedYearly, yearlyIndexNote } from './reference-tranche.js';
import { levelName } from './shared/levels.js';

// The month's pay after the tranche asked ("quanto sarà minimo più EPA?", "a quanto arriva?", "quale sarà il minimo").
const RESULT_ASKED =
  /\bquanto (?:sara|diventa|fara|fa|arriva|prendera)\b|\ba quanto (?:arriv|sal|pass)\w*|\bqual\w* (?:sara|diventa) (?:il |la )?(?:minim|retribu|stipend|paga)|\bdiventat\w*|\bnuov[oi] minim/;

/**
 * A tranche the renewal's sources state at a level for the month asked, when no pay table carries it yet
 * (Logistica's EPA from January 2027): its amount opens the answer, said as the sources' figure, not a table's;
 * where minimums are also indexed every year (ISTAT), the new minimum is said to be still unknown.
 */
export function statedTrancheLine(
  ccnl: Ccnl,
  level: string,
  date: string,
  bold: (text: string) => string,
  question = '',
): string | undefined {
  const month = date.slice(0, 7);
  for (const increase of increasesOf(ccnl, level)) {
    const own = increase.level === level;
    const tranche = (increase.tranches ?? []).find((t) => t.from.slice(0, 7) === month);
    // Another level's increase whose tranche the sources also give level by level (Vigilanza's October 2024).
    const value = own ? tranche?.amount : tranche?.levels?.[level];
    if (!tranche || value === undefined) continue;
    const amount = increase.unit === 'percent' ? percent(value) : euro(value);
    const reference = own ? increase.reference : `al ${levelName(ccnl, level)}`;
    // "da gennaio 2027 quanto prende in più rispetto al 2025?": the renewal's tranches summed up to this one.
    const summed =
      own && increase.unit === 'euro' ? tranchesSummed(increase, tranche.from, question) : undefined;
    if (summed) {
      const line = `Nel ${ccnl.short_name} dal ${italianDate(tranche.from)} il rinnovo porta ${bold(euro(summed.total))} al mese in più ${summed.since} di ${increase.measure} ${reference}: ${summed.parts}, secondo le fonti del rinnovo (nessuna tabella dei minimi di quella data è nella base di conoscenza).`;
      return indexedYearly(ccnl) ? `${line}${yearlyIndexNote(ccnl)}` : line;
    }
    // Another level's tranche from the renewal's table of increases, in the month of the first pay table held
    // (Turismo July 2024, FIPE June 2024): that table cannot show the step, the table of increases does.
    const tabled = ccnl.pay_tables.some((t) => t.effective_from.slice(0, 7) === month);
    if (!own && tabled)
      return `Nel ${ccnl.short_name} la tranche del ${italianDate(tranche.from)} vale ${bold(amount)} di ${increase.measure} ${reference}, secondo la tabella degli aumenti per livello del rinnovo.`;
    // (The tables may start that month, without the one before it to read the step from: Commercio's April 2024.)
    const missing = unshownStepTable(ccnl, level, tranche.from)
      ? 'la tabella dei minimi in vigore prima di quella data non è nella base di conoscenza'
      : 'nessuna tabella dei minimi di quella data è nella base di conoscenza';
    const line = `Nel ${ccnl.short_name} la tranche del ${italianDate(tranche.from)} vale ${bold(amount)} di ${increase.measure} ${reference}, secondo le fonti del rinnovo (${missing}).`;
    if (!own) return line;
    if (indexedYearly(ccnl)) return `${line}${yearlyIndexNote(ccnl)}`;
    const result = resultingMonthly(ccnl, level, increase, tranche);
    if (!result) return line;
    // "quanto sarà minimo più EPA?": the resulting month opens; "quanto vale la tranche?": the tranche does.
    const sum = `${bold(euro(result.total))} dal ${italianDate(tranche.from)}, calcolata: ${result.table}`;
    return RESULT_ASKED.test(question)
      ? `Nel ${ccnl.short_name} la retribuzione tabellare mensile del ${levelName(ccnl, level)} sale a ${sum}. ${line.replace(`Nel ${ccnl.short_name} la`, 'La')}`
      : `${line} La retribuzione tabellare mensile sale così a ${sum}.`;
  }
  return undefined;
}

/**
 * "con la tranche di gennaio 2027 quanto sarà minimo più EPA?": the table in force before the tranche plus the
 * tranche's euros, said as computed. Only when the table is the one the tranche follows (no earlier tranche of the
 * renewal missing from it), so the sum is the month's figure from that day.
 */
function resultingMonthly(
  ccnl: Ccnl,
  level: string,
  increase: Increase,
  tranche: { from: string; amount?: number },
): { total: number; table: string } | undefined {
  if (increase.unit !== 'euro' || tranche.amount === undefined) return undefined;
  // The table in force the day before the tranche: a table computed from it (the tranche added) may start that day.
  const before = new Date(`${tranche.from}T00:00:00Z`);
  before.setUTCDate(before.getUTCDate() - 1);
  const pay = levelPayAt(ccnl, level, before.toISOString().slice(0, 10));
  if (!pay || pay.table.derived || pay.table.effective_from >= tranche.from) return undefined;
  const since = pay.table.effective_from;
  if ((increase.tranches ?? []).some((t) => t.from > since && t.from < tranche.from)) return undefined;
  const items = pay.row.components.filter((c) => c.payments === undefined);
  const parts = items.length > 1 ? ` (${items.map((c) => `${c.label} ${euro(c.amount)}`).join(' + ')})` : '';
  return {
    total: Math.round((pay.row.amount + tranche.amount) * 100) / 100,
    table: `${euro(pay.row.amount)} della tabella in vigore dal ${italianDate(since)}${parts} più ${euro(tranche.amount)} della tranche`,
  };
}

/** The rise asked against a time before ("rispetto al 2025", "rispetto a prima del rinnovo") or as a total. */
const SUM_ASKED =
  /\brispetto (?:al|a|alla|ad|all') ?(?:(?:\w+ )?(20\d\d)\b|prima\b)|\bin (?:tutto|totale)\b|\bcomplessiv\w*|\bsommand\w*|\bcumulat\w*/;

/**
 * The renewal's tranches from the first after the year said (or the first of all) up to the one asked, summed:
 * 40 € from January 2026 and 30 € from January 2027 make 70 € more a month from January 2027 than in 2025.
 * Undefined unless the question asks the rise over a time before and at least two tranches add up.
 */
export function tranchesSummed(
  increase: Increase,
  upTo: string,
  question: string,
): { total: number; parts: string; since: string } | undefined {
  const asked = SUM_ASKED.exec(question);
  if (!asked) return undefined;
  const year = asked[1];
  const after = year ? `${year}-12-31` : '';
  const taken = (increase.tranches ?? []).filter(
    (t) => t.amount !== undefined && t.from > after && t.from <= upTo,
  );
  if (taken.length < 2) return undefined;
  const total = Math.round(taken.reduce((sum, t) => sum + (t.amount ?? 0), 0) * 100) / 100;
  const parts = taken.map((t) => `${euro(t.amount ?? 0)} dal ${italianDate(t.from)}`).join(' + ');
  return { total, parts, since: year ? `rispetto al ${year}` : 'in tutto' };
}
