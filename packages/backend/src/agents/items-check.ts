import { euro, italianDate } from '../kb/format.js';
import type { LevelPay } from '../kb/pay.js';
import { baseComponent, tableOfBase } from '../kb/pay-items.js';
import type { Ccnl } from '../kb/schema.js';
import { cents } from '../payroll/index.js';
import { type AgentAnswer, citeSources } from './answer.js';
import { bold, compose } from './compose.js';
import { type NamedItem, namedItems } from './named-items.js';
import type { PartShare } from './part-share.js';
import { levelName } from './shared/levels.js';

/**
 * Each pay item the question names with a figure ("paga base 1.100"), against the table's item at the date. A
 * part-timer's items ("part-time 50%: paga base 628,73, contingenza 262,11") are each weighed against the item's
 * part-time share (D.Lgs. 81/2015 art. 7 c. 2), never against the full-time item.
 */
export function itemsCheck(
  ccnl: Ccnl,
  level: string,
  date: string,
  pay: LevelPay,
  text: string,
  least: number,
  extra = '',
  given?: NamedItem[],
  part?: PartShare,
): AgentAnswer | undefined {
  const base = baseComponent(pay.row);
  const read = given ?? namedItems(pay.row, text);
  if (read.length < least) return undefined;
  // (Each item's share rounded to the cent, as a payslip's lines print them.)
  const found = part ? read.map((f) => ({ ...f, table: cents(f.table * part.share) })) : read;
  const label = levelName(ccnl, level);
  // "è aggiornata?": a base item still at an earlier table's figure says which table the payslip was left on.
  const givenBase = found.find((f) => base && f.label === base.label && Math.abs(f.given - f.table) >= 0.01);
  const section = (t: { section?: string | undefined }) => t.section === pay.table.section;
  const earlier = givenBase
    ? tableOfBase(
        ccnl.pay_tables.filter((t) => section(t) && t.effective_from < pay.table.effective_from),
        level,
        part ? cents(givenBase.given / part.share) : givenBase.given,
      )
    : undefined;
  const stale =
    earlier && givenBase
      ? ` ${givenBase.label.charAt(0).toUpperCase()}${givenBase.label.slice(1)} di ${euro(givenBase.given)} è quella della tabella dal ${italianDate(earlier.effective_from)}${part ? ` (${part.label})` : ''}: ${bold('non è aggiornata')} alla tabella dal ${italianDate(pay.table.effective_from)}.`
      : '';
  const verdicts = found.map((f) => {
    const difference = cents(f.given - f.table);
    const how =
      Math.abs(difference) < 0.01
        ? 'coincide'
        : `${bold(`${euro(Math.abs(difference))} in ${difference < 0 ? 'meno' : 'più'}`)}`;
    return `${f.label} indicata ${euro(f.given)}, da tabella${part ? ` al ${part.formula}` : ''} ${bold(euro(f.table))}: ${how}`;
  });
  const wrong = found.filter((f) => Math.abs(cents(f.given - f.table)) >= 0.01).length;
  const share = part ? cents(pay.row.amount * part.share) : undefined;
  const minimum =
    share === undefined
      ? bold(euro(pay.row.amount))
      : `${euro(pay.row.amount)} a tempo pieno, ${bold(euro(share))} con il ${part?.label}`;
  const basis = minimumBasis(ccnl, label, pay);
  return compose({
    answer: `Il minimo tabellare del ${label} del ${ccnl.short_name} al ${italianDate(date)} è ${minimum}; ${wrong ? `${wrong === 1 ? 'una voce differisce' : `${wrong} voci differiscono`} dalla tabella` : found.length === 1 ? 'la voce coincide con la tabella' : 'le voci coincidono con la tabella'}: ${verdicts.join('; ')}.${stale}${extra}`,
    ...basis,
    steps: part
      ? [
          ...basis.steps,
          `Con il ${part.label}: ${read.map((f) => `${f.label} ${euro(f.table)} × ${part.formula} = ${euro(cents(f.table * part.share))}`).join('; ')}; minimo ${euro(pay.row.amount)} × ${part.formula} = ${euro(share ?? 0)}.`,
        ]
      : basis.steps,
  });
}

/** The level's minimum a check weighs against: its items, its table's date, its sources and the related ask. */
export function minimumBasis(ccnl: Ccnl, label: string, pay: LevelPay) {
  return {
    steps: [
      `Minimo del livello: ${pay.row.components.map((c) => `${c.label} ${euro(c.amount)}`).join(' + ')} = ${euro(pay.row.amount)}.`,
    ],
    assumptions: [`Tabella in vigore dal ${italianDate(pay.table.effective_from)}.`],
    citations: citeSources(
      ccnl,
      `${label}: minimo ${euro(pay.row.amount)} dal ${italianDate(pay.table.effective_from)}`,
      `tabella minimi dal ${italianDate(pay.table.effective_from)}`,
      pay.table.sources,
    ),
    related: [`Quali sono i minimi retributivi per livello nel ${ccnl.short_name}?`],
  };
}
