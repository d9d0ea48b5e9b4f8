import { euro, italianDate } from '../kb/format.js';
import { levelPayAt } from '../kb/pay.js';
import type { Ccnl } from '../kb/schema.js';
import type { Cell } from './compare-cells.js';
import { gap } from './compare-increase.js';
import { levelShort } from './shared/levels.js';

/**
 * The hourly divisor compared, with the hourly minimum it gives when the question asks that too ("quanto fa la
 * paga oraria del IV livello, e quale divisore usa l'altro?"): the level's monthly minimum at the date asked
 * divided by the divisor, so the second part of the question is not dropped. The text is the folded question.
 */
const HOURLY_PAY_ASKED =
  /\b(?:paga|retribuzion\w*|minim[oi]|stipendi\w*) (?:\w+ )?orari[aoe]\b|\b(?:paga|minimo) (?:all|per) ?'? ?ora\b|\bquanto (?:\w+ ){0,3}?(?:all|l|per) ?'? ?ora\b/;

export function divisorCell(ccnl: Ccnl, level: string | undefined, date: string, text: string): Cell {
  const fact = ccnl.hourly_divisor;
  if (fact.value === null) return gap(fact.gap);
  const cell: Cell = {
    figure: String(fact.value),
    value: fact.value,
    note: '',
    statement: fact.text ?? '',
    article: fact.article ?? null,
    sources: fact.sources,
  };
  const pay = level && HOURLY_PAY_ASKED.test(text) ? levelPayAt(ccnl, level, date) : undefined;
  if (!pay || !level) return cell;
  const hourly = Math.round((pay.row.amount / fact.value) * 100) / 100;
  return {
    ...cell,
    figure: `${fact.value}; paga oraria minima del ${levelShort(level)} ${euro(hourly)} (${euro(pay.row.amount)} / ${fact.value})`,
    statement:
      `${cell.statement} Minimo mensile del ${levelShort(level)} dal ${italianDate(pay.table.effective_from)}: ${euro(pay.row.amount)}`.trim(),
    sources: [...fact.sources, ...pay.table.sources],
  };
}
